// The phone header's basket button: one tap to the current basket, with its number of lines. The
// current basket comes from shared's basket store and its contents from the shared query cache
// (useBasket, the cache every app's basket change refreshes and the basket channel announces), so
// the count follows what any remote adds or removes without the host importing a remote; with
// changes waiting in the offline queue it counts them too, marked as waiting.
import { LinkButton, useBasketLineCount, useBasketStore, VisuallyHidden, CountBadge } from '@kraanvogel/shared';
import { texts } from '@/texts';

/** A basket icon drawn in SVG: an emoji needs a colour-emoji font that many devices lack. */
const BasketIcon = () => (
  <svg aria-hidden="true" focusable="false" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
    <circle cx="9" cy="20" r="1.5" />
    <circle cx="18" cy="20" r="1.5" />
    <path d="M2 3h3l2.6 12.4a1 1 0 0 0 1 .8h9.8a1 1 0 0 0 1-.8L21 7H6.2" />
  </svg>
);

/** Nothing while no basket is current (signed out, or before the baskets are loaded). */
export function PhoneBasketButton() {
  const current = useBasketStore((s) => s.currentBasket);
  const { lines, waiting } = useBasketLineCount(current?.id);
  if (!current) return null;
  return (
    <LinkButton variant="onDark" size="bar" to={`/winkelwagen/${current.id}`} data-testid="phone-basket-button">
      <BasketIcon />
      {lines != null && (
        <CountBadge aria-hidden="true" data-testid="phone-basket-count" data-waiting={waiting} $waiting={waiting}>
          {lines}
        </CountBadge>
      )}
      <VisuallyHidden>{texts.header.basketButton(current.name, lines, waiting)}</VisuallyHidden>
    </LinkButton>
  );
}
