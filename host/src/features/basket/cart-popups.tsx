// checkout/CartPopup (the basket popups: added-to, the basket side popup, the new-cart and
// new-order-list popups) is placed once the user asks for one: the first add on a page (an
// add-to-basket intent on the basket channel) or a basket store flag that opens a popup. Until
// then none of its code loads; it shows the popup it was placed for when it arrives (CartPopup
// shows an add answered on this page before its code came) and stays placed from then on.
import { useEffect, useState } from 'react';
import { basketChannel, useBasketStore } from '@kraanvogel/shared';
import { RemoteWidget } from '@/federation/remote-widget';

const none = () => null;

export function CartPopups() {
  const opened = useBasketStore((s) => s.showCartPopup || s.showNewBasketPopup || s.showNewBestellijstPopup);
  const [adding, setAdding] = useState(false);
  useEffect(() => {
    if (adding) return;
    return basketChannel.subscribe((event, origin) => {
      if (event.type === 'add-to-basket' && origin === 'local') setAdding(true);
    });
  }, [adding]);
  const [placed, setPlaced] = useState(false);
  if ((opened || adding) && !placed) setPlaced(true);
  return placed ? <RemoteWidget remote="checkout" exposed="CartPopup" fallback={none} /> : null;
}
