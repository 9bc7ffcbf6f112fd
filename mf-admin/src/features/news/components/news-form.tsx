// One news post, new or existing: title, slug (made from the title while it is not typed), short
// description, cover image, the text in the rich-text editor (loaded with this screen only) and
// its publication — not published, published, or scheduled for a time to come — each checked
// beside its field; what the server checks (a slug in use) comes back as a message. A post that
// readers see can be taken offline after a confirmation.
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { useController } from 'react-hook-form';
import styled from 'styled-components';
import { z } from 'zod/mini';
import { Button, ButtonRow, LinkButton, notify } from '@kraanvogel/shared';
import { ConfirmDialog, RadioGroup, TextArea, TextField } from '@kraanvogel/shared/screens';
import { textRule, useShopForm } from '@kraanvogel/shared/forms';
import { Muted, QueryState } from '@/components/ui';
import type { AdminBlogPost, BlogPostInput } from '@/lib/api-types';
import { messageOf } from '@/lib/api-errors';
import { texts } from '@/texts';
import { stateOf, useNewsPost, useSaveNewsPost } from '../api/news';
import { CoverField } from './cover-field';

const RichTextEditor = lazy(() => import('./rich-text-editor'));
const T = texts.news.post;
const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/;

/** A slug from a title: lower case, without accents, words joined by dashes. */
export function slugOf(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/, '');
}

/** A time as a datetime-local field shows it (the computer's own time zone). */
function localInput(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

const schema = z
  .object({
    title: textRule({ max: 200 }),
    slug: z.string().check(z.trim(), z.refine((v) => SLUG.test(v), T.slugInvalid)),
    shortDescription: textRule({ required: false, max: 500 }),
    content: z.string().check(z.refine((v) => v.replace(/<[^>]*>/g, '').trim() !== '', T.contentRequired)),
    publication: z.enum(['draft', 'published', 'later']),
    publishAt: z.string(),
  })
  .check(
    z.refine((v) => v.publication !== 'later' || (v.publishAt !== '' && new Date(v.publishAt).getTime() > Date.now()), { message: T.publishAtInvalid, path: ['publishAt'] }),
  );
type Values = z.input<typeof schema>;

const Form = styled.form`
  max-width: 48rem;
`;

function NewsForm({ post }: { post: AdminBlogPost | null }) {
  const navigate = useNavigate();
  const save = useSaveNewsPost(post?.id ?? null);
  const [cover, setCover] = useState<string | null>(post?.coverImageMediaId ?? null);
  const [asking, setAsking] = useState(false);
  const state = post ? stateOf(post) : 'draft';
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    getFieldState,
    control,
    formState: { errors },
  } = useShopForm(schema, {
    defaultValues: {
      title: post?.title ?? '',
      slug: post?.slug ?? '',
      shortDescription: post?.shortDescription ?? '',
      content: post?.content ?? '',
      publication: state === 'scheduled' ? 'later' : state,
      publishAt: state === 'scheduled' && post?.publishedAt ? localInput(post.publishedAt) : '',
    } satisfies Values,
  });
  const { field: content } = useController({ control, name: 'content' });
  const publication = watch('publication');

  const body = (v: Values, publishedAt: string | null): BlogPostInput => ({
    title: v.title.trim(),
    slug: v.slug.trim(),
    shortDescription: v.shortDescription.trim(),
    content: v.content,
    coverImageMediaId: cover,
    tags: post?.tags ?? [],
    publishedAt,
  });
  const publishedAtOf = (v: Values): BlogPostInput['publishedAt'] => {
    if (v.publication === 'draft') return null;
    if (v.publication === 'later') return new Date(v.publishAt).toISOString();
    // The server's now (a post online already keeps its time): the browser's clock may be off.
    return 'now';
  };
  const submit = handleSubmit((v) =>
    save.mutate(body(v, publishedAtOf(v)), {
      onSuccess: (saved) => {
        notify.success(T.saved(saved.title));
        if (!post) void navigate(`/beheer/nieuws/${saved.id}`, { replace: true });
      },
      onError: (err) => notify.alert(messageOf(err)),
    }),
  );
  const unpublish = () =>
    // The post as it is saved, without its publication time (changes not saved yet stay in the form).
    save.mutate({ title: post!.title, slug: post!.slug, shortDescription: post!.shortDescription, content: post!.content, coverImageMediaId: post!.coverImageMediaId, tags: post!.tags, publishedAt: null }, {
      onSuccess: (saved) => {
        notify.success(T.unpublished(saved.title));
        setValue('publication', 'draft');
      },
      onError: (err) => notify.alert(messageOf(err)),
      onSettled: () => setAsking(false),
    });
  const titleField = register('title', {
    onBlur: (e: { target: { value: string } }) => {
      if (!post && !getFieldState('slug').isDirty) setValue('slug', slugOf(e.target.value), { shouldValidate: Boolean(e.target.value) });
    },
  });
  return (
    <>
      <Muted>{T.intro}</Muted>
      {post && state === 'published' && post.publishedAt && <p>{T.publishedSince(post.publishedAt)}</p>}
      <Form onSubmit={submit} noValidate aria-label={post ? texts.news.editLabel(post.title) : T.newTitle}>
        <TextField label={T.titleLabel} maxLength={200} autoComplete="off" error={errors.title} {...titleField} />
        <TextField label={T.slug} hint={T.slugHint} maxLength={100} autoComplete="off" spellCheck={false} error={errors.slug} {...register('slug')} />
        <TextArea label={T.shortDescription} hint={T.shortDescriptionHint} rows={2} maxLength={500} error={errors.shortDescription} {...register('shortDescription')} />
        <CoverField value={cover} title={watch('title')} onChange={setCover} />
        <Suspense fallback={<Muted>{texts.news.editor.loading}</Muted>}>
          <RichTextEditor id="news-content" label={T.content} value={content.value} onChange={content.onChange} onBlur={content.onBlur} error={errors.content} />
        </Suspense>
        <RadioGroup
          label={T.publication}
          options={(['draft', 'published', 'later'] as const).map((k) => ({ value: k, label: T.publicationOptions[k] }))}
          error={errors.publication}
          {...register('publication')}
        />
        {publication === 'later' && <TextField label={T.publishAt} hint={T.publishAtHint} type="datetime-local" error={errors.publishAt} {...register('publishAt')} />}
        <ButtonRow>
          <LinkButton variant="secondary" to="/beheer/nieuws">
            {T.back}
          </LinkButton>
          {post && state !== 'draft' && (
            <Button type="button" variant="secondary" onClick={() => setAsking(true)}>
              {T.unpublish}
            </Button>
          )}
          <Button type="submit" disabled={save.isPending}>
            {T.save}
          </Button>
        </ButtonRow>
      </Form>
      {asking && post && (
        <ConfirmDialog
          title={T.unpublishTitle(post.title)}
          message={T.unpublishText}
          confirmText={T.unpublish}
          cancelText={T.cancel}
          busy={save.isPending}
          onConfirm={unpublish}
          onCancel={() => setAsking(false)}
        />
      )}
    </>
  );
}

export function NewsEdit({ id }: { id: string | null }) {
  const { data, isPending, error } = useNewsPost(id);
  if (id === null) return <NewsForm post={null} />;
  if (!data) return <QueryState isPending={isPending} error={error} />;
  return <NewsForm key={data.id} post={data} />;
}
