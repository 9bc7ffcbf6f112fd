// The main user's form for the customer's own number of an article: save a number, or remove it.
// The server's answer (a number of another article, too long) shows under the field.
import { useState } from 'react';
import styled from 'styled-components';
import { ApiError, Button, notify } from '@kraanvogel/shared';
import { textRule, useShopForm } from '@kraanvogel/shared/forms';
import { TextField } from '@kraanvogel/shared/screens';
import { z } from 'zod/mini';
import { useSaveCustomerNumber } from '@/lib/customer-numbers';
import { texts } from '@/texts';

const T = texts.article_.ownNumberForm;
/** The longest number the api keeps. */
const MAX = 40;
const schema = z.object({ customerItemNo: textRule({ required: false, max: MAX }) });
type Form = z.infer<typeof schema>;

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
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useShopForm<Form>(schema, { defaultValues: { customerItemNo: current } });

  const store = async (value: string) => {
    setProblem(null);
    try {
      await save.mutateAsync(value);
      notify.success(value ? T.saved : T.removed);
    } catch (err) {
      if (err instanceof ApiError && err.status === 400) setError('customerItemNo', { message: err.message });
      else setProblem(T.failed);
    }
  };
  const submit = handleSubmit((values) => store(values.customerItemNo));

  return (
    <Box noValidate onSubmit={submit} aria-label={T.title} data-testid="own-number-form">
      <TextField label={T.title} hint={T.hint} autoComplete="off" spellCheck={false} maxLength={MAX + 20} error={errors.customerItemNo} {...register('customerItemNo')} />
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
