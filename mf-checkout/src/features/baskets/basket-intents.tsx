// checkout/BasketIntents, mounted by the host on every signed-in page, whatever the layout: it
// answers the add-to-basket intents of every app and keeps the basket data fresh. It renders
// nothing; the added-to popup is CartPopup's.
import '@/register';
import { useBasketIntents } from './hooks/use-basket-intents';

export default function BasketIntents() {
  useBasketIntents();
  return null;
}
