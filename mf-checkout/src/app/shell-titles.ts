// The titles of this remote's pages that the server paints into the page's HTML before any script
// runs (tools/webpack/static-shell.cjs's ShellTitles writes them to shell-titles.json): the
// current basket's page.
import { texts } from '@/texts';

export function shellTitles(): Record<string, { param?: string; title: string }[]> {
  return { '/winkelwagen': [{ title: texts.basket }] };
}
