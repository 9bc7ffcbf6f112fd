// Uw artikelnummers (main user): the customer's own numbers for articles, as a list, downloaded as
// Excel, and changed by uploading that file again (column A the article number, column B his own
// number; an empty B removes it). What the upload stored and which rows it refused, with why.
import { useId, useState, type ChangeEvent } from 'react';
import { Button, notify } from '@kraanvogel/shared';
import { ResponsiveList } from '@kraanvogel/shared/screens';
import { ErrorText, Field, Muted, QueryState, Toolbar } from '@/components/ui';
import { messageOf } from '@/lib/api-errors';
import { texts } from '@/texts';
import { useArticleNumbers, useExportArticleNumbers, useUploadArticleNumbers } from '../api/article-numbers';

const T = texts.articleNumbers;
/** The most rows the page shows; the Excel file has all. */
const SHOWN = 200;

interface UploadResult {
  saved: number;
  removed: number;
  rejected: { row: number; itemNo: string; message: string }[];
}

export function ArticleNumbers() {
  const { data, isPending, error } = useArticleNumbers();
  const exportFile = useExportArticleNumbers();
  const upload = useUploadArticleNumbers();
  const [result, setResult] = useState<UploadResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const resultId = useId();

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setResult(null);
    setProblem(null);
    if (!file.name.toLowerCase().endsWith('.xlsx')) return setProblem(T.onlyXlsx);
    try {
      const answer = await upload.mutateAsync(file);
      setResult(answer);
      notify.success(T.uploaded(answer.saved, answer.removed));
    } catch (err) {
      setProblem(messageOf(err));
    }
  };

  return (
    <>
      <p>{T.intro}</p>
      <Toolbar>
        <Button type="button" variant="secondary" disabled={exportFile.isPending} onClick={() => exportFile.mutate(undefined, { onError: () => notify.alert(T.downloadFailed) })}>
          {T.download}
        </Button>
        <Field>
          {T.upload}
          <input type="file" accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" disabled={upload.isPending} onChange={(e) => void onFile(e)} data-testid="article-numbers-upload" />
        </Field>
      </Toolbar>
      <Muted>{T.uploadHint}</Muted>
      {upload.isPending && <p>{T.uploading}</p>}
      {problem && <ErrorText role="alert">{problem}</ErrorText>}
      {result && (
        <section aria-labelledby={resultId} data-testid="article-numbers-result">
          <h2 id={resultId}>{T.resultTitle}</h2>
          <p>{T.uploaded(result.saved, result.removed)}</p>
          {result.rejected.length > 0 && (
            <div role="alert">
              <ul>
                {result.rejected.map((r) => (
                  <li key={r.row}>{T.rejected(r.row, r.message)}</li>
                ))}
              </ul>
            </div>
          )}
        </section>
      )}
      <h2>{T.listTitle}</h2>
      {!data ? (
        <QueryState isPending={isPending} error={error} />
      ) : data.length === 0 ? (
        <p>{T.empty}</p>
      ) : (
        <>
          {data.length > SHOWN && <Muted>{T.more(SHOWN, data.length)}</Muted>}
          <ResponsiveList
            data-testid="article-numbers-table"
            caption={T.listTitle}
            captionHidden
            rows={data.slice(0, SHOWN)}
            rowKey={(n) => n.itemNo}
            columns={[
              { header: T.columns.own, card: 'title', cell: (n) => n.customerItemNo },
              { header: T.columns.itemNo, cell: (n) => n.itemNo },
              { header: T.columns.description, cell: (n) => n.description },
            ]}
          />
        </>
      )}
    </>
  );
}
