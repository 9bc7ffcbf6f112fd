// The main user's form for the customer's own number of an article: save a number, or remove it.
// One field, checked as the api checks it (at most 40 characters once trimmed); the server's answer
// (a number of another of his articles) shows under the field. It is the kit's field with a plain
// state, not the forms entry (react-hook-form and zod): that entry in this remote's share list would
// grow the remote entry every page loads, `/` included (e2e/size-budget.json).
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ApiError, Button, notify, sharedTexts } from '@kraanvogel/shared';
import { TextField } from '@kraanvogel/shared/screens';
import { useSaveCustomerNumber } from '@/lib/customer-numbers';
import { texts } from '@/texts';

const T = texts.article_.ownNumberForm;
/** The longest number the api keeps. */
const MAX = 40;

const Box = styled.form`
  display: grid;
  gap: 0.5rem;
  margin: 0.75rem 0;
  max-width: 24rem;
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
`;

export function OwnNumberForm({ itemNo, current, user }: { itemNo: string; current: string; user: string }) {
  const save = useSaveCustomerNumber(itemNo, user);
  const [value, setValue] = useState(current);
  const [error, setError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);

  const store = async (next: string) => {
    setProblem(null);
    if (next.trim().length > MAX) return setError(sharedTexts.validation.maxLength(MAX));
    setError(undefined);
    try {
      await save.mutateAsync(next.trim());
      notify.success(next.trim() ? T.saved : T.removed);
    } catch (err) {
      if (err instanceof ApiError && err.status === 400) setError(err.message);
      else setProblem(T.failed);
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void store(value);
  };

  return (
    <Box noValidate onSubmit={submit} aria-label={T.title} data-testid="own-number-form">
      <TextField
        label={T.title}
        hint={T.hint}
        autoComplete="off"
        spellCheck={false}
        value={value}
        error={error}
        onChange={(e) => {
          setValue(e.target.value);
          if (error) setError(e.target.value.trim().length > MAX ? sharedTexts.validation.maxLength(MAX) : undefined);
        }}
      />
      {problem && <p role="alert">{problem}</p>}
      <div className="row">
        <Button type="submit" variant="secondary" disabled={save.isPending}>
          {save.isPending ? T.saving : T.save}
        </Button>
        {current && (
          <Button type="button" variant="text" disabled={save.isPending} onClick={() => void store('')}>
            {T.remove}
          </Button>
        )}
      </div>
    </Box>
  );
}
