// The titles of this remote's pages that the server paints into the page's HTML before any script
// runs (tools/webpack/static-shell.cjs's ShellTitles writes them to shell-titles.json): the
// search results page, its phrase filled in from the URL by the server.
import { searchTitle } from './routes/search-title';

export function shellTitles(): Record<string, { param?: string; title: string }[]> {
  return { '/zoeken': [{ param: 'phrase', title: searchTitle('{phrase}') }, { title: searchTitle('') }] };
}
