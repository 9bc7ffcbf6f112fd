// Quick order ('Snel bestellen'): article codes and quantities typed line by line, pasted from
// Excel, or read from a .csv or .xlsx file. One click checks every line at once; the good lines
// go into the basket together, the wrong ones stay here with their message (and a corrected
// quantity to take over) until they are fixed.
import { useId, useRef, useState, type ClipboardEvent } from 'react';
import styled from 'styled-components';
import { Button, notify, useOnline } from '@kraanvogel/shared';
import { texts } from '@/texts';
import { useAddLinesToBasket, type QuickOrderLineResult } from '../api/add-lines-to-basket';
import { fileType, useReadQuickOrderFile } from '../api/read-quick-order-file';
import { parseOrderLines, QUANTITY_PROBLEMS, type OrderLineText } from '@kraanvogel/shared/rules';

const t = texts.quickOrder;

const Panel = styled.section`
  margin: 1.5rem 0;
  padding: 1rem;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius};
  background: #fff;
  h2 {
    margin: 0 0 0.5rem;
    font-size: 1.25rem;
    color: ${(p) => p.theme.colors.primary};
  }
  textarea {
    font: inherit;
    width: 100%;
    min-height: 5rem;
    padding: 0.5rem 0.75rem;
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radius};
    box-sizing: border-box;
  }
  label {
    font-weight: 600;
  }
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 6rem auto;
  gap: 0.5rem;
  align-items: center;
  padding: 0.4rem 0;
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  input {
    font: inherit;
    min-width: 0;
    padding: 0.5rem 0.6rem;
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radius};
  }
  input[aria-invalid='true'] {
    border-color: ${(p) => p.theme.colors.error};
    background: #fdf3f2;
  }
  .problem {
    grid-column: 1 / -1;
    margin: 0;
    color: ${(p) => p.theme.colors.error};
    font-size: 0.875rem;
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: center;
  }
`;

const Rows = styled.ul`
  list-style: none;
  margin: 0.75rem 0;
  padding: 0;
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
  margin-top: 0.5rem;
`;

interface EditRow extends OrderLineText {
  key: number;
  problem?: Pick<QuickOrderLineResult, 'message' | 'suggestedQuantity' | 'problem'>;
}

let nextKey = 1;
const row = (line: OrderLineText = { code: '', quantity: '' }): EditRow => ({ ...line, key: nextKey++ });
const filled = (r: EditRow) => r.code.trim() !== '' || r.quantity.trim() !== '';

export function QuickOrderPanel({ basketId, basketName, headingLevel = 2 }: { basketId: number; basketName: string; headingLevel?: 1 | 2 }) {
  const [rows, setRows] = useState<EditRow[]>([row()]);
  const [pasteText, setPasteText] = useState('');
  const [summary, setSummary] = useState<string | null>(null);
  const add = useAddLinesToBasket();
  const readFile = useReadQuickOrderFile();
  const fileInput = useRef<HTMLInputElement>(null);
  const id = useId();
  const online = useOnline();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  /** New lines go before the empty typing row at the end. */
  const take = (lines: OrderLineText[]) => {
    if (!lines.length) return;
    setRows((current) => [...current.filter(filled), ...lines.map((l) => row(l)), row()]);
    setSummary(t.taken(lines.length));
  };

  const onPaste = (e: ClipboardEvent<HTMLTextAreaElement>) => {
    const text = e.clipboardData.getData('text/plain');
    if (!text) return;
    e.preventDefault();
    take(parseOrderLines(text));
    setPasteText('');
  };

  const update = (key: number, patch: Partial<EditRow>) =>
    setRows((current) => {
      const next = current.map((r) => (r.key === key ? { ...r, ...patch } : r));
      return filled(next[next.length - 1]!) ? [...next, row()] : next;
    });
  const remove = (key: number) => setRows((current) => (current.length > 1 ? current.filter((r) => r.key !== key) : [row()]));

  const submit = () => {
    const lines = rows.filter(filled);
    if (!lines.length) {
      setSummary(t.nothing);
      return;
    }
    // The server checks each line's code (the customer's own numbers too) and quantity: without
    // a connection nothing can be checked, and the lines stay here for later.
    if (!online) {
      setSummary(t.offline);
      return;
    }
    add.mutate(
      { basketId, lines: lines.map(({ code, quantity }) => ({ code, quantity })) },
      {
        onSuccess: (result) => {
          // The wrong lines stay, with what is wrong; the added ones leave the list.
          const wrong = result.lines.filter((l) => !l.ok);
          setRows([...wrong.map((l) => ({ ...row({ code: l.code, quantity: l.quantity }), problem: l })), row()]);
          setSummary(t.result(result.added, result.rejected, basketName));
          if (result.added) notify.success(t.added(result.added, basketName));
        },
        // No answer at all (fetch's TypeError): the connection dropped meanwhile.
        onError: (error) => (error instanceof TypeError ? setSummary(t.offline) : notify.alert(t.failed)),
      },
    );
  };

  const onFile = (file: File | undefined) => {
    if (!file) return;
    if (!fileType(file)) {
      notify.alert(t.fileType);
      return;
    }
    readFile.mutate(file, {
      onSuccess: (lines) => take(lines),
      onError: (error) => notify.alert(error instanceof Error && error.message ? error.message : t.fileFailed),
    });
    if (fileInput.current) fileInput.current.value = '';
  };

  return (
    <Panel aria-labelledby={`${id}-title`} data-testid="quick-order">
      <Heading id={`${id}-title`}>{t.title}</Heading>
      <p>{t.intro}</p>
      <label htmlFor={`${id}-paste`}>{t.pasteLabel}</label>
      <textarea
        id={`${id}-paste`}
        value={pasteText}
        onChange={(e) => setPasteText(e.target.value)}
        onPaste={onPaste}
        placeholder={t.pastePlaceholder}
        data-testid="quick-order-paste"
      />
      <Bar>
        <Button variant="secondary" onClick={() => (take(parseOrderLines(pasteText)), setPasteText(''))} disabled={!pasteText.trim()}>
          {t.takeOver}
        </Button>
        <Button variant="secondary" onClick={() => fileInput.current?.click()} disabled={readFile.isPending} aria-busy={readFile.isPending || undefined}>
          {readFile.isPending ? t.reading : t.chooseFile}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          hidden
          aria-label={t.chooseFile}
          data-testid="quick-order-file"
          onChange={(e) => onFile(e.target.files?.[0])}
        />
      </Bar>
      <Rows aria-label={t.linesLabel}>
        {rows.map((r, n) => {
          const problemId = `${id}-problem-${r.key}`;
          return (
            <Row key={r.key} data-testid="quick-order-line">
              <input
                aria-label={t.codeLabel(n + 1)}
                value={r.code}
                placeholder={t.codePlaceholder}
                onChange={(e) => update(r.key, { code: e.target.value })}
                aria-invalid={r.problem && ['unknown', 'discontinued', 'code-missing'].includes(r.problem.problem ?? '') ? true : undefined}
                aria-describedby={r.problem ? problemId : undefined}
              />
              <input
                aria-label={t.quantityLabel(n + 1)}
                value={r.quantity}
                inputMode="numeric"
                placeholder={t.quantityPlaceholder}
                onChange={(e) => update(r.key, { quantity: e.target.value })}
                aria-invalid={r.problem && (QUANTITY_PROBLEMS as readonly string[]).includes(r.problem.problem ?? '') ? true : undefined}
                aria-describedby={r.problem ? problemId : undefined}
              />
              {filled(r) ? (
                <Button variant="text" onClick={() => remove(r.key)} aria-label={t.removeLine(n + 1)}>
                  {t.remove}
                </Button>
              ) : (
                <span />
              )}
              {r.problem?.message && (
                <p className="problem" id={problemId} role="alert">
                  {r.problem.message}
                  {r.problem.suggestedQuantity !== null && r.problem.suggestedQuantity !== undefined && (
                    <Button variant="text" onClick={() => update(r.key, { quantity: String(r.problem!.suggestedQuantity) })}>
                      {t.useSuggestion(r.problem.suggestedQuantity)}
                    </Button>
                  )}
                </p>
              )}
            </Row>
          );
        })}
      </Rows>
      {summary && (
        <p role="status" data-testid="quick-order-summary">
          {summary}
        </p>
      )}
      {!online && summary !== t.offline && (
        <p data-testid="quick-order-offline">{t.offline}</p>
      )}
      <Button onClick={submit} disabled={add.isPending} aria-busy={add.isPending || undefined} data-testid="quick-order-submit">
        {add.isPending ? t.adding : t.submit}
      </Button>
    </Panel>
  );
}
