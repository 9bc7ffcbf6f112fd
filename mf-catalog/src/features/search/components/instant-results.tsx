// The contents of the instant-search dropdown: the completions and top articles for `term`, with
// the live status, 'Laden…' and 'no results'. Loaded when the search box is first used, not with
// the header (instant-search.tsx); it tells the box what it offers (`onState`), since the box's
// keyboard walks those choices. An article the customer ordered before is marked so.
import { useEffect, useMemo } from 'react';
import { ArticleImage } from '@/components/article-image';
import { PurchasedMark } from '@/components/purchased-mark';
import { usePurchaseHistory } from '@/lib/purchase-history';
import { articlesByOwnNumber, useCustomerNumbers } from '@/lib/customer-numbers';
import { widgetTexts as texts } from '@/texts/widgets';
import { useAutocomplete } from '../api/autocomplete';
import { useInstantArticles } from '../api/search-articles';
import { instantChoices, type Choice } from '../utils/instant-choices';
import { Option } from './instant-search.styles';

export interface InstantResultsState {
  /** What was searched: a report for another term than the box's is not used. */
  term: string;
  choices: Choice[];
  loading: boolean;
  failed: boolean;
}

export interface InstantResultsProps {
  term: string;
  /** The box's id: the options' ids derive from it. */
  id: string;
  active: number;
  optionId: (index: number) => string;
  onChoose: (choice: Choice) => void;
  onState: (state: InstantResultsState) => void;
}

export function InstantResults({ term, id, active, optionId, onChoose, onState }: InstantResultsProps) {
  const { numbers, ready } = useCustomerNumbers();
  const own = useMemo(() => articlesByOwnNumber(numbers, term), [numbers, term]);
  const articles = useInstantArticles(term, ready, own);
  const suggestions = useAutocomplete(term, true);
  const { history } = usePurchaseHistory();
  const failed = articles.isError || suggestions.isError;
  const loading = articles.isPending || suggestions.isPending;
  const corrected = articles.data?.correctedPhrase;
  const { completions, hits } = useMemo(() => instantChoices(suggestions.data, articles.data?.articles, corrected), [suggestions.data, articles.data, corrected]);
  const choices = useMemo(() => [...completions, ...hits], [completions, hits]);
  useEffect(() => onState({ term, choices, loading, failed }), [term, choices, loading, failed, onState]);

  if (failed) return null;
  const renderOption = (choice: Choice, index: number) => (
    <Option
      key={`${choice.kind}-${choice.kind === 'article' ? choice.itemNo : choice.phrase}`}
      id={optionId(index)}
      role="option"
      aria-selected={index === active}
      $active={index === active}
      onMouseDown={(e) => e.preventDefault()}
      onClick={() => onChoose(choice)}
      data-testid={choice.kind === 'article' ? 'instant-article' : 'instant-suggestion'}
    >
      {choice.kind === 'article' && <ArticleImage src={choice.image} alt="" size="2.5rem" />}
      <span>
        {choice.label}
        {choice.kind === 'article' && (
          <>
            <br />
            <span className="code">
              {texts.article_.code} {choice.itemNo}
              {numbers.has(choice.itemNo) && ` · ${texts.article_.ownNumber} ${numbers.get(choice.itemNo)}`}
            </span>
            {history.has(choice.itemNo) && (
              <>
                <br />
                <PurchasedMark itemNo={choice.itemNo} history={history} inline />
              </>
            )}
          </>
        )}
      </span>
    </Option>
  );

  return (
    <>
      <p className="sr" aria-live="polite">
        {loading ? '' : texts.instantSearch.status(choices.length)}
      </p>
      {loading && <p className="message">{texts.loading}</p>}
      {choices.length > 0 && (
        <div id={`${id}-list`} role="listbox" aria-label={texts.instantSearch.listLabel}>
          {completions.length > 0 && (
            <div role="group" aria-labelledby={`${id}-sg`}>
              <div role="presentation" className="group-title" id={`${id}-sg`}>
                {texts.instantSearch.suggestions}
              </div>
              {completions.map((c, i) => renderOption(c, i))}
            </div>
          )}
          {hits.length > 0 && (
            <div role="group" aria-labelledby={`${id}-ag`}>
              <div role="presentation" className="group-title" id={`${id}-ag`} data-testid="instant-articles-title">
                {corrected ? texts.instantSearch.articlesFor(corrected) : texts.instantSearch.articles}
              </div>
              {hits.map((c, i) => renderOption(c, completions.length + i))}
            </div>
          )}
        </div>
      )}
      {!loading && hits.length === 0 && (
        <p className="message" data-testid="instant-no-results">
          {texts.instantSearch.noResults}
        </p>
      )}
    </>
  );
}
