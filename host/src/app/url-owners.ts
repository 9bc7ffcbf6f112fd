// Which remote owns which URL (DESIGN.md's table). The host loads a remote's route table the
// first time the user navigates to one of its URLs.
import type { RemoteName } from '@kraanvogel/shared';

export type { RemoteName };

export const URL_OWNERS: Record<RemoteName, string[]> = {
  catalog: ['/assortiment', '/artikel', '/zoeken'],
  checkout: ['/winkelwagen', '/order', '/bedankt', '/bedankt-punchout'],
  account: ['/mijnaccount'],
  content: ['/nieuws', '/privacyverklaring', '/registratie', '/styleguide', '/ping'],
};

export function ownerOf(pathname: string): RemoteName | null {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  for (const [remote, prefixes] of Object.entries(URL_OWNERS) as [RemoteName, string[]][]) {
    if (prefixes.some((p) => path === p || path.startsWith(`${p}/`))) return remote;
  }
  return null;
}
