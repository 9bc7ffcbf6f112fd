// The back office's news screens: the list, and one post (new or existing) with the rich-text
// editor, which loads with the post's screen only.
import { useParams } from 'react-router';
import { AdminFrame } from '@/components/ui';
import { NewsList } from '@/features/news/components/news-list';
import { NewsEdit } from '@/features/news/components/news-form';
import { useNewsPost } from '@/features/news/api/news';
import { texts } from '@/texts';

const T = texts.news;
const ID = /^[A-Za-z0-9-]{1,64}$/;

export function NewsScreen() {
  return (
    <AdminFrame title={T.title}>
      <NewsList />
    </AdminFrame>
  );
}

export function NewsPostScreen() {
  const param = useParams().id;
  const id = param && ID.test(param) ? param : null;
  const isNew = param === undefined;
  const { data } = useNewsPost(id);
  const title = isNew ? T.post.newTitle : (data?.title ?? T.title);
  return (
    <AdminFrame title={title} crumbs={[{ label: T.title, url: '/beheer/nieuws' }]}>
      {isNew || id ? <NewsEdit id={id} /> : <p>{texts.notFound}</p>}
    </AdminFrame>
  );
}
