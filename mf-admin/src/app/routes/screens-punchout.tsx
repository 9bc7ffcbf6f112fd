// The back office's punch-out-account screens, each in the back office's frame.
import { useParams } from 'react-router';
import { AdminFrame } from '@/components/ui';
import { AccountDetail } from '@/features/punchout/components/account-detail';
import { AccountList } from '@/features/punchout/components/account-list';
import { usePunchoutAccounts } from '@/features/punchout/api/punchout-accounts';
import { texts } from '@/texts';

export function PunchoutAccountsScreen() {
  return (
    <AdminFrame title={texts.punchout.title}>
      <AccountList />
    </AdminFrame>
  );
}

export function PunchoutAccountScreen() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0 && id <= 2147483647;
  const account = usePunchoutAccounts().data?.items.find((a) => a.id === id);
  return (
    <AdminFrame title={account ? (account.name ?? account.userName) : texts.punchout.title} crumbs={[{ label: texts.punchout.title, url: '/beheer/punchout' }]}>
      {valid ? <AccountDetail id={id} /> : <p>{texts.punchout.detail.notFound}</p>}
    </AdminFrame>
  );
}
