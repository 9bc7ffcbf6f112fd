// The basket changes kept in the offline basket queue for this basket, above its lines: each line
// they touch with its amount after them, marked as waiting for the connection, or, when the
// server refused the change, with the server's reason and a way to close the message. A line added
// offline can still be changed or removed here (the server checks its quantity rule on sending).
import styled from 'styled-components';
import type { PendingLine } from '@kraanvogel/shared/offline';
import { Button } from '@kraanvogel/shared';
import { texts } from '@/texts';
import { QuantityInput } from './quantity-input';

const Section = styled.section`
  margin: 0 0 1.5rem;
  padding: 0.75rem 1rem;
  border: 2px dashed ${(p) => p.theme.colors.warning};
  border-radius: ${(p) => p.theme.radius};
  h2 {
    margin: 0 0 0.25rem;
    font-size: 1.125rem;
  }
  ul {
    list-style: none;
    margin: 0.75rem 0 0;
    padding: 0;
    display: grid;
    gap: 0.75rem;
  }
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem 1rem;
    padding-top: 0.75rem;
    border-top: 1px solid ${(p) => p.theme.colors.border};
  }
  .stepper {
    display: inline-flex;
    align-items: center;
  }
  .stepper button,
  .stepper input {
    min-width: 44px;
    min-height: 44px;
    font: inherit;
    text-align: center;
  }
  .stepper input {
    width: 4.5rem;
  }
  .hint,
  .error {
    flex-basis: 100%;
    margin: 0;
  }
  .what {
    flex: 1 1 14rem;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  .mark {
    font-weight: 700;
    color: ${(p) => p.theme.colors.warning};
  }
  .refused {
    font-weight: 700;
    color: ${(p) => p.theme.colors.error};
  }
`;

export interface WaitingChangesProps {
  lines: PendingLine[];
  sending: boolean;
  onAmount: (line: PendingLine, amount: number) => Promise<unknown>;
  onRemove: (line: PendingLine) => void;
  onDismiss: (line: PendingLine) => void;
}

export function WaitingChanges({ lines, sending, onAmount, onRemove, onDismiss }: WaitingChangesProps) {
  const W = texts.basketPage.waiting;
  const shown = lines.filter((l) => !(l.isNew && l.amount === 0 && l.state === 'waiting'));
  if (!shown.length) return null;
  return (
    <Section aria-labelledby="waiting-changes-title" data-testid="waiting-changes">
      <h2 id="waiting-changes-title">{W.title}</h2>
      <p>{sending ? W.sending : W.intro}</p>
      <ul>
        {shown.map((line) => {
          const what = line.description ?? line.itemNo;
          return (
            <li key={line.itemNo} data-testid="waiting-line" data-item-no={line.itemNo} data-state={line.state}>
              <div className="what">
                <strong>{line.itemNo}</strong> {line.description}
                {line.state === 'refused' ? (
                  <p className="refused" data-testid="waiting-reason">
                    {W.refusedMark}: {line.reason}
                  </p>
                ) : (
                  <p className="mark">{line.amount === 0 ? W.removed : W.waitingMark}</p>
                )}
              </div>
              {line.state === 'waiting' && line.isNew && (
                <>
                  <QuantityInput amount={line.amount} step={1} min={1} unit="" description={what} onCommit={(amount) => onAmount(line, amount)} />
                  <Button variant="secondary" type="button" aria-label={W.remove(what)} onClick={() => onRemove(line)}>
                    {W.removeShort}
                  </Button>
                </>
              )}
              {line.state === 'waiting' && !line.isNew && line.amount > 0 && <span data-testid="waiting-amount">{line.amount}</span>}
              {line.state === 'refused' && (
                <Button variant="secondary" type="button" aria-label={W.dismiss(what)} onClick={() => onDismiss(line)}>
                  {W.dismissShort}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
