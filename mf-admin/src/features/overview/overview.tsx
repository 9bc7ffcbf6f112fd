// The back office's start page: its screens, each with what it is for.
import { Link } from 'react-router';
import styled from 'styled-components';
import { ADMIN_SCREENS } from '@/components/ui';
import { texts } from '@/texts';

const Screens = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  li {
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radius};
    padding: 1rem;
  }
  a {
    font-size: 1.15rem;
    font-weight: 600;
    color: ${(p) => p.theme.colors.primary};
  }
  p {
    margin: 0.5rem 0 0;
  }
`;

const DESCRIPTIONS: Record<string, string> = {
  '/beheer/registraties': texts.overview.registrationsText,
  '/beheer/klanten': texts.overview.customersText,
  '/beheer/kortingen': texts.overview.discountsText,
  '/beheer/orderstatussen': texts.overview.orderStatesText,
  '/beheer/punchout': texts.punchout.overviewText,
  '/beheer/nieuws': texts.news.overviewText,
  '/beheer/releases': texts.overview.releasesText,
};

export function Overview() {
  return (
    <>
      <p>{texts.overview.intro}</p>
      <h2>{texts.overview.screens}</h2>
      <Screens>
        {ADMIN_SCREENS.map((s) => (
          <li key={s.to}>
            <Link to={s.to}>{s.label}</Link>
            <p>{DESCRIPTIONS[s.to]}</p>
          </li>
        ))}
      </Screens>
    </>
  );
}
