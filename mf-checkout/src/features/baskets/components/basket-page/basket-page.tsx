// The basket page (/winkelwagen/{id?}): every line with the customer's current prices and stock,
// quantities changed in place (shown at once, rolled back with a toast when refused), removal
// after a confirmation, the totals, and the basket's actions: copy, Excel export, delete, order;
// its maker and last changer, and for its maker the switch between personal and shared;
// on a phone a bar with the total and 'Bestellen' stays at the bottom of the screen (OrderBar).
// Offline, and online while older changes still wait to be sent, quantity changes and removals go
// to the offline basket queue (in order, after those): the lines show the amounts after the
// waiting changes, the changes themselves are listed above the lines (WaitingChanges), and
// ordering waits until they are sent.
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import {
  ApiError,
  BASKET_TYPE,
  loadOfflineQueue,
  notify,
  PageFrame,
  queueBasketChanges,
  sameBasketId,
  up,
  useIsPunchout,
  useOfflineQueue,
  type ApiRealtimeBasketItem as RealtimeLine,
  type Basket,
  Button,
} from '@kraanvogel/shared';
import type { NewChange, PendingLine } from '@kraanvogel/shared/offline';
import { texts } from '@/texts';
import { CHECKOUT_SOURCE } from '@/lib/basket-source';
import { useSetLineAmount, withLine, withLineAmount } from '@/features/baskets/api/set-line-amount';
import { WaitingChanges } from './waiting-changes';
import { ApprovalBanner } from './approval-banner';
import { BasketActions, OrderButton } from './basket-actions';
import { BasketLines } from './basket-lines';
import { BasketTotals } from './basket-totals';
import { OrderBar } from './order-bar';
import { CopyBasketPopup } from './copy-basket-popup';
import { ConfirmDialog, useCopyBasketContents, useExportBasket, useRealtimeBasket, useRemoveBasket, useRemoveBasketLine, useSetBasketPersonal, useShowNetPrices } from '@kraanvogel/shared/screens';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: 0.5rem 1rem;
  margin-bottom: 0.5rem;
  color: ${(p) => p.theme.colors.muted};
  label {
    display: inline-flex;
    align-items: center;
    gap: 0.5rem;
    color: ${(p) => p.theme.colors.text};
    cursor: pointer;
  }
  input {
    width: 1.125rem;
    height: 1.125rem;
    accent-color: ${(p) => p.theme.colors.primary};
  }
`;

const OwnerRow = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
`;

const Bottom = styled.div`
  display: grid;
  gap: 1.5rem;
  ${up('md')} {
    grid-template-columns: 1fr minmax(18rem, 24rem);
    align-items: start;
  }
  .totals {
    grid-row: 1;
    ${up('md')} {
      grid-column: 2;
    }
  }
`;

const Notice = styled.p`
  padding: 0.75rem 1rem;
  border-left: 4px solid ${(p) => p.theme.colors.accent};
  background: ${(p) => p.theme.colors.surface};
`;

const Empty = styled.div`
  padding: 1.5rem 0;
  a {
    color: ${(p) => p.theme.colors.primary};
    font-weight: 600;
  }
`;

type Confirming = { kind: 'remove-line'; line: RealtimeLine } | { kind: 'delete-basket' } | null;

const messageOf = (error: unknown) =>
  error instanceof ApiError ? ((error.body as { error?: { validationErrors?: { message: string }[] } })?.error?.validationErrors?.[0]?.message ?? error.message) : null;

export interface BasketPageProps {
  basketId: number;
  /** The way on in place of 'Bestellen' (a procurement system's punch-out puts its own here). */
  proceed?: (basket: { id: number; orderable: boolean }) => ReactNode;
  /** A panel under the basket's actions (quick order), given the basket. */
  panel?: (basket: { id: number; name: string }) => ReactNode;
  /** Messages above the lines (what a punch-out could not take over from the procurement system). */
  notices?: string[];
}

export function BasketPage({ basketId, proceed, panel, notices = [] }: BasketPageProps) {
  const inPunchout = useIsPunchout();
  const query = useRealtimeBasket(basketId);
  const [showNet, setShowNet] = useShowNetPrices();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [copying, setCopying] = useState(false);
  const navigate = useNavigate();
  const setAmount = useSetLineAmount();
  const removeLine = useRemoveBasketLine(CHECKOUT_SOURCE);
  const removeBasket = useRemoveBasket(CHECKOUT_SOURCE);
  const copy = useCopyBasketContents(CHECKOUT_SOURCE);
  const exportBasket = useExportBasket();
  const setPersonal = useSetBasketPersonal(CHECKOUT_SOURCE);

  const { online, queue, changes } = useOfflineQueue();
  const mine = useMemo(() => changes.filter((c) => sameBasketId(c.basketId, basketId)), [changes, basketId]);
  /** Kept in the browser and sent after the changes already waiting (at once when online). */
  const queueOffline = useCallback(
    async (change: Omit<NewChange, 'basketId'>) => {
      try {
        await (await loadOfflineQueue()).queueChange({ ...change, basketId: String(basketId) });
      } catch {
        notify.alert(texts.basketToasts.amountFailed);
      }
    },
    [basketId],
  );

  const { mutateAsync } = setAmount;
  // Stable callbacks: the memoised lines render again only when their own data changes.
  const onAmount = useCallback(
    async (line: RealtimeLine, amount: number) => {
      if (await queueBasketChanges()) return queueOffline({ kind: 'set', itemNo: line.itemNo, amount, description: line.itemDescription });
      return mutateAsync({ basketId, itemNo: line.itemNo, amount }).catch((error: unknown) => {
        const reason = messageOf(error);
        notify.alert(reason ? texts.basketToasts.amountRefused(reason) : texts.basketToasts.amountFailed);
        throw error;
      });
    },
    [mutateAsync, basketId, queueOffline],
  );
  const onPendingAmount = useCallback(
    (line: PendingLine, amount: number) => queueOffline({ kind: 'set', itemNo: line.itemNo, amount, description: line.description }),
    [queueOffline],
  );
  const onPendingRemove = useCallback((line: PendingLine) => void queueOffline({ kind: 'remove', itemNo: line.itemNo, amount: 0, description: line.description }), [queueOffline]);
  const onDismiss = useCallback(
    (line: PendingLine) => {
      for (const c of mine) if (c.itemNo === line.itemNo && c.state === 'refused') void queue?.dismissChange(c.seq);
    },
    [mine, queue],
  );
  const onRemove = useCallback((line: RealtimeLine) => setConfirming({ kind: 'remove-line', line }), []);
  // Lines whose typed quantity the basket refuses: while there is one, the basket cannot be ordered
  // (the order would silently take the stored amount instead of the one in the field).
  const [refused, setRefused] = useState<ReadonlySet<number>>(() => new Set());
  const onRefused = useCallback(
    (line: RealtimeLine, isRefused: boolean) =>
      setRefused((current) => {
        if (current.has(line.id) === isRefused) return current;
        const next = new Set(current);
        if (isRefused) next.add(line.id);
        else next.delete(line.id);
        return next;
      }),
    [],
  );

  if (query.isPending) {
    return (
      <PageFrame title={texts.basket} breadcrumbs={[{ label: texts.basket, url: '/winkelwagen', level: 1 }]}>
        <p role="status">{texts.loading}</p>
      </PageFrame>
    );
  }
  if (query.isError) {
    return (
      <PageFrame title={texts.basket} breadcrumbs={[{ label: texts.basket, url: '/winkelwagen', level: 1 }]}>
        <p role="alert">{texts.basketPage.loadFailed}</p>
        <Button variant="secondary" type="button" onClick={() => void query.refetch()}>
          {texts.basketPage.retry}
        </Button>
      </PageFrame>
    );
  }

  // The server's basket with the waiting changes applied to its lines (new lines are listed apart).
  const pending = queue && mine.length ? queue.pendingLines(mine, String(basketId), new Map(query.data.basketItems.map((l) => [l.itemNo, l.amount]))) : [];
  const basket = pending.reduce((b, p) => {
    const line = !p.isNew && p.state === 'waiting' ? b.basketItems.find((l) => l.itemNo === p.itemNo) : undefined;
    if (!line) return b;
    const changed = withLineAmount(line, p.amount);
    const after = withLine(b, changed);
    return p.amount === 0 ? { ...after, basketItems: after.basketItems.filter((l) => l !== changed) } : after;
  }, query.data);
  const lines = basket.basketItems;
  const hasWaiting = mine.some((c) => c.state === 'waiting');
  const title = texts.basketPage.title(basket.name);
  const crumbs = [{ label: title, url: `/winkelwagen/${basket.id}`, level: 1 }];
  const changed = lines.some((l) => l.priceChanged || l.availabilityChanged);
  const hasRefused = lines.some((l) => refused.has(l.id));
  // A basket waiting for approval is read-only until the request is decided or withdrawn.
  const waiting = basket.purchaseRequest;
  // A punch-out session's basket: read-only outside its session (kept after the transfer), and
  // in an inspect session. The server holds to the same rule.
  const kept = !!basket.punchout && (!inPunchout || basket.punchout.operation === 'inspect');
  const locked = !!waiting || kept;
  const orderable = online && !hasWaiting && !locked && lines.length > 0 && lines.every((l) => l.isActive) && !hasRefused;

  const confirmRemoveLine = async (line: RealtimeLine) => {
    setConfirming(null);
    if (await queueBasketChanges()) return queueOffline({ kind: 'remove', itemNo: line.itemNo, amount: 0, description: line.itemDescription });
    removeLine.mutate(
      { basketId, basketItemId: line.id },
      { onSuccess: () => notify.success(texts.basketToasts.removed(line.itemDescription)), onError: () => notify.alert(texts.basketToasts.removeFailed) },
    );
  };
  // A promise, not mutate's callbacks: deleting the current basket switches the page to the next
  // basket, which unmounts this one before the answer is handled.
  const confirmDelete = async () => {
    setConfirming(null);
    try {
      await removeBasket.mutateAsync(basketId);
    } catch {
      notify.alert(texts.basketToasts.deleteFailed);
      return;
    }
    notify.success(texts.basketToasts.deleted(basket.name));
    await navigate('/winkelwagen', { replace: true });
  };
  const togglePersonal = () =>
    setPersonal.mutate(
      { basketId, isPersonal: !basket.isPersonal },
      {
        onSuccess: () => notify.success(basket.isPersonal ? texts.basketToasts.madeShared(basket.name) : texts.basketToasts.madePersonal(basket.name)),
        onError: () => notify.alert(texts.basketToasts.personalFailed),
      },
    );
  const P = texts.basketPage.personal;
  const owner = (
    <OwnerRow>
      <span data-testid="basket-owner">{texts.basketPage.owner(basket.isOwn ? null : basket.createdByName, basket.isOwn, basket.lastModifiedByName, basket.isPersonal)}</span>
      {basket.isOwn && !basket.punchout && (
        <Button
          variant="secondary"
          aria-label={basket.isPersonal ? P.makeSharedLabel(basket.name) : P.makePersonalLabel(basket.name)}
          disabled={setPersonal.isPending}
          onClick={togglePersonal}
          data-testid="basket-personal"
        >
          {basket.isPersonal ? P.makeShared : P.makePersonal}
        </Button>
      )}
    </OwnerRow>
  );
  const copyTo = (target: Basket) =>
    copy.mutate(
      { sourceBasketId: basketId, targetBasketId: target.id },
      {
        onSuccess: () => {
          setCopying(false);
          notify.success(texts.basketToasts.copied(target.name));
        },
        onError: () => notify.alert(texts.basketToasts.copyFailed),
      },
    );

  return (
    <PageFrame title={title} breadcrumbs={crumbs}>
      {waiting && <ApprovalBanner basketId={basketId} request={waiting} mayWithdraw={waiting.isOwn} />}
      {kept && (
        <Notice role="status" data-testid="punchout-readonly">
          {inPunchout ? texts.basketPage.punchoutInspect : texts.basketPage.punchoutKept}
        </Notice>
      )}
      {notices.map((n) => (
        <Notice key={n} role="status" data-testid="punchout-notice">
          {n}
        </Notice>
      ))}
      <WaitingChanges lines={pending} sending={online && hasWaiting} onAmount={onPendingAmount} onRemove={onPendingRemove} onDismiss={onDismiss} />
      {lines.length === 0 ? (
        <Empty>
          <Head>{owner}</Head>
          <p data-testid="basket-empty">{texts.basketPage.empty(basket.name)}</p>
          <Link to="/assortiment">{texts.basketPage.toAssortment}</Link>
        </Empty>
      ) : (
        <>
          <Head>
            <span data-testid="line-count">{texts.basketPage.lineCount(lines.length)}</span>
            {owner}
            <label>
              <input type="checkbox" role="switch" checked={showNet} onChange={(e) => setShowNet(e.target.checked)} data-testid="price-mode" />
              {texts.basketPage.showNet}
            </label>
          </Head>
          {changed && <Notice role="status">{texts.basketPage.changesNotice}</Notice>}
          <BasketLines lines={lines} showNet={showNet} onAmount={onAmount} onRemove={onRemove} onRefused={onRefused} readOnly={locked} />
        </>
      )}
      <Bottom>
        {lines.length > 0 && (
          <div className="totals">
            <BasketTotals basket={basket} showNet={showNet} />
          </div>
        )}
        {!online && !locked && (
          <p role="status" data-testid="offline-order">
            {texts.basketPage.offlineOrder}
          </p>
        )}
        {hasRefused && (
          <p role="status" data-testid="fix-quantities">
            {texts.basketPage.actions.fixQuantities}
          </p>
        )}
        <BasketActions
          hasLines={lines.length > 0}
          onCopy={() => setCopying(true)}
          onExport={() => exportBasket.mutate({ basketId, name: basket.name, basketType: BASKET_TYPE.winkelwagen }, { onError: () => notify.alert(texts.basketToasts.exportFailed) })}
          exporting={exportBasket.isPending}
          onDelete={locked || basket.punchout ? null : () => setConfirming({ kind: 'delete-basket' })}
          proceed={locked ? null : proceed ? proceed({ id: basketId, orderable }) : <OrderButton basketId={basketId} disabled={!orderable} />}
        />
      </Bottom>
      {lines.length > 0 && !proceed && !locked && <OrderBar basket={basket} showNet={showNet} orderable={orderable} />}
      {!locked && panel?.({ id: basketId, name: basket.name })}
      {copying && <CopyBasketPopup source={basketId} onCopy={copyTo} onClose={() => setCopying(false)} busy={copy.isPending} />}
      {confirming?.kind === 'remove-line' && (
        <ConfirmDialog
          title={texts.basketPage.removeTitle}
          message={texts.basketPage.removeQuestion(confirming.line.itemDescription)}
          confirmText={texts.basketPage.removeConfirm}
          cancelText={texts.basketPage.cancel}
          onConfirm={() => void confirmRemoveLine(confirming.line)}
          onCancel={() => setConfirming(null)}
        />
      )}
      {confirming?.kind === 'delete-basket' && (
        <ConfirmDialog
          title={texts.basketPage.deleteTitle}
          message={texts.basketPage.deleteQuestion(basket.name)}
          confirmText={texts.basketPage.deleteConfirm}
          cancelText={texts.basketPage.cancel}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setConfirming(null)}
        />
      )}
    </PageFrame>
  );
}
