// A shared secret the shop just made, shown this once to pass on to the procurement system.
import styled from 'styled-components';
import { texts } from '@/texts';

const Box = styled.div`
  padding: 0.75rem 1rem;
  margin: 0 0 1rem;
  border-left: 4px solid ${(p) => p.theme.colors.accent};
  background: ${(p) => p.theme.colors.surface};
  code {
    font-size: 1.05rem;
    overflow-wrap: anywhere;
  }
`;

export function SecretOnce({ secret }: { secret: string }) {
  return (
    <Box role="status" data-testid="punchout-secret">
      <strong>{texts.punchout.secret.title}: </strong>
      <code>{secret}</code>
      <p>{texts.punchout.secret.shownOnce}</p>
    </Box>
  );
}
