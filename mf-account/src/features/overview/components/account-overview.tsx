// The account root: one tile per part of the account area this user may use, by the user menu's
// rules (no orders or invoices for a warehouse-only user, the organization for a main user only).
import { Link } from 'react-router';
import styled from 'styled-components';
import { CardGrid } from '@kraanvogel/shared';
import { texts } from '@/texts';
import type { AccountAccess } from '@/lib/roles';

type TileKey = keyof typeof texts.overview.tiles;

const ORDER: readonly TileKey[] = ['mijnorders', 'mijnfacturen', 'mijnwinkelwagens', 'mijnbestellijsten', 'mijnassortiment', 'mijninloggegevens', 'mijnorganisatie', 'goedtekeuren', 'retouraanvraag'];

export function tilesFor(access: AccountAccess): TileKey[] {
  return ORDER.filter((k) => {
    if (k === 'mijnorders' || k === 'mijnfacturen') return access.ordersAndInvoices;
    // The main user decides purchase requests; a named approver finds them through the user menu's count.
    if (k === 'mijnorganisatie' || k === 'goedtekeuren') return access.organization;
    return true;
  });
}

const Grid = styled(CardGrid)`
  margin: 1rem 0;
  a {
    display: block;
    height: 100%;
    padding: 1rem;
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radius};
    background: ${(p) => p.theme.colors.surface};
    color: ${(p) => p.theme.colors.text};
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    border-color: ${(p) => p.theme.colors.primary};
  }
  h2 {
    margin: 0 0 0.5rem;
    font-size: 1.15rem;
    color: ${(p) => p.theme.colors.primary};
  }
  p {
    margin: 0;
  }
`;

export function AccountOverview({ access }: { access: AccountAccess }) {
  return (
    <>
      <p>{texts.overview.intro}</p>
      <Grid data-testid="account-tiles">
        {tilesFor(access).map((k) => (
          <li key={k}>
            <Link to={`/mijnaccount/${k}`}>
              <h2>{texts.pages[k]}</h2>
              <p>{texts.overview.tiles[k]}</p>
            </Link>
          </li>
        ))}
      </Grid>
    </>
  );
}
