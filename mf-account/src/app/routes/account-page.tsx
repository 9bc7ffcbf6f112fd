// The page frame of every /mijnaccount URL: title and breadcrumbs from the path. The screens'
// content comes with the account issues.
import { useLocation } from 'react-router';
import { PageFrame, type Crumb } from '@kraanvogel/shared';
import { texts } from '../../texts';

type PageKey = keyof typeof texts.pages;

function labelFor(segment: string, parent: string | undefined): string {
  const fixed = texts.pages[segment as PageKey];
  if (typeof fixed === 'string') return fixed;
  if (segment === 'bedankt' && parent === 'retouraanvraag') return texts.pages.retourBedankt;
  if (parent === 'mijnorders') return texts.pages.order(segment);
  if (parent === 'mijnfacturen') return texts.pages.factuur(segment);
  return texts.pages.bestellijst(decodeURIComponent(segment));
}

export function accountCrumbs(pathname: string): Crumb[] {
  const segments = pathname.split('/').filter(Boolean).slice(1);
  const crumbs: Crumb[] = [{ label: texts.mijnAccount, url: '/mijnaccount', level: 1 }];
  segments.forEach((seg, i) => {
    crumbs.push({ label: labelFor(seg, segments[i - 1]), url: `/mijnaccount/${segments.slice(0, i + 1).join('/')}`, level: i + 2 });
  });
  return crumbs;
}

export function AccountPage() {
  const { pathname } = useLocation();
  const crumbs = accountCrumbs(pathname.replace(/\/+$/, ''));
  return <PageFrame title={crumbs.at(-1)!.label} breadcrumbs={crumbs} />;
}
