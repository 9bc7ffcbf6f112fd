// The online status's banner (online-status.tsx): loaded when there is something to say (offline,
// back online, changes waiting or refused), not with the first load of the shop.
import styled from 'styled-components';
import { texts } from '@/texts';

const Bar = styled.div<{ $offline: boolean }>`
  position: sticky;
  top: 0;
  z-index: 900;
  padding: 0.5rem 1rem;
  text-align: center;
  font-weight: 600;
  color: #fff;
  background: ${(p) => (p.$offline ? p.theme.colors.warning : p.theme.colors.success)};
`;

export function OnlineBanner({ online, restored, waiting, refused }: { online: boolean; restored: boolean; waiting: number; refused: number }) {
  if (!online) {
    return (
      <Bar $offline>
        {texts.status.offline}
        {waiting > 0 && <span data-testid="offline-waiting"> {texts.status.waiting(waiting)}</span>}
      </Bar>
    );
  }
  return (
    <Bar $offline={refused > 0}>
      {restored && texts.status.online}
      {waiting > 0 && <span data-testid="offline-sending"> {texts.status.sending(waiting)}</span>}
      {refused > 0 && <span data-testid="offline-refused"> {texts.status.refused(refused)}</span>}
    </Bar>
  );
}
