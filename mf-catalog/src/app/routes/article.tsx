import { useParams } from 'react-router';
import { PageFrame } from '@kraanvogel/shared';
import { texts } from '../../texts';

export function ArticleRoute() {
  const { key } = useParams();
  const title = key ? `${texts.article} ${key}` : texts.article;
  return <PageFrame title={title} breadcrumbs={[{ label: title, url: `/artikel/${key ?? ''}`, level: 1 }]} />;
}
