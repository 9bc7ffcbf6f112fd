// The article's downloads (data sheets, manuals): fetched with the user's token and saved.
import { notify } from '@kraanvogel/shared';
import { texts } from '@/texts';
import { useDownloadAttachment } from '@/features/articles/api/download-attachment';
import { useArticleAttachments } from '@/features/articles/api/get-article-attachments';
import { Section } from './section';

export function Attachments({ itemNo }: { itemNo: string }) {
  const { data } = useArticleAttachments(itemNo);
  const download = useDownloadAttachment(itemNo);
  if (!data) return null;
  return (
    <Section aria-labelledby="artikel-downloads">
      <h2 id="artikel-downloads">{texts.article_.attachments}</h2>
      {data.length === 0 ? (
        <p>{texts.article_.noAttachments}</p>
      ) : (
        <ul className="downloads" data-testid="attachments">
          {data.map((a) => (
            <li key={a.id}>
              <a
                href={a.url}
                type={a.contentType}
                download={a.fileName}
                onClick={(e) => {
                  e.preventDefault();
                  download.mutate(a, { onError: () => notify.alert(texts.article_.downloadFailed) });
                }}
              >
                {a.title}
              </a>{' '}
              ({a.fileName})
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

