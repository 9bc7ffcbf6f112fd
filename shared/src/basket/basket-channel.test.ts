/**
 * @jest-environment node
 */
// Node has BroadcastChannel, as browsers do; jsdom does not.
import { basketChannel, createBasketChannel, INTENT_WAIT_MS } from './basket-channel';
import { runSessionResets } from '../auth/session-reset';

describe('basket event channel', () => {
  it('delivers an add-to-basket intent to every subscriber in the page', () => {
    const channel = createBasketChannel();
    const a = jest.fn();
    const b = jest.fn();
    channel.subscribe(a);
    const unsubscribe = channel.subscribe(b);
    channel.publish({ type: 'add-to-basket', itemNo: 'GR-1', amount: 3 });
    unsubscribe();
    channel.publish({ type: 'add-to-basket', itemNo: 'GR-2', amount: 1 });
    expect(a).toHaveBeenCalledTimes(2);
    expect(b).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledWith({ type: 'add-to-basket', itemNo: 'GR-1', amount: 3 }, 'local');
  });

  it('sends basket changes to other tabs, but not intents', async () => {
    const tab1 = createBasketChannel();
    const tab2 = createBasketChannel();
    const seen: unknown[] = [];
    tab2.subscribe((e, origin) => seen.push([e.type, origin]));
    tab1.publish({ type: 'add-to-basket', itemNo: 'GR-1', amount: 1 });
    tab1.publish({ type: 'basket-changed', basketId: 'b1', reason: 'added' });
    await new Promise((r) => setTimeout(r, 50));
    tab1.close();
    tab2.close();
    expect(seen).toEqual([['basket-changed', 'other-tab']]);
  });

  it('keeps an intent published before its handler is there, in order, for a while', () => {
    jest.useFakeTimers({ now: new Date('2026-11-28T09:00:00Z') });
    try {
      const channel = createBasketChannel();
      channel.publish({ type: 'add-to-basket', itemNo: 'OLD', amount: 1 });
      jest.advanceTimersByTime(INTENT_WAIT_MS + 1);
      channel.publish({ type: 'add-to-basket', itemNo: 'GR-1', amount: 2 });
      channel.publish({ type: 'add-to-basket', itemNo: 'GR-2', amount: 5 });
      const handled: string[] = [];
      const stop = channel.handleIntents((intent) => handled.push(`${intent.itemNo} × ${intent.amount}`));
      // The ones that waited, once, in order; the one too old is dropped.
      expect(handled).toEqual(['GR-1 × 2', 'GR-2 × 5']);
      channel.publish({ type: 'add-to-basket', itemNo: 'GR-3', amount: 1 });
      stop();
      const later = jest.fn();
      channel.handleIntents(later);
      expect(handled).toEqual(['GR-1 × 2', 'GR-2 × 5', 'GR-3 × 1']);
      expect(later).not.toHaveBeenCalled();
      channel.close();
    } finally {
      jest.useRealTimers();
    }
  });

  it('drops the waiting intents at logout, so that the next user\'s handler does not answer them', async () => {
    const channel = createBasketChannel();
    channel.publish({ type: 'add-to-basket', itemNo: 'GR-1', amount: 2 });
    channel.dropWaitingIntents();
    const handler = jest.fn();
    channel.handleIntents(handler);
    expect(handler).not.toHaveBeenCalled();
    channel.close();
    // The page's channel is dropped by the resets the host runs at logout.
    basketChannel.publish({ type: 'add-to-basket', itemNo: 'GR-2', amount: 1 });
    await runSessionResets();
    const later = jest.fn();
    const stop = basketChannel.handleIntents(later);
    expect(later).not.toHaveBeenCalled();
    stop();
  });
});
