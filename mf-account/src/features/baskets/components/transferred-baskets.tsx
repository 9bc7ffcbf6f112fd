// Mijn winkelwagens, Overgedragen: the baskets of punch-out sessions that went to the user's
// procurement system, newest first, with when, how many lines and the total of the last transfer.
// Read-only: opening one shows its lines on the basket page without ways to change or order it.
import { Link } from 'react-router';
import { formatDate, formatMoney } from '@kraanvogel/shared';
import { ResponsiveList } from '@kraanvogel/shared/screens';
import { Section } from '@/components/ui';
import { texts } from '@/texts';
import { useTransferredBaskets } from '../api/transferred-baskets';

export function TransferredBaskets() {
  const { data } = useTransferredBaskets();
  const T = texts.baskets.transferred;
  if (!data?.length) return null;
  return (
    <Section aria-labelledby="transferred-title" data-testid="transferred-baskets">
      <h2 id="transferred-title">{T.title}</h2>
      <p>{T.intro}</p>
      <ResponsiveList
        caption={T.caption}
        rows={data}
        rowKey={(b) => b.basketId}
        columns={[
          { header: T.name, card: 'title', cell: (b) => <Link to={`/winkelwagen/${b.basketId}`}>{b.name}</Link> },
          { header: T.when, cell: (b) => formatDate(b.transferredAt) },
          { header: T.protocol, cell: (b) => (b.protocol === 'oci' ? 'OCI' : 'cXML') },
          { header: T.lines, numeric: true, cell: (b) => b.lineCount },
          { header: T.total, numeric: true, cell: (b) => formatMoney(b.total) },
          { header: T.transfers, numeric: true, cell: (b) => b.transfers },
        ]}
      />
    </Section>
  );
}
