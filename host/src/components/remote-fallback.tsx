// The Dutch fallback shown in a remote's own area when it cannot load.
import styled from 'styled-components';
import { Button } from '@kraanvogel/shared';
import { texts } from '../texts';

const Box = styled.div`
  max-width: ${(p) => p.theme.containerMaxWidth};
  margin: 2rem auto;
  padding: 1.5rem;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-left: 4px solid ${(p) => p.theme.colors.warning};
  background: ${(p) => p.theme.colors.surface};
`;

export function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  return (
    <Box role="alert" data-testid="remote-fallback">
      <h2>{texts.remoteFallback.title}</h2>
      <p>{texts.remoteFallback.body}</p>
      <Button onClick={onRetry}>
        {texts.remoteFallback.retry}
      </Button>
    </Box>
  );
}

export const reloadPage = () => window.location.reload();
