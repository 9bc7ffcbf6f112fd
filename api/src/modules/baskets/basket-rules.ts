// The basket's own limits and messages: the most on a line and in a basket, the VAT rate of its
// totals, its types, the refusal of a basket waiting for approval or of another punch-out session, and the Dutch message for a
// quantity that breaks an article's order rule (@kraanvogel/rules). The repository, quick order,
// punch-out and the order service take them from here.
import { MAX_LINE_AMOUNT, type QuantityProblem, type QuantityRule } from '@kraanvogel/rules';
import { ApiError, notFound } from '../../plugins/errors.js';

export const VAT_RATE = 0.21;
/** The most of one article on one basket line (the quantity rule's), and of all lines of one basket together. */
export { MAX_LINE_AMOUNT };
export const MAX_BASKET_AMOUNT = 1_000_000;

const nl = new Intl.NumberFormat('nl-NL');
export const LINE_TOO_LARGE = `Op één regel kunnen hoogstens ${nl.format(MAX_LINE_AMOUNT)} stuks staan.`;
export const BASKET_TOO_LARGE = `In één winkelwagen kunnen hoogstens ${nl.format(MAX_BASKET_AMOUNT)} stuks staan.`;
export const BASKET_TYPE = { basket: 0, orderList: 1 } as const;

/** A basket waiting for a purchase request's decision: nobody changes, orders or deletes it until then. */
export const basketLocked = () =>
  new ApiError(409, 'Basket:AwaitingApproval', 'Deze winkelwagen wacht op goedkeuring en kan niet worden gewijzigd of besteld. Trek het verzoek in om hem weer te wijzigen.');

/**
 * A punch-out session's basket (DESIGN.md): changed only inside its own session, and not at all
 * in an inspect session; everywhere else it is read-only, and it is never ordered in the shop.
 * Inside a session the buyer's everyday baskets are not there to change (404), as they are not
 * listed. Null: the caller may change it (as far as the punch-out goes).
 */
export function punchoutLock(basket: { punchout_session_id: string | null; punchout_operation?: string | null }, callerSession: string | null | undefined): ApiError | null {
  if (basket.punchout_session_id === null) {
    return callerSession ? notFound('Basket:NotFound', 'Deze winkelwagen hoort niet bij deze punch-out-sessie: u werkt hier alleen in de winkelwagen van uw inkoopsysteem.') : null;
  }
  if (basket.punchout_session_id === callerSession && basket.punchout_operation !== 'inspect') return null;
  if (basket.punchout_session_id === callerSession) return new ApiError(409, 'Basket:PunchoutInspect', 'Uw inkoopsysteem opende deze winkelwagen om te bekijken: u kunt hem niet wijzigen.');
  return new ApiError(409, 'Basket:PunchoutSession', 'Deze winkelwagen hoort bij een punch-out-sessie van uw inkoopsysteem: u kunt hem hier alleen bekijken.');
}

/** The punch-out columns punchoutLock reads, for a query on baskets (alias b). */
export const PUNCHOUT_LOCK_COLUMNS = `b.punchout_session_id, (SELECT s.operation FROM punchout_sessions s WHERE s.id = b.punchout_session_id) AS punchout_operation`;

/** The Dutch message for a quantity that breaks an article's order rule (@kraanvogel/rules). */
export function quantityMessage(problem: QuantityProblem, { min, step }: QuantityRule, unit: string): string {
  switch (problem) {
    case 'quantity-invalid':
      return 'Vul een heel aantal van minstens 1 in.';
    case 'too-large':
      return LINE_TOO_LARGE;
    case 'below-minimum':
      return `Het minimale bestelaantal van dit artikel is ${min} ${unit}.`;
    case 'not-step':
      return `Dit artikel bestelt u vanaf ${min} ${unit} in stappen van ${step}: ${min}, ${min + step}, ${min + 2 * step} enzovoort.`;
  }
}
