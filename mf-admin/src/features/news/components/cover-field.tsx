// A post's cover image: a file picked is uploaded at once (the api resizes it to 16:9 WebP) and
// shown; it can be taken away again. What the browser can check (type, size) is checked first.
import { useId, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { Button, notify } from '@kraanvogel/shared';
import { FieldMessage } from '@kraanvogel/shared/screens';
import { Muted } from '@/components/ui';
import { messageOf } from '@/lib/api-errors';
import { texts } from '@/texts';
import { COVER_TYPES, coverUrl, MAX_COVER_BYTES, useUploadCover } from '../api/news';

const T = texts.news.post;

const Wrap = styled.div`
  margin: 0 0 1rem;
  label {
    display: block;
    font-weight: 600;
    margin: 0 0 0.25rem;
  }
  img {
    display: block;
    width: 100%;
    max-width: 24rem;
    height: auto;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    margin: 0.5rem 0;
    border-radius: ${(p) => p.theme.radius};
  }
  input[type='file'] {
    max-width: 100%;
  }
`;

export function CoverField({ value, title, onChange }: { value: string | null; title: string; onChange: (id: string | null) => void }) {
  const id = useId();
  const upload = useUploadCover();
  const [error, setError] = useState<string | undefined>();
  const pick = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (!COVER_TYPES.includes(file.type)) return setError(T.coverType);
    if (file.size > MAX_COVER_BYTES) return setError(T.coverTooLarge);
    setError(undefined);
    upload.mutate(file, {
      onSuccess: (m) => {
        onChange(m.id);
        notify.success(T.coverUploaded);
      },
      onError: (err) => setError(messageOf(err)),
    });
  };
  return (
    <Wrap>
      <label htmlFor={id}>{T.cover}</label>
      {value ? <img src={coverUrl(value)} alt={T.coverAlt(title || T.newTitle)} width={1200} height={675} data-testid="cover-preview" /> : <Muted>{T.coverNone}</Muted>}
      <input
        id={id}
        type="file"
        accept={COVER_TYPES.join(',')}
        onChange={pick}
        disabled={upload.isPending}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
      />
      <Muted id={`${id}-hint`}>{upload.isPending ? T.coverUploading : T.coverHint}</Muted>
      <FieldMessage id={`${id}-error`} error={error} />
      {value && (
        <Button type="button" variant="secondary" onClick={() => onChange(null)}>
          {T.coverRemove}
        </Button>
      )}
    </Wrap>
  );
}
