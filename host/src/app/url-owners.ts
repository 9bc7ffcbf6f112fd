// Which remote owns which URL (DESIGN.md's table). The host loads a remote's route table the
// first time the user navigates to one of its URLs. The table is url-owners.json: the build
// also puts it into the host's version folder, where the server reads it to preload the owning
// remote's code with the page (api/src/plugins/web/static-site.ts).
import type { RemoteName } from '@kraanvogel/shared';
import table from './url-owners.json';

export type { RemoteName };

export const URL_OWNERS: Record<RemoteName, string[]> = table;

export function ownerOf(pathname: string): RemoteName | null {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  for (const [remote, prefixes] of Object.entries(URL_OWNERS) as [RemoteName, string[]][]) {
    if (prefixes.some((p) => path === p || path.startsWith(`${p}/`))) return remote;
  }
  return null;
}
