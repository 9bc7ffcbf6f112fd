// The title and breadcrumbs of every /mijnaccount URL, from its path: fixed names for the fixed
// segments, the order, invoice or order list for the variable ones.
import type { Crumb } from '@kraanvogel/shared';
import { texts } from '@/texts';

type PageKey = keyof typeof texts.pages;

function labelFor(segment: string, parent: string | undefined): string {
  const fixed = texts.pages[segment as PageKey];
  if (typeof fixed === 'string') return fixed;
  if (segment === 'bedankt' && parent === 'retouraanvraag') return texts.pages.retourBedankt;
  if (parent === 'mijnorders') return texts.pages.order(segment);
  if (parent === 'mijnfacturen') return texts.pages.factuur(segment);
  if (parent === 'goedtekeuren') return texts.pages.verzoek(Number(segment));
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
