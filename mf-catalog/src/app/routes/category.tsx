import { useParams } from 'react-router';
import { PageFrame, type Crumb } from '@kraanvogel/shared';
import { texts } from '../../texts';

/** Breadcrumbs from the category path: label, cumulative url of codes, 1-based level (SPEC §2). */
export function crumbsFromPath(splat: string | undefined): Crumb[] {
  const codes = (splat ?? '').toLowerCase().split('/').filter(Boolean).slice(0, 3);
  const crumbs: Crumb[] = [{ label: texts.assortiment, url: '/assortiment', level: 0 }];
  codes.forEach((code, i) => {
    crumbs.push({ label: code, url: `/assortiment/${codes.slice(0, i + 1).join('/')}`, level: i + 1 });
  });
  return crumbs;
}

export function CategoryRoute() {
  const params = useParams();
  const crumbs = crumbsFromPath(params['*']);
  const title = crumbs.at(-1)?.label ?? texts.assortiment;
  return <PageFrame title={title} breadcrumbs={crumbs} />;
}
