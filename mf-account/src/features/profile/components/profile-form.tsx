// The user's own details: name, e-mail address and phone number; the login
// name is shown, not changed. The form sends the concurrency stamp it was filled from: when
// someone changed the profile since (another tab, a colleague's admin tool), the api answers 409,
// and the form says so in Dutch and shows the newest details to change again. A new e-mail
// address asks for the current password, and is confirmed through a link mailed to it.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, ButtonRow, notify } from '@kraanvogel/shared';
import { useShopForm } from '@kraanvogel/shared/forms';
import { Facts, FormGrid, Notice, Panel, QueryState } from '@/components/ui';
import { applyServerErrors, messageOf, statusOf } from '@/lib/api-errors';
import type { Profile } from '@/lib/api-types';
import { accountKeys } from '@/lib/query-keys';
import { roleLabel } from '@/lib/roles';
import { texts } from '@/texts';
import { useMyProfile } from '../api/get-my-profile';
import { useUpdateProfile } from '../api/update-profile';
import { profileSchema, type ProfileInput } from '../lib/profile-schemas';
import { TextField } from '@kraanvogel/shared/screens';

const T = texts.profile;

const valuesOf = (p: Profile): ProfileInput => ({ name: p.name, surname: p.surname, email: p.email, phoneNumber: p.phoneNumber ?? '', currentPassword: '' });
const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function ProfileForm() {
  const { data, isPending, error } = useMyProfile();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <Panel aria-labelledby="profile-title" data-testid="profile">
      <h2 id="profile-title">{T.title}</h2>
      {notice && (
        <Notice role="alert" data-testid="profile-stale">
          {notice}
        </Notice>
      )}
      {data ? (
        // A new stamp (saved, or reloaded after a 409) fills the form afresh.
        <ProfileFields
          key={data.concurrencyStamp}
          profile={data}
          onSaved={() => setNotice(null)}
          onStale={() => {
            setNotice(T.stale);
            void queryClient.invalidateQueries({ queryKey: accountKeys.profile });
          }}
        />
      ) : (
        <QueryState isPending={isPending} error={error} />
      )}
    </Panel>
  );
}

function ProfileFields({ profile, onSaved, onStale }: { profile: Profile; onSaved: () => void; onStale: () => void }) {
  const update = useUpdateProfile();
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useShopForm<ProfileInput>(profileSchema, { defaultValues: valuesOf(profile) });
  const emailChanged = !sameAddress(watch('email') ?? '', profile.email);

  const submit = handleSubmit(async ({ currentPassword, ...values }) => {
    setProblem(null);
    if (emailChanged && !currentPassword) return setError('currentPassword', { message: T.currentPasswordNeeded }, { shouldFocus: true });
    try {
      await update.mutateAsync({
        ...values,
        phoneNumber: values.phoneNumber || null,
        concurrencyStamp: profile.concurrencyStamp,
        ...(emailChanged ? { currentPassword } : {}),
      });
      notify.success(emailChanged ? T.confirmMailSent(values.email.trim()) : T.saved);
      onSaved();
    } catch (err) {
      if (statusOf(err) === 409) return onStale();
      if (!applyServerErrors(err, setError, ['name', 'surname', 'email', 'phoneNumber', 'currentPassword'])) setProblem(messageOf(err));
    }
  });

  return (
    <>
      <Facts>
        <dt>{T.userName}</dt>
        <dd data-testid="profile-username">{profile.userName}</dd>
        <dt>{T.customer}</dt>
        <dd>
          {[profile.extraProperties.customerNumber, profile.extraProperties.customerName].filter(Boolean).join(' ') || texts.common.none}
        </dd>
        <dt>{T.roles}</dt>
        <dd>{profile.extraProperties.roles.map(roleLabel).join(', ') || texts.common.none}</dd>
      </Facts>
      <p>{T.userNameHint}</p>
      <FormGrid noValidate onSubmit={submit} aria-labelledby="profile-title">
        <div className="row">
          <TextField label={T.name} autoComplete="given-name" maxLength={64} error={errors.name} {...register('name')} />
          <TextField label={T.surname} autoComplete="family-name" maxLength={64} error={errors.surname} {...register('surname')} />
        </div>
        <div className="row">
          <TextField label={T.email} type="email" autoComplete="email" maxLength={256} error={errors.email} {...register('email')} />
          <TextField label={T.phone} type="tel" autoComplete="tel" maxLength={20} hint={T.phoneHint} error={errors.phoneNumber} {...register('phoneNumber')} />
        </div>
        {emailChanged && (
          <div className="row">
            <TextField
              label={T.currentPassword}
              type="password"
              autoComplete="current-password"
              maxLength={200}
              hint={T.currentPasswordHint}
              error={errors.currentPassword}
              {...register('currentPassword')}
            />
          </div>
        )}
        {problem && <Notice role="alert">{problem}</Notice>}
        <ButtonRow>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? texts.common.saving : texts.common.save}
          </Button>
        </ButtonRow>
      </FormGrid>
    </>
  );
}
