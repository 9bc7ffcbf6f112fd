// The route module of the account root: tiles for what this user may use.
// Each group of screens is a chunk of its own: a page loads only the features it shows.
import { AccountOverview } from '@/features/overview/components/account-overview';
import { useAccountAccess } from '@/lib/roles';
import { Frame } from './screen-frame';

export function OverviewScreen() {
  const access = useAccountAccess();
  return (
    <Frame>
      <AccountOverview access={access} />
    </Frame>
  );
}
