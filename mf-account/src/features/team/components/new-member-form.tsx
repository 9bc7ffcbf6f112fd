// Nieuw teamlid (main user): name, e-mail address, optional phone and role (employee or
// warehouse). The api makes him a user of the identity provider and mails him a one-time link to
// set his password; then the team list shows him. The main user confirms with his own password.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, ButtonRow, LinkButton, notify } from '@kraanvogel/shared';
import { useShopForm } from '@kraanvogel/shared/forms';
import { FormGrid, Notice } from '@/components/ui';
import { applyServerErrors, messageOf } from '@/lib/api-errors';
import { texts } from '@/texts';
import { useInviteMember } from '../api/invite-member';
import { MEMBER_ROLES, memberSchema, type MemberInput } from '../lib/member-schema';
import { RadioGroup, TextField } from '@kraanvogel/shared/screens';

const T = texts.team.form;
const roleOptions = MEMBER_ROLES.map((value) => ({ value, label: T.roles[value] }));

export function NewMemberForm() {
  const navigate = useNavigate();
  const invite = useInviteMember();
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useShopForm<MemberInput>(memberSchema, { defaultValues: { name: '', surname: '', email: '', phoneNumber: '', role: 'employee', currentPassword: '' } });

  const submit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      const member = await invite.mutateAsync({ ...values, phoneNumber: values.phoneNumber || null });
      notify.success(T.invited(member.email));
      void navigate('/mijnaccount/mijnorganisatie/mijnteam');
    } catch (err) {
      if (!applyServerErrors(err, setError, ['name', 'surname', 'email', 'phoneNumber', 'role', 'currentPassword'])) setProblem(messageOf(err));
    }
  });

  return (
    <>
      <p>{T.intro}</p>
      <FormGrid noValidate onSubmit={submit} aria-label={texts.pages.nieuwlid} data-testid="new-member-form">
        <div className="row">
          <TextField label={T.name} autoComplete="off" maxLength={64} error={errors.name} {...register('name')} />
          <TextField label={T.surname} autoComplete="off" maxLength={64} error={errors.surname} {...register('surname')} />
        </div>
        <div className="row">
          <TextField label={T.email} type="email" autoComplete="off" maxLength={256} hint={T.emailHint} error={errors.email} {...register('email')} />
          <TextField label={T.phone} type="tel" autoComplete="off" maxLength={20} error={errors.phoneNumber} {...register('phoneNumber')} />
        </div>
        <RadioGroup label={T.role} options={roleOptions} error={errors.role} {...register('role')} />
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
        {problem && <Notice role="alert">{problem}</Notice>}
        <ButtonRow>
          <LinkButton variant="secondary" to="/mijnaccount/mijnorganisatie/mijnteam">
            {T.back}
          </LinkButton>
          <Button type="submit" disabled={invite.isPending}>
            {invite.isPending ? texts.common.saving : T.submit}
          </Button>
        </ButtonRow>
      </FormGrid>
    </>
  );
}
