// Changing the password: the current one, the new one twice. The policy is stated above the
// fields and checked as the provider checks it; what the server refuses (a wrong current
// password, a new one against the policy) shows at that field.
import { useState } from 'react';
import { Button, ButtonRow, notify } from '@kraanvogel/shared';
import { useShopForm } from '@kraanvogel/shared/forms';
import { FormGrid, Notice, Panel } from '@/components/ui';
import { applyServerErrors, messageOf } from '@/lib/api-errors';
import { texts } from '@/texts';
import { useChangePassword } from '../api/change-password';
import { passwordSchema, type PasswordInput } from '../lib/profile-schemas';
import { TextField } from '@kraanvogel/shared/screens';

const T = texts.password;
const EMPTY: PasswordInput = { currentPassword: '', newPassword: '', repeatPassword: '' };

export function ChangePasswordForm({ userName }: { userName: string }) {
  const change = useChangePassword();
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useShopForm<PasswordInput>(passwordSchema(userName), { defaultValues: EMPTY });

  const submit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setProblem(null);
    setDone(false);
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      reset(EMPTY);
      setDone(true);
      notify.success(T.changed);
    } catch (err) {
      if (!applyServerErrors(err, setError, ['currentPassword', 'newPassword'])) setProblem(messageOf(err));
    }
  });

  return (
    <Panel aria-labelledby="password-title" data-testid="change-password">
      <h2 id="password-title">{T.title}</h2>
      <FormGrid noValidate onSubmit={submit} aria-labelledby="password-title">
        {/* For password managers: the account whose password this is. */}
        <input type="text" name="username" autoComplete="username" value={userName} readOnly hidden />
        <TextField label={T.current} type="password" autoComplete="current-password" error={errors.currentPassword} {...register('currentPassword')} />
        <div className="row">
          <TextField label={T.new} type="password" autoComplete="new-password" hint={T.policy} error={errors.newPassword} {...register('newPassword')} />
          <TextField label={T.repeat} type="password" autoComplete="new-password" error={errors.repeatPassword} {...register('repeatPassword')} />
        </div>
        {problem && <Notice role="alert">{problem}</Notice>}
        {done && (
          <Notice $kind="success" role="status">
            {T.changed}
          </Notice>
        )}
        <ButtonRow>
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? texts.common.saving : T.submit}
          </Button>
        </ButtonRow>
      </FormGrid>
    </Panel>
  );
}
