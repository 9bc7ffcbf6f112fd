// Step 2 of the return request: the lines chosen so far, each removable.
import { Button } from '@kraanvogel/shared';
import { Muted } from '@/components/ui';
import { texts } from '@/texts';
import { useReturnRequest } from '../stores/return-request-store';
import { ResponsiveList } from '@kraanvogel/shared/screens';

const T = texts.returns.lines;

export function RequestLines() {
  const lines = useReturnRequest((s) => s.lines);
  const removeLine = useReturnRequest((s) => s.removeLine);
  if (!lines.length) return <Muted data-testid="return-lines-empty">{T.empty}</Muted>;
  const C = T.columns;
  return (
    <ResponsiveList
      data-testid="return-lines"
      caption={T.caption}
      rows={lines.map((line, index) => ({ line, index }))}
      rowKey={({ line: l }) => `${l.orderNumber}-${l.productId}-${l.reasonOfReturn}`}
      columns={[
        { header: C.order, cell: ({ line: l }) => l.orderNumber },
        { header: C.itemNo, cell: ({ line: l }) => l.productId, card: 'title' },
        { header: C.description, cell: ({ line: l }) => l.skuName },
        { header: C.amount, numeric: true, cell: ({ line: l }) => l.amount },
        { header: C.reason, cell: ({ line: l }) => l.reasonOfReturn },
        {
          header: C.actions,
          card: 'action',
          cell: ({ line: l, index }) => (
            <Button variant="secondary" aria-label={T.removeLabel(l.productId)} onClick={() => removeLine(index)}>
              {T.remove}
            </Button>
          ),
        },
      ]}
    />
  );
}
