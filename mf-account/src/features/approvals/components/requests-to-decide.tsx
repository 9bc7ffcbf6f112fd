// Goed te keuren: the pending purchase requests the signed-in user may decide (a main user, or a
// named approver), oldest first, with requester, amount, cost centre, why and how long it waits.
import { Link } from 'react-router';
import { formatMoney } from '@kraanvogel/shared';
import { ResponsiveList } from '@kraanvogel/shared/screens';
import { Muted, QueryState } from '@/components/ui';
import { texts } from '@/texts';
import { useRequestsToDecide } from '../api/get-requests-to-decide';

const T = texts.approvals;
const DAY = 86_400_000;
export const daysSince = (iso: string, now = Date.now()) => Math.max(0, Math.floor((now - Date.parse(iso)) / DAY));

export function RequestsToDecide() {
  const { data, isPending, error } = useRequestsToDecide();
  return (
    <>
      <Muted>{T.intro}</Muted>
      <QueryState isPending={isPending} error={error} empty={data?.length === 0} emptyText={T.empty} />
      {data && data.length > 0 && (
        <ResponsiveList
          caption={T.caption}
          rows={data}
          rowKey={(r) => r.id}
          data-testid="requests-to-decide"
          columns={[
            { header: T.columns.requester, cell: (r) => r.requestedByName, card: 'title' },
            { header: T.columns.amount, cell: (r) => formatMoney(r.totalNet), numeric: true },
            { header: T.columns.costCentre, cell: (r) => r.costCentreName ?? T.noCostCentre },
            { header: T.columns.age, cell: (r) => T.age(daysSince(r.createdAt)) },
            { header: T.columns.why, cell: (r) => T.why(r.limitKind, formatMoney(r.limit)) },
            {
              header: T.columns.open,
              card: 'action',
              cell: (r) => (
                <Link to={`/mijnaccount/goedtekeuren/${r.id}`} aria-label={T.openLabel(r.requestedByName, formatMoney(r.totalNet))}>
                  {T.open}
                </Link>
              ),
            },
          ]}
        />
      )}
    </>
  );
}
