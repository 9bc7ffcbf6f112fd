// The debounce and hide rules of the instant-search dropdown, apart from its rendering.
import { useEffect, useRef, useState } from 'react';
import { INSTANT_DEBOUNCE_MS, INSTANT_MIN_CHARS } from '../utils/instant-rules';

/**
 * The debounce and hide rules of the dropdown, apart from the rendering: `term` is what is searched
 * (set 800 ms after the last keystroke with 3 or more characters), `open` whether the dropdown shows.
 */
export function useInstantSearchState(delay = INSTANT_DEBOUNCE_MS) {
  const [phrase, setPhraseState] = useState('');
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const cancel = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => cancel, []);
  const type = (value: string) => {
    setPhraseState(value);
    cancel();
    const t = value.trim();
    if (t.length < INSTANT_MIN_CHARS) {
      setOpen(false);
      setTerm('');
      return;
    }
    timer.current = setTimeout(() => {
      timer.current = null;
      setTerm(t);
      setOpen(true);
    }, delay);
  };
  const close = () => {
    cancel();
    setOpen(false);
  };
  /** Opens the dropdown again for what was searched last (ArrowDown after Escape). */
  const reopen = () => {
    if (term.length >= INSTANT_MIN_CHARS && phrase.trim() === term) setOpen(true);
  };
  /** Sets the text without opening the dropdown (e.g. the phrase of the results page). */
  const replace = (value: string) => {
    cancel();
    setPhraseState(value);
    setOpen(false);
  };
  return { phrase, term, open, type, close, replace, reopen };
}
