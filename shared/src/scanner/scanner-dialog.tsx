// The barcode scanner: the camera's picture with the code read from it (./decoder.ts), or the code
// typed by hand; each code is looked up by EAN (GET /api/app/article/by-ean). A found article
// joins the list of this scan session with its minimum quantity (a second scan of it adds a
// step); each line goes into the basket on its own with one tap, or all lines together in one
// call (addLinesToBasket); a line the basket refuses stays with the reason. An unknown code says
// so and offers the search with that code. Without a camera, or with the camera refused, the
// typed field is what remains. Offline, a code found on this device before is found again (the
// seen store keeps it per user, with the articles whose pages he saw) and the list waits in the offline basket queue, as it does
// online while older basket changes still wait to be sent (it goes after them). Closes with ×, Escape and the back gesture (the scanner is one
// step in the history); one-handed on a phone: the side popup fills the screen, the main button
// at the bottom.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import {
  ApiError,
  addToBasket,
  answer,
  basketChanged,
  Button,
  formatNumber,
  getBasket,
  loadOfflineQueue,
  loadSeen,
  mgmtApi,
  notify,
  pimApi,
  queueBasketChanges,
  useBasketStore,
  type ApiArticle,
} from '@kraanvogel/shared';
import { nextQuantityDown, nextQuantityUp, quantityRule } from '@kraanvogel/shared/rules';
import { Modal, TextField } from '@kraanvogel/shared/screens';
import { createDecoder } from './decoder';
import { gtinOf } from './gtin';
import { scannerTexts as t } from '../texts/scanner';

export interface ScannerProps {
  /** The basket the lines go into; the current basket (or the default one) when not given. */
  basketId?: number | string;
  onClose: () => void;
}

type Camera = 'starting' | 'on' | 'refused' | 'absent';
type Lookup =
  | { kind: 'idle' }
  | { kind: 'looking'; code: string }
  | { kind: 'unknown'; code: string }
  | { kind: 'offline'; code: string }
  | { kind: 'failed' }
  | { kind: 'found'; description: string; offline: boolean };

/**
 * The article with this EAN: from the server, which is then kept in the seen store for this user
 * (seen-state.ts); without a connection the article with this code he saw recently (found by its
 * code, or on its page), or null when there is none.
 */
async function lookUp(ean: string): Promise<ApiArticle | null> {
  if (navigator.onLine) {
    try {
      const article = await answer(pimApi.GET('/api/app/article/by-ean', { params: { query: { ean } } }));
      void loadSeen()
        .then((m) => m.keepSeen('article', article.itemNo, article, Date.now(), ean))
        .catch(() => undefined);
      return article;
    } catch (error) {
      // An answer (unknown code) stands; no answer at all is as offline.
      if (!(error instanceof TypeError)) throw error;
    }
  }
  return (await (await loadSeen()).recallSeenByEan<ApiArticle>(ean))?.data ?? null;
}
interface Line {
  article: ApiArticle;
  amount: number;
  problem?: string;
}

const SOURCE = 'scanner';
const HISTORY_MARK = 'kraanvogelScanner';
/** The same code seen again within this time of its last sighting is the same scan. */
const SAME_SCAN_MS = 1500;
const READ_EVERY_MS = 250;

const Layout = styled.div`
  display: grid;
  gap: 1rem;
  video {
    width: 100%;
    max-height: 40vh;
    background: #000;
    border-radius: ${(p) => p.theme.radius};
    object-fit: cover;
  }
  form {
    display: flex;
    gap: 0.5rem;
    align-items: flex-end;
    flex-wrap: wrap;
  }
  form > :first-child {
    flex: 1 1 12rem;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.75rem;
  }
  li {
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radius};
    padding: 0.75rem;
    display: grid;
    gap: 0.5rem;
  }
  .amount {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    flex-wrap: wrap;
  }
  .amount output {
    min-width: 3rem;
    text-align: center;
    font-weight: 600;
  }
  .problem {
    color: ${(p) => p.theme.colors.error};
    margin: 0;
  }
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  .all {
    position: sticky;
    bottom: 0;
    background: ${(p) => p.theme.colors.background};
    padding-top: 0.5rem;
  }
  .all button {
    width: 100%;
  }
`;

function useCamera(video: React.RefObject<HTMLVideoElement | null>, onCode: (text: string) => void) {
  const [camera, setCamera] = useState<Camera>('starting');
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;
  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) return setCamera('absent');
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      } catch (err) {
        const name = (err as { name?: string }).name;
        return setCamera(name === 'NotAllowedError' || name === 'SecurityError' ? 'refused' : 'absent');
      }
      if (stopped) return stream.getTracks().forEach((track) => track.stop());
      const element = video.current;
      if (!element) return;
      element.srcObject = stream;
      await element.play().catch(() => undefined);
      setCamera('on');
      const decoder = await createDecoder();
      const tick = async () => {
        if (stopped) return;
        const text = await decoder.read(element).catch(() => null);
        if (text && !stopped) onCodeRef.current(text);
        timer = setTimeout(() => void tick(), READ_EVERY_MS);
      };
      void tick();
    };
    void start();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [video]);
  return camera;
}

/** The scanner is one step in the history: the back gesture closes it. */
function useBackCloses(onClose: () => void) {
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  useEffect(() => {
    const state = (window.history.state ?? {}) as Record<string, unknown>;
    if (!state[HISTORY_MARK]) window.history.pushState({ ...state, [HISTORY_MARK]: true }, '');
    const onPop = () => onCloseRef.current();
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  /** Close by going back a step (which closes through popstate), or at once if the step is gone. */
  return () => {
    if ((window.history.state as Record<string, unknown> | null)?.[HISTORY_MARK]) window.history.back();
    else onCloseRef.current();
  };
}

export default function ScannerDialog({ basketId, onClose }: ScannerProps) {
  const video = useRef<HTMLVideoElement>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const current = useBasketStore((s) => s.currentBasket);
  const [typed, setTyped] = useState('');
  const [lookup, setLookup] = useState<Lookup>({ kind: 'idle' });
  const [lines, setLines] = useState<Line[]>([]);
  const [busy, setBusy] = useState(false);
  const lastScan = useRef({ code: '', at: 0 });
  // Where the focus goes when the line that had it left the list: the typed code.
  const codeField = useRef<HTMLInputElement>(null);
  const listId = useId();
  const close = useBackCloses(onClose);

  /** Leave the scanner for another page: that page takes the scanner's step in the history. */
  const leaveFor = (to: string) => {
    onClose();
    const replace = !!(window.history.state as Record<string, unknown> | null)?.[HISTORY_MARK];
    void navigate(to, { replace });
  };

  const find = async (code: string) => {
    const ean = gtinOf(code);
    if (!ean) return setLookup({ kind: 'unknown', code: code.trim() });
    setLookup({ kind: 'looking', code: ean });
    try {
      const article = await lookUp(ean);
      if (!article) return setLookup({ kind: 'offline', code: ean });
      const rule = quantityRule(article.stepQuantity, article.minOrderQuantity);
      setLines((all) => {
        const same = all.find((l) => l.article.itemNo === article.itemNo);
        if (same) return all.map((l) => (l === same ? { ...l, amount: nextQuantityUp(l.amount, rule), problem: undefined } : l));
        return [{ article, amount: rule.min }, ...all];
      });
      setLookup({ kind: 'found', description: article.description, offline: !navigator.onLine });
    } catch (err) {
      setLookup(err instanceof ApiError && (err.status === 404 || err.status === 400) ? { kind: 'unknown', code: ean } : { kind: 'failed' });
    }
  };

  const camera = useCamera(video, (text) => {
    // A code that stays in the picture is one scan: it counts again only after it was out of
    // sight for a moment (each sighting moves the moment on).
    const now = Date.now();
    const again = text === lastScan.current.code && now - lastScan.current.at < SAME_SCAN_MS;
    lastScan.current = { code: text, at: now };
    if (!again) void find(text);
  });

  const submitTyped = (e: FormEvent) => {
    e.preventDefault();
    if (typed.trim()) void find(typed);
  };

  const setAmount = (itemNo: string, next: (amount: number, line: Line) => number) =>
    setLines((all) => all.map((l) => (l.article.itemNo === itemNo ? { ...l, amount: next(l.amount, l), problem: undefined } : l)));
  const ruleOf = (l: Line) => quantityRule(l.article.stepQuantity, l.article.minOrderQuantity);

  const targetBasket = async () => (basketId != null ? Number(basketId) : current ? Number(current.id) : Number((await getBasket(null)).id));

  /** The lines wait in the offline basket queue and are sent after what waits there already. */
  const queueLines = async (queued: Line[]) => {
    const id = basketId ?? current?.id;
    if (id == null) return notify.alert(t.addFailed);
    const queue = await loadOfflineQueue();
    for (const l of queued) await queue.queueChange({ basketId: String(id), kind: 'add', itemNo: l.article.itemNo, amount: l.amount, description: l.article.description });
    const sent = new Set(queued.map((l) => l.article.itemNo));
    setLines((all) => all.filter((l) => !sent.has(l.article.itemNo)));
    notify.info(navigator.onLine ? t.queuedOnline(queued.length) : t.queued(queued.length));
  };

  const addOne = async (line: Line) => {
    if (await queueBasketChanges()) return queueLines([line]);
    setBusy(true);
    try {
      const id = await targetBasket();
      const basket = await addToBasket({ basketId: id, itemNo: line.article.itemNo, amount: line.amount });
      setLines((all) => all.filter((l) => l.article.itemNo !== line.article.itemNo));
      codeField.current?.focus();
      notify.success(t.added(1, basket.name));
      await basketChanged(queryClient, id, 'added', SOURCE);
    } catch (err) {
      const reason = err instanceof ApiError ? err.message : t.addFailed;
      setLines((all) => all.map((l) => (l.article.itemNo === line.article.itemNo ? { ...l, problem: reason } : l)));
    } finally {
      setBusy(false);
    }
  };

  const addAll = async () => {
    if (await queueBasketChanges()) return queueLines(lines);
    setBusy(true);
    try {
      const id = await targetBasket();
      const result = await answer(
        mgmtApi.POST('/api/ecommerce/customerbaskets/addLinesToBasket', {
          body: { basketId: id, lines: lines.map((l) => ({ code: l.article.itemNo, quantity: String(l.amount) })) },
        }),
      );
      const refused = new Map(result.lines.filter((r) => !r.ok).map((r) => [lines[r.index]?.article.itemNo, r.message ?? t.addFailed]));
      setLines((all) => all.filter((l) => refused.has(l.article.itemNo)).map((l) => ({ ...l, problem: refused.get(l.article.itemNo) })));
      codeField.current?.focus();
      if (result.added > 0 && result.basket) {
        notify.success(t.added(result.added, result.basket.name));
        await basketChanged(queryClient, id, 'added', SOURCE);
      }
    } catch {
      notify.alert(t.addFailed);
    } finally {
      setBusy(false);
    }
  };

  const cameraMessage = camera === 'refused' ? t.refused : camera === 'absent' ? t.absent : camera === 'starting' ? t.starting : t.aim;

  return (
    <Modal title={t.title} onClose={close} placement="side" testId="scanner">
      <Layout>
        {camera !== 'refused' && camera !== 'absent' && (
          <div aria-hidden="true">
            <video ref={video} muted playsInline data-testid="scanner-video" />
          </div>
        )}
        <p role={camera === 'refused' || camera === 'absent' ? 'alert' : undefined} data-testid="scanner-camera">
          {cameraMessage}
        </p>
        <form onSubmit={submitTyped} data-testid="scanner-typed">
          <TextField ref={codeField} label={t.typedLabel} hint={t.typedHint} value={typed} inputMode="numeric" autoComplete="off" onChange={(e) => setTyped(e.target.value)} />
          <Button type="submit" variant="secondary">
            {t.find}
          </Button>
        </form>
        <div role="status" data-testid="scanner-status">
          {lookup.kind === 'looking' && <p>{t.looking(lookup.code)}</p>}
          {lookup.kind === 'found' && <p>{lookup.offline ? t.foundOffline(lookup.description) : t.found(lookup.description)}</p>}
          {lookup.kind === 'offline' && <p>{t.offlineUnknown(lookup.code)}</p>}
          {lookup.kind === 'failed' && <p>{t.failed}</p>}
          {lookup.kind === 'unknown' && (
            <p>
              {t.unknown(lookup.code)}{' '}
              <Button variant="text" onClick={() => leaveFor(`/zoeken?phrase=${encodeURIComponent(lookup.code)}`)} data-testid="scanner-search">
                {t.searchFor(lookup.code)}
              </Button>
            </p>
          )}
        </div>
        <section aria-labelledby={listId}>
          <h3 id={listId}>{t.list}</h3>
          {lines.length === 0 ? (
            <p>{t.empty}</p>
          ) : (
            <ul data-testid="scanner-lines">
              {lines.map((line) => {
                const { article } = line;
                const rule = ruleOf(line);
                const amount = `${formatNumber(line.amount)} ${article.orderUnit}`;
                return (
                  <li key={article.itemNo} data-testid="scanner-line" data-item-no={article.itemNo}>
                    <strong>{article.description}</strong>
                    <span>{article.itemNo}</span>
                    <div className="amount">
                      <Button variant="secondary" aria-label={t.less(article.description)} disabled={busy || line.amount <= rule.min} onClick={() => setAmount(article.itemNo, (a) => nextQuantityDown(a, rule))}>
                        −
                      </Button>
                      <output aria-label={t.quantityOf(article.description)} data-testid="scanner-amount">
                        {amount}
                      </output>
                      <Button variant="secondary" aria-label={t.more(article.description)} disabled={busy} onClick={() => setAmount(article.itemNo, (a) => nextQuantityUp(a, rule))}>
                        +
                      </Button>
                      <Button
                        variant="text"
                        aria-label={t.remove(article.description)}
                        onClick={() => {
                          setLines((all) => all.filter((l) => l !== line));
                          codeField.current?.focus();
                        }}
                      >
                        {t.removeShort}
                      </Button>
                    </div>
                    {line.problem && (
                      <p className="problem" role="alert" data-testid="scanner-problem">
                        {line.problem}
                      </p>
                    )}
                    <div className="amount">
                      <Button aria-label={t.addOneLabel(article.description, amount)} disabled={busy} onClick={() => void addOne(line)} data-testid="scanner-add-one">
                        {t.addOne}
                      </Button>
                      <Button variant="text" onClick={() => leaveFor(`/artikel/${encodeURIComponent(article.itemNo)}`)}>
                        {t.openArticle}
                      </Button>
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
        {lines.length > 1 && (
          <div className="all">
            <Button disabled={busy} onClick={() => void addAll()} data-testid="scanner-add-all">
              {busy ? t.adding : t.addAll(lines.length)}
            </Button>
          </div>
        )}
      </Layout>
    </Modal>
  );
}
