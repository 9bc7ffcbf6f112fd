// The search box in the host's header: after 3 or more characters and
// 800 ms without typing, a dropdown with completions and the top 5 articles. It hides on Enter,
// under 3 characters, on an outside click, a result click, Escape or an error. Enter or the button
// goes to /zoeken?phrase=. Keyboard: arrows move through the list, Enter opens the active option.
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useDismiss } from '@kraanvogel/shared';
import { ArticleImage } from '@/components/article-image';
import { paths } from '@/lib/paths';
import { widgetTexts as texts } from '@/texts/widgets';
import { useAutocomplete } from '../api/autocomplete';
import { useInstantArticles } from '../api/search-articles';
import { useInstantSearchState } from '../hooks/use-instant-search-state';
import { useListingPreferences } from '../stores/listing-preferences';
import { instantChoices, type Choice } from '../utils/instant-choices';
import { INSTANT_MIN_CHARS } from '../utils/search-query';
import { Dropdown, Form, Option, Wrapper } from './instant-search.styles';

export function InstantSearch() {
  const { phrase, term, open, type, close, replace, reopen } = useInstantSearchState();
  const [active, setActive] = useState(-1);
  const navigate = useNavigate();
  const location = useLocation();
  const setSearchPhrase = useListingPreferences((s) => s.setSearchPhrase);
  const wrapper = useRef<HTMLDivElement>(null);
  const id = useId();
  const listId = `${id}-list`;
  const dropdownId = `${id}-dropdown`;
  const enabled = open && term.length >= INSTANT_MIN_CHARS;
  const articles = useInstantArticles(term, enabled);
  const suggestions = useAutocomplete(term, enabled);
  const failed = articles.isError || suggestions.isError;
  const visible = enabled && !failed;

  // On the results page, the box shows the phrase searched for.
  useEffect(() => {
    if (location.pathname.toLowerCase() === '/zoeken') replace(new URLSearchParams(location.search).get('phrase') ?? '');
    else close();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.pathname, location.search]);

  // A press outside closes the dropdown; Escape is handled on the input, where it also
  // decides whether ArrowDown reopens.
  useDismiss(wrapper, close, { enabled: open, escape: false });

  useEffect(() => setActive(-1), [term, open]);
  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  const { completions: suggestionChoices, hits: articleChoices } = instantChoices(suggestions.data, articles.data);
  const choices = visible ? [...suggestionChoices, ...articleChoices] : [];
  const optionId = (i: number) => `${id}-option-${i}`;

  const search = (p: string) => {
    const trimmed = p.trim();
    close();
    if (!trimmed) return;
    setSearchPhrase(trimmed);
    void navigate(paths.search(trimmed));
  };

  const choose = (choice: Choice) => {
    close();
    if (choice.kind === 'suggestion') {
      replace(choice.phrase);
      search(choice.phrase);
    } else void navigate(paths.article(choice.itemNo));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const choice = visible && active >= 0 ? choices[active] : undefined;
    if (choice) choose(choice);
    else search(phrase);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Escape') {
      if (open) {
        e.preventDefault();
        close();
      }
      return;
    }
    if (e.key === 'ArrowDown' && !open) {
      e.preventDefault();
      reopen();
      return;
    }
    if (!visible || choices.length === 0) return;
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setActive((i) => (i + 1) % choices.length);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => (i <= 0 ? choices.length - 1 : i - 1));
    } else if (e.key === 'Home' && active >= 0) {
      e.preventDefault();
      setActive(0);
    } else if (e.key === 'End' && active >= 0) {
      e.preventDefault();
      setActive(choices.length - 1);
    }
  };

  const loading = visible && (articles.isPending || suggestions.isPending);
  const renderOption = (choice: Choice, index: number) => (
    <Option
      key={`${choice.kind}-${choice.kind === 'article' ? choice.itemNo : choice.phrase}`}
      id={optionId(index)}
      role="option"
      aria-selected={index === active}
      $active={index === active}
      onMouseDown={(e) => e.preventDefault()}
      onClick={() => choose(choice)}
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
            </span>
          </>
        )}
      </span>
    </Option>
  );

  return (
    <Wrapper ref={wrapper}>
      <Form role="search" onSubmit={submit} data-testid="instant-search">
        <label htmlFor={id} style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
          {texts.instantSearch.label}
        </label>
        <input
          id={id}
          type="search"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={visible}
          aria-controls={dropdownId}
          aria-activedescendant={visible && active >= 0 ? optionId(active) : undefined}
          value={phrase}
          placeholder={texts.instantSearch.placeholder}
          onChange={(e) => type(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="submit">{texts.instantSearch.button}</button>
      </Form>
      <Dropdown id={dropdownId} hidden={!visible} data-testid="instant-search-dropdown">
        <p className="sr" aria-live="polite">
          {visible && !loading ? texts.instantSearch.status(choices.length) : ''}
        </p>
        {loading && <p className="message">{texts.loading}</p>}
        {visible && choices.length > 0 && (
          <div id={listId} role="listbox" aria-label={texts.instantSearch.listLabel}>
            {suggestionChoices.length > 0 && (
              <div role="group" aria-labelledby={`${id}-sg`}>
                <div role="presentation" className="group-title" id={`${id}-sg`}>
                  {texts.instantSearch.suggestions}
                </div>
                {suggestionChoices.map((c, i) => renderOption(c, i))}
              </div>
            )}
            {articleChoices.length > 0 && (
              <div role="group" aria-labelledby={`${id}-ag`}>
                <div role="presentation" className="group-title" id={`${id}-ag`}>
                  {texts.instantSearch.articles}
                </div>
                {articleChoices.map((c, i) => renderOption(c, suggestionChoices.length + i))}
              </div>
            )}
          </div>
        )}
        {visible && !loading && articleChoices.length === 0 && (
          <p className="message" data-testid="instant-no-results">
            {texts.instantSearch.noResults}
          </p>
        )}
      </Dropdown>
    </Wrapper>
  );
}

export default InstantSearch;
