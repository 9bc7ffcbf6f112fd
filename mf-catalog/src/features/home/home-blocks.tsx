// Home-page blocks of the catalog (for /): featured and shortcut categories come with the
// catalog issue; until then, the two ways into the assortment.
import { Link } from 'react-router';
import styled from 'styled-components';
import '../../app/register';
import { texts } from '../../texts';

const Blocks = styled.section`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  margin: 1rem 0;
  a {
    display: block;
    padding: 1.25rem;
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radius};
    background: ${(p) => p.theme.colors.surface};
    font-weight: 600;
    color: ${(p) => p.theme.colors.primary};
  }
`;

export default function HomeBlocks() {
  return (
    <Blocks aria-label={texts.homeBlocks.title} data-testid="home-blocks">
      <Link to="/assortiment">{texts.homeBlocks.assortiment}</Link>
      <Link to="/assortiment/outlet">{texts.homeBlocks.outlet}</Link>
    </Blocks>
  );
}
