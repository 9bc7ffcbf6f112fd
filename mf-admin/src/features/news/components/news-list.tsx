// The news as the back office sees it: every post with its state (not published, scheduled,
// published) and publication time, searched and paged on the server; the search and the page
// are in the URL. Each title leads to its edit page.
import { Link } from 'react-router';
import { ButtonRow, LinkButton } from '@kraanvogel/shared';
import { StatusBadge } from '@kraanvogel/shared/status';
import { SearchedList } from '@/components/searched-list';
import { texts } from '@/texts';
import { stateOf, useNewsPage, type PostState } from '../api/news';

const T = texts.news;
const COLOURS: Record<PostState, string> = { draft: 'grijs', scheduled: 'oranje', published: 'groen' };

export function NewsList() {
  return (
    <>
      <ButtonRow>
        <LinkButton to="/beheer/nieuws/nieuw">{T.newPost}</LinkButton>
      </ButtonRow>
      <SearchedList
        texts={T}
        usePage={useNewsPage}
        rowKey={(p) => p.id}
        data-testid="news-list"
        columns={[
          {
            header: T.columns.title,
            cell: (p) => (
              <Link to={`/beheer/nieuws/${p.id}`} aria-label={T.editLabel(p.title)}>
                {p.title}
              </Link>
            ),
            card: 'title',
          },
          { header: T.columns.state, cell: (p) => <StatusBadge colour={COLOURS[stateOf(p)]}>{T.states[stateOf(p)]}</StatusBadge> },
          { header: T.columns.publishedAt, cell: (p) => T.when(p.publishedAt) },
          { header: T.columns.author, cell: (p) => `${p.author.name} ${p.author.surname}`.trim() },
        ]}
      />
    </>
  );
}
