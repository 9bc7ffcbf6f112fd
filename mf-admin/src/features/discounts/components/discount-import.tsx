// The Excel import of discounts: the administrator picks a workbook, the server checks every row
// and the preview lists per row what saving would do (new, changed, unchanged) or what is wrong
// with it, in Dutch. Nothing is saved until Importeren, which is offered only for a file without
// errors; the server checks the file again and saves it in one transaction.
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, ButtonRow, LinkButton, notify } from '@kraanvogel/shared';
import { FieldMessage, ResponsiveList } from '@kraanvogel/shared/screens';
import { Muted, Section } from '@/components/ui';
import type { DiscountImport } from '@/lib/api-types';
import { messageOf } from '@/lib/api-errors';
import { texts } from '@/texts';
import { useImportDiscounts } from '../api/discounts';

const T = texts.discountImport;

const FileForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0.5rem 1rem;
  margin: 0 0 1rem;
  label {
    display: block;
    font-weight: 600;
    margin-bottom: 0.25rem;
  }
  input {
    max-width: 100%;
  }
`;

const Problems = styled.ul`
  margin: 0;
  padding-left: 1.1rem;
  color: ${(p) => p.theme.colors.error};
`;

export function DiscountImportScreen() {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const [result, setResult] = useState<DiscountImport | null>(null);
  const run = useImportDiscounts();

  const check = (e: FormEvent) => {
    e.preventDefault();
    if (!file) return setMissing(true);
    run.mutate({ file, save: false }, { onSuccess: setResult, onError: (err) => (setResult(null), notify.alert(messageOf(err))) });
  };
  const save = () =>
    file &&
    run.mutate(
      { file, save: true },
      {
        onSuccess: (r) => {
          setResult(r);
          notify.success(T.imported(r.adds, r.changes));
        },
        onError: (err) => notify.alert(messageOf(err)),
      },
    );
  const changes = result ? result.adds + result.changes : 0;
  return (
    <>
      <Muted>{T.intro}</Muted>
      <FileForm onSubmit={check} noValidate aria-label={T.title}>
        <div>
          <label htmlFor={`${id}-file`}>{T.file}</label>
          <input
            id={`${id}-file`}
            type="file"
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            aria-invalid={missing || undefined}
            aria-describedby={missing ? `${id}-file-error` : undefined}
            data-testid="discount-import-file"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setMissing(false);
              setResult(null);
            }}
          />
          <FieldMessage id={`${id}-file-error`} error={missing ? T.chooseFirst : undefined} />
        </div>
        <Button type="submit" variant="secondary" disabled={run.isPending} aria-busy={run.isPending || undefined}>
          {run.isPending && !run.variables?.save ? T.checking : T.check}
        </Button>
      </FileForm>
      {result && (
        <Section aria-labelledby={`${id}-preview`}>
          <h2 id={`${id}-preview`}>{T.preview}</h2>
          <p role="status" data-testid="discount-import-summary">
            {T.summary(result.adds, result.changes, result.unchanged, result.errors)} {result.saved ? T.imported(result.adds, result.changes) : ''}
          </p>
          {result.errors > 0 && <p role="alert">{T.hasErrors}</p>}
          {!result.saved && result.errors === 0 && changes === 0 && <Muted>{T.nothingToDo}</Muted>}
          <ResponsiveList
            caption={T.caption}
            captionHidden
            rows={result.rows}
            rowKey={(r) => r.row}
            data-testid="discount-import-rows"
            columns={[
              { header: T.columns.row, cell: (r) => r.row, numeric: true, card: 'title' },
              { header: T.columns.action, cell: (r) => T.actions[r.action] },
              { header: T.columns.customer, cell: (r) => r.customerNumber || '–' },
              { header: T.columns.group, cell: (r) => r.discountGroup ?? '–' },
              { header: T.columns.item, cell: (r) => r.itemNumber ?? '–' },
              { header: T.columns.percentage, cell: (r) => (r.percentage === null ? '–' : texts.discounts.percent(r.percentage)), numeric: true },
              {
                header: T.columns.problems,
                cell: (r) =>
                  r.errors.length ? (
                    <Problems>
                      {r.errors.map((e) => (
                        <li key={e}>{e}</li>
                      ))}
                    </Problems>
                  ) : (
                    '–'
                  ),
              },
            ]}
          />
        </Section>
      )}
      <ButtonRow>
        <LinkButton variant="secondary" to="/beheer/kortingen">
          {T.back}
        </LinkButton>
        {result && !result.saved && result.errors === 0 && changes > 0 && (
          <Button onClick={save} disabled={run.isPending} aria-busy={run.isPending || undefined}>
            {run.isPending ? T.importing : T.import}
          </Button>
        )}
      </ButtonRow>
    </>
  );
}
