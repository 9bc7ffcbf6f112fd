// The titles of this remote's pages that the server paints into the page's HTML before any script
// runs (tools/webpack/static-shell.cjs's ShellTitles writes them to shell-titles.json): the
// account's fixed pages, titled by their path as the pages themselves are (account-crumbs.ts).
import { accountCrumbs } from './routes/account-crumbs';

const FIXED_PAGES = ['/mijnaccount/mijnorders', '/mijnaccount/mijnfacturen'];

export function shellTitles(): Record<string, { param?: string; title: string }[]> {
  return Object.fromEntries(FIXED_PAGES.map((path) => [path, [{ title: accountCrumbs(path).at(-1)!.label }]]));
}
