// /retouraanvraag/bedankt: the request was received; its return orders (from the submit's
// answer, when the page follows it) link to their detail.
import { Link, useLocation } from 'react-router';
import { LinkButton, ButtonRow } from '@kraanvogel/shared';
import type { ReturnFormResult } from '@/lib/api-types';
import { texts } from '@/texts';

const T = texts.returns.thanks;

export function ReturnThanks() {
  const result = useLocation().state as ReturnFormResult | null;
  return (
    <div data-testid="return-thanks">
      <p role="status">{T.text}</p>
      {result?.returnOrderNumbers?.length ? (
        <>
          <p>{T.numbers}</p>
          <ul>
            {result.returnOrderNumbers.map((no) => (
              <li key={no}>
                <Link to={`/mijnaccount/mijnorders/${encodeURIComponent(no)}`}>{no}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {result?.creditNoteNumbers?.length ? (
        <>
          <p>{T.credits}</p>
          <ul>
            {result.creditNoteNumbers.map((no) => (
              <li key={no}>
                <Link to={`/mijnaccount/mijnfacturen/${encodeURIComponent(no)}?soort=Credit`}>{no}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <ButtonRow style={{ justifyContent: 'flex-start' }}>
        <LinkButton to="/mijnaccount/mijnorders?filter=ReturnOrdersOrComplaints">{T.toOrders}</LinkButton>
        <LinkButton variant="secondary" to="/mijnaccount/retouraanvraag">
          {T.again}
        </LinkButton>
      </ButtonRow>
    </div>
  );
}
