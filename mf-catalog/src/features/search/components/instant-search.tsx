// The search box in the host's header: after 3 or more characters and
// 800 ms without typing, a dropdown with completions and the top 5 articles. It hides on Enter,
// under 3 characters, on an outside click, a result click, Escape or an error. Enter or the button
// goes to /zoeken?phrase=. Keyboard: arrows move through the list, Enter opens the active option.
// The box is on every page; what fills the dropdown (instant-results.tsx: the search requests,
// the article images) and the listing preferences are loaded when the box is first used: a
// pointer over it, the focus in it.
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useDismiss } from '@kraanvogel/shared';
import { paths } from '@/lib/paths';
import { widgetTexts as texts } from '@/texts/widgets';
import { useInstantSearchState } from '../hooks/use-instant-search-state';
import type { Choice } from '../utils/instant-choices';
import { INSTANT_MIN_CHARS } from '../utils/instant-rules';
import type { InstantResultsProps, InstantResultsState } from './instant-results';
import { Dropdown, Form, Wrapper } from './instant-search.styles';

const loadResults = () => import(/* webpackChunkName: "instant-results" */ './instant-results');
const preloadResults = () => void loadResults().catch(() => undefined);

const NONE: InstantResultsState = { term: '', choices: [], loading: true, failed: false };

/** Without its code (offline before it was ever loaded) the dropdown stays shut, as on an error. */
function ResultsUnavailable({ term, onState }: InstantResultsProps) {
  useEffect(() => onState({ term, choices: [], loading: false, failed: true }), [term, onState]);
  return null;
}

// A failed load is not remembered: the next time the dropdown opens, the code is asked again.
const makeResults = () =>
  lazy(() =>
    loadResults().then(
      (m) => ({ default: m.InstantResults }),
      () => {
        Results = makeResults();
        return { default: ResultsUnavailable };
      },
    ),
  );
let Results = makeResults();

// The barcode scanner (phones): its code loads when it opens.
const Scanner = lazy(() => import('@kraanvogel/shared/scanner').then((m) => ({ default: m.Scanner })));

export function InstantSearch() {
  const { phrase, term, open, type, close, replace, reopen } = useInstantSearchState();
  const [active, setActive] = useState(-1);
  const [scanning, setScanning] = useState(false);
  const navigate = useNavigate();
  const location = useLocation();
  const wrapper = useRef<HTMLDivElement>(null);
  const id = useId();
  const dropdownId = `${id}-dropdown`;
  const enabled = open && term.length >= INSTANT_MIN_CHARS;
  const [reported, setReported] = useState<InstantResultsState>(NONE);
  const onResults = useCallback((state: InstantResultsState) => setReported(state), []);
  const results = enabled && reported.term === term ? reported : NONE;
  const visible = enabled && !results.failed;
  const choices = visible ? results.choices : [];

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
  const optionId = useCallback((i: number) => `${id}-option-${i}`, [id]);
  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  const search = (p: string) => {
    const trimmed = p.trim();
    close();
    if (!trimmed) return;
    // Remembered for the listing (its preferences are not part of the header's code).
    void import('../stores/listing-preferences').then(
      (m) => m.useListingPreferences.getState().setSearchPhrase(trimmed),
      () => undefined,
    );
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
          onFocus={preloadResults}
          onPointerEnter={preloadResults}
        />
        <button type="submit">{texts.instantSearch.button}</button>
        <button type="button" className="scan" onClick={() => setScanning(true)}>
          {texts.instantSearch.scan}
        </button>
      </Form>
      {scanning && (
        <Suspense fallback={null}>
          <Scanner onClose={() => setScanning(false)} />
        </Suspense>
      )}
      <Dropdown id={dropdownId} hidden={!visible} data-testid="instant-search-dropdown">
        {enabled && (
          <Suspense fallback={<p className="message">{texts.loading}</p>}>
            <Results term={term} id={id} active={active} optionId={optionId} onChoose={choose} onState={onResults} />
          </Suspense>
        )}
      </Dropdown>
    </Wrapper>
  );
}

export default InstantSearch;
