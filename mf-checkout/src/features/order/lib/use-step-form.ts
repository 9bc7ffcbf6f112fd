// The order wizard's forms (step 1 and its new project address) without a form library: the
// page /order then loads no more than the basket page does, where react-hook-form with zod
// (`useShopForm` of '@kraanvogel/shared/forms', about 19 KB gzip) was the most of the difference.
// It behaves as `useShopForm` does: nothing is shown while the user types a first time; a submit
// with an invalid field is stopped, every invalid field shows its message and the first one (in
// the page's order) gets the focus; after that a change checks the form again and updates the
// message of the field changed. `reset` forgets the messages and that a submit was tried.
import { useCallback, useRef, useState, type ChangeEvent, type FormEvent } from 'react';

/** A field's message by the field's name; a field without a problem is absent. */
export type Problems<T> = Partial<Record<keyof T & string, string>>;

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export function useStepForm<T extends { [K in keyof T]: string }, TOut = T>(
  check: (values: T) => Problems<T>,
  defaultValues: T,
  /** The values handed to a valid submit (for instance trimmed); the values as typed by default. */
  output: (values: T) => TOut = (v) => v as unknown as TOut,
) {
  const [values, setValuesState] = useState<T>(defaultValues);
  const [errors, setErrors] = useState<Problems<T>>({});
  const current = useRef(values);
  const submitted = useRef(false);
  const controls = useRef(new Map<string, Set<Control>>());
  const defaults = useRef(defaultValues);

  const change = useCallback(
    (name: keyof T & string, value: string) => {
      const next = { ...current.current, [name]: value };
      current.current = next;
      setValuesState(next);
      if (!submitted.current) return;
      const problem = check(next)[name];
      setErrors((e) => {
        if (e[name] === problem) return e;
        const copy = { ...e };
        if (problem === undefined) delete copy[name];
        else copy[name] = problem;
        return copy;
      });
    },
    [check],
  );

  const ref = (name: string) => (el: Control | null) => {
    if (!el) return;
    const set = controls.current.get(name) ?? new Set<Control>();
    set.add(el);
    controls.current.set(name, set);
  };

  /** A text field, text area or select: its name, value, change handler and element. */
  const register = (name: keyof T & string) => ({
    name,
    value: values[name],
    onChange: (e: ChangeEvent<Control>) => change(name, e.currentTarget.value),
    ref: ref(name),
  });

  /** One radio button of a choice. */
  const radio = (name: keyof T & string, value: T[keyof T & string]) => ({
    type: 'radio' as const,
    name,
    value,
    checked: values[name] === value,
    onChange: (e: ChangeEvent<HTMLInputElement>) => change(name, e.currentTarget.value),
    ref: ref(name),
  });

  /** New values (all of them, or the defaults): the messages and the tried submit are forgotten. */
  const reset = useCallback((next?: T) => {
    const v = next ?? defaults.current;
    current.current = v;
    submitted.current = false;
    setValuesState(v);
    setErrors({});
  }, []);

  const focusFirst = (problems: Problems<T>) => {
    const invalid = Object.keys(problems)
      .flatMap((name) => [...(controls.current.get(name) ?? [])])
      .filter((el) => el.isConnected)
      .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    invalid[0]?.focus();
  };

  const handleSubmit = (onValid: (values: TOut) => unknown) => async (e?: FormEvent) => {
    e?.preventDefault();
    submitted.current = true;
    const problems = check(current.current);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      focusFirst(problems);
      return;
    }
    await onValid(output(current.current));
  };

  const getValues = useCallback(() => current.current, []);

  return { values, errors, register, radio, reset, handleSubmit, getValues };
}
