// Step 2 of the return request: the lines chosen so far, each removable.
import { Button } from '@kraanvogel/shared';
import { Muted, Table, TableScroll } from '@/components/ui';
import { texts } from '@/texts';
import { useReturnRequest } from '../stores/return-request-store';

const T = texts.returns.lines;

export function RequestLines() {
  const lines = useReturnRequest((s) => s.lines);
  const removeLine = useReturnRequest((s) => s.removeLine);
  if (!lines.length) return <Muted data-testid="return-lines-empty">{T.empty}</Muted>;
  const C = T.columns;
  return (
    <TableScroll>
      <Table data-testid="return-lines">
        <caption>{T.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{C.order}</th>
            <th scope="col">{C.itemNo}</th>
            <th scope="col">{C.description}</th>
            <th scope="col" className="num">
              {C.amount}
            </th>
            <th scope="col">{C.reason}</th>
            <th scope="col">{C.actions}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l, i) => (
            <tr key={`${l.orderNumber}-${l.productId}-${l.reasonOfReturn}`}>
              <td>{l.orderNumber}</td>
              <td>{l.productId}</td>
              <td>{l.skuName}</td>
              <td className="num">{l.amount}</td>
              <td>{l.reasonOfReturn}</td>
              <td>
                <Button variant="secondary" aria-label={T.removeLabel(l.productId)} onClick={() => removeLine(i)}>
                  {T.remove}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}
