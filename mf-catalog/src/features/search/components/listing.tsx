// The article listing of /zoeken, the category pages and the outlet: results with count, facets,
// sorting, page size, compact view and paging. Its state lives in the URL; page size, sort and
// compact view default to the user's listing preferences. A signed-in customer also gets the
// "Eerder besteld" filter, the "Vaak besteld" order and the mark on what he ordered before; a
// phrase that is one of his own article numbers puts that article first.
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { Button, up, visuallyHiddenStyles, sharedTexts } from '@kraanvogel/shared';
import { PriceModeSwitch, useEnsureDiscounts } from '@/components/price';
import { texts } from '@/texts';
import { useListing, usePurchasedCount } from '../api/search-articles';
import { useSeenListing } from '../hooks/use-seen-listing';
import { usePurchaseHistory } from '@/lib/purchase-history';
import { articlesByOwnNumber, useCustomerNumbers } from '@/lib/customer-numbers';
import { useFavourites } from '@/lib/favourites';
import { useListingPreferences } from '../stores/listing-preferences';
import { FACETS, type FacetField, type ListingScope } from '../types';
import { clearFilters, PAGE_SIZES, parseListingParams, toggleFilter, togglePurchased, toListingParams, type ListingUrlState } from '../utils/listing-url';
import { listingQueryOf, needsPurchased } from '../utils/listing-query';
import { SORT_OPTIONS, SORT_PURCHASED } from '../utils/search-query';
import { ArticleCard } from './article-card';
import { FacetPanel, PurchasedFacet } from './facet-panel';
import { Pagination } from '@kraanvogel/shared/screens';

const Layout = styled.div`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: 1fr;
  ${up('lg')} {
    grid-template-columns: 16rem 1fr;
  }
`;

const Aside = styled.aside<{ $open: boolean }>`
  display: ${(p) => (p.$open ? 'block' : 'none')};
  ${up('lg')} {
    display: block;
  }
  h2 {
    font-size: 1.125rem;
    margin: 0 0 0.5rem;
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem 1.25rem;
  margin-bottom: 1rem;
  .count {
    font-weight: 700;
    margin: 0;
    margin-right: auto;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    font-size: 0.9375rem;
  }
  select {
    font: inherit;
    padding: 0.3rem 0.4rem;
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radius};
    background: #fff;
  }
  input[type='checkbox'] {
    width: 1.125rem;
    height: 1.125rem;
    accent-color: ${(p) => p.theme.colors.primary};
  }
`;

// The kit's secondary button, on phones only (from lg the filters stand beside the results).
const FiltersToggle = styled(Button)`
  ${up('lg')} {
    display: none;
  }
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  list-style: none;
  padding: 0;
  margin: 0 0 1rem;
  button {
    font: inherit;
    font-size: 0.875rem;
    padding: 0.2rem 0.6rem;
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: 999px;
    background: ${(p) => p.theme.colors.surface};
    cursor: pointer;
  }
  .clear {
    background: none;
    border: 0;
    text-decoration: underline;
    color: ${(p) => p.theme.colors.primary};
  }
`;

/** The cards in view when a results page opens (on a phone, the first two or three): their images load at once. */
const LEADING_CARDS = 3;

const Results = styled.ul<{ $compact: boolean }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${(p) => (p.$compact ? '0' : '0.75rem')};
`;

const Message = styled.div`
  padding: 2rem 1rem;
  text-align: center;
  background: ${(p) => p.theme.colors.surface};
  border-radius: ${(p) => p.theme.radius};
`;

const Correction = styled.p`
  margin: 0 0 1rem;
  a {
    color: ${(p) => p.theme.colors.primary};
  }
`;

const Hidden = styled.h2`
  ${visuallyHiddenStyles}
`;

export function Listing({ scope }: { scope: ListingScope }) {
  useEnsureDiscounts();
  const [params, setParams] = useSearchParams();
  const url = parseListingParams(params);
  const prefs = useListingPreferences();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const id = useId();
  // The customer's ordered articles (most often first): marked on the cards, and the list that
  // "Eerder besteld" and "Vaak besteld" merge with the search service's answers.
  const { history, ready, user } = usePurchaseHistory();
  const purchased = useMemo(() => (user ? [...history.keys()] : null), [history, user]);
  // The customer's own article numbers: a phrase that names one puts its article in front.
  const { numbers, ready: numbersReady } = useCustomerNumbers();
  const favourites = useFavourites();
  const waiting = (needsPurchased(scope, url, prefs) && !ready) || (scope.kind === 'search' && Boolean(url.phrase) && !numbersReady);
  const own = scope.kind === 'search' ? articlesByOwnNumber(numbers, url.phrase) : [];
  const plainQuery = listingQueryOf(scope, url, prefs, ready ? purchased : null);
  const query = own.length ? { ...plainQuery, ownMatches: own } : plainQuery;
  const { phrase, sort, pageSize } = query;
  // Offline, the results this user saw at this address before (kept on this device).
  const { data, dataUpdatedAt, isPending, isError, isPlaceholderData, refetch, unseenOffline } = useSeenListing(useListing(scope, query, !waiting));
  const purchasedCount = usePurchasedCount(user, scope, query, purchased ?? []);
  const offersPurchased = history.size > 0;

  const go = (next: ListingUrlState, replace = false) => setParams(toListingParams(next), { replace, preventScrollReset: true });
  const onToggle = (field: FacetField, value: string) => go(toggleFilter(url, field, value));
  const hrefFor = (page: number) => `?${toListingParams({ ...url, page })}`;

  // Another page starts at the top of the list (not on first render: the router restores scroll).
  const shownPage = useRef(url.page);
  useEffect(() => {
    if (shownPage.current === url.page) return;
    shownPage.current = url.page;
    window.scrollTo({ top: 0 });
  }, [url.page]);

  const count = data?.count ?? 0;
  const pages = Math.max(1, Math.ceil(count / pageSize));
  const activeFilters = FACETS.flatMap(({ field, title }) => (url.filters[field] ?? []).map((value) => ({ field, title, value })));

  return (
    <Layout data-testid="listing" aria-busy={isPending || isPlaceholderData}>
      <Aside $open={filtersOpen} id={`${id}-filters`} aria-labelledby={`${id}-filters-title`}>
        <h2 id={`${id}-filters-title`}>{texts.listing.filters}</h2>
        {(offersPurchased || url.purchased) && <PurchasedFacet checked={url.purchased} count={purchasedCount.data} onToggle={() => go(togglePurchased(url))} />}
        {data && <FacetPanel facets={data.facets} filters={url.filters} onToggle={onToggle} />}
      </Aside>
      <div>
        <Toolbar>
          <p className="count" data-testid="result-count" aria-live="polite">
            {data ? texts.listing.resultCount(count) : texts.loading}
          </p>
          <FiltersToggle variant="secondary" aria-expanded={filtersOpen} aria-controls={`${id}-filters`} onClick={() => setFiltersOpen((o) => !o)}>
            {filtersOpen ? texts.listing.hideFilters : texts.listing.showFilters}
          </FiltersToggle>
          <label>
            {texts.listing.sort}
            <select
              value={sort}
              data-testid="sort"
              onChange={(e) => {
                prefs.setSortering(e.target.value);
                go({ ...url, sort: e.target.value, page: 1 });
              }}
            >
              {SORT_OPTIONS.filter((o) => (phrase || o !== 'search.score() desc') && (o !== SORT_PURCHASED || offersPurchased || sort === SORT_PURCHASED)).map((o) => (
                <option key={o} value={o}>
                  {texts.listing.sortOptions[o]}
                </option>
              ))}
            </select>
          </label>
          <label>
            {texts.listing.pageSize}
            <select
              value={pageSize}
              data-testid="page-size"
              onChange={(e) => {
                const n = Number(e.target.value);
                prefs.setAantalPerPagina(n);
                go({ ...url, pageSize: n, page: 1 });
              }}
            >
              {PAGE_SIZES.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
          <label>
            <input type="checkbox" checked={prefs.compactView} onChange={(e) => prefs.setCompactView(e.target.checked)} data-testid="compact-view" />
            {texts.listing.compactView}
          </label>
          <PriceModeSwitch />
        </Toolbar>
        {data?.correctedPhrase && (
          <Correction role="status" data-testid="search-correction">
            <strong>{texts.listing.resultsFor(data.correctedPhrase)}</strong>{' '}
            <Link to={`?${toListingParams({ ...url, exact: true, page: 1 })}`} data-testid="search-instead">
              {texts.listing.searchInstead(url.phrase)}
            </Link>
          </Correction>
        )}
        {(activeFilters.length > 0 || url.purchased) && (
          <Chips aria-label={texts.listing.filters}>
            {url.purchased && (
              <li>
                <button type="button" onClick={() => go(togglePurchased(url))} aria-label={texts.listing.removePurchased}>
                  {texts.listing.purchasedFacet} <span aria-hidden="true">×</span>
                </button>
              </li>
            )}
            {activeFilters.map((f) => (
              <li key={`${f.field}-${f.value}`}>
                <button type="button" onClick={() => onToggle(f.field, f.value)} aria-label={texts.listing.removeFilter(f.title, f.value)}>
                  {f.title}: {f.value} <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
            <li>
              <button type="button" className="clear" onClick={() => go(clearFilters(url))}>
                {texts.listing.clearFilters}
              </button>
            </li>
          </Chips>
        )}
        <Hidden>{texts.listing.results}</Hidden>
        {unseenOffline ? (
          <Message role="status" data-testid="listing-unseen-offline">
            <p>{texts.listing.unseenOffline}</p>
          </Message>
        ) : isError && !data ? (
          <Message role="alert">
            <p>{texts.loadError}</p>
            <button type="button" onClick={() => void refetch()}>
              {texts.retry}
            </button>
          </Message>
        ) : isPending ? (
          <Message>{texts.loading}</Message>
        ) : data && data.articles.length === 0 && count > 0 ? (
          <Message data-testid="page-out-of-range">
            <p>{texts.listing.pageOutOfRange}</p>
            <Link to={hrefFor(pages)}>{sharedTexts.pagination.page(pages)}</Link>
          </Message>
        ) : data && data.articles.length === 0 ? (
          <Message data-testid="no-results">
            <p>
              <strong>{texts.listing.noResults}</strong>
            </p>
            <p>{texts.listing.noResultsHint}</p>
          </Message>
        ) : (
          <Results $compact={prefs.compactView} data-testid="results" style={{ opacity: isPlaceholderData ? 0.6 : 1 }}>
            {data?.articles.map((a, i) => (
              <ArticleCard
                key={a.CodeName ?? a.Code}
                article={a}
                compact={prefs.compactView}
                history={history}
                ownNumber={numbers.get(a.Code)}
                favourite={favourites.user ? { starred: favourites.starred.has(a.Code), toggle: favourites.toggle } : undefined}
                asOf={dataUpdatedAt}
                leading={i < LEADING_CARDS}
              />
            ))}
          </Results>
        )}
        <Pagination page={url.page} pages={pages} hrefFor={hrefFor} />
      </div>
    </Layout>
  );
}
