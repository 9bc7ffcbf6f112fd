// Two-factor sign-in (TOTP): whether it is on; turning it on asks the api for a new secret, shows
// it as a QR code and as text, and takes effect only when the user types a valid code from his
// app and confirms with his current password; turning it off asks for his password. From then on the provider's sign-in asks for a code.
import { useState } from 'react';
import styled from 'styled-components';
import { Button, ButtonRow, VisuallyHidden, notify } from '@kraanvogel/shared';
import { useShopForm } from '@kraanvogel/shared/forms';
import { FormGrid, Notice, Panel, QueryState } from '@/components/ui';
import { applyServerErrors, messageOf } from '@/lib/api-errors';
import { texts } from '@/texts';
import { useTwoFactorEnabled } from '../api/get-two-factor';
import { useSetTwoFactor } from '../api/set-two-factor';
import { codeSchema, disableSchema, type CodeInput, type DisableInput } from '../lib/profile-schemas';
import { QrCode } from './qr-code';
import { TextField } from '@kraanvogel/shared/screens';

const T = texts.twoFactor;

const Secret = styled.code`
  display: inline-block;
  font-size: 1.05rem;
  letter-spacing: 0.08em;
  word-break: break-all;
  padding: 0.25rem 0.5rem;
  background: ${(p) => p.theme.colors.surface};
  border-radius: ${(p) => p.theme.radius};
`;

/** The secret in groups of four, easier to type over. */
export const groupSecret = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

export function TwoFactorSection() {
  const { data: enabled, isPending, error } = useTwoFactorEnabled();
  const set = useSetTwoFactor();
  const [setup, setSetup] = useState<{ secret: string; otpauthUri: string } | null>(null);
  const [disabling, setDisabling] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const start = async () => {
    setProblem(null);
    try {
      const r = await set.mutateAsync({ enabled: true, body: {} });
      if (r.secret && r.otpauthUri) setSetup({ secret: r.secret, otpauthUri: r.otpauthUri });
    } catch (err) {
      setProblem(messageOf(err));
    }
  };

  return (
    <Panel aria-labelledby="two-factor-title" data-testid="two-factor">
      <h2 id="two-factor-title">{T.title}</h2>
      <p>{T.intro}</p>
      {enabled === undefined ? (
        <QueryState isPending={isPending} error={error} />
      ) : (
        <>
          <p role="status" data-testid="two-factor-state">
            <strong>{enabled ? T.isOn : T.isOff}</strong>
          </p>
          {problem && <Notice role="alert">{problem}</Notice>}
          {!enabled && !setup && (
            <Button onClick={() => void start()} disabled={set.isPending}>
              {T.turnOn}
            </Button>
          )}
          {!enabled && setup && (
            <EnableSteps
              setup={setup}
              onDone={() => {
                setSetup(null);
                notify.success(T.turnedOn);
              }}
              onCancel={() => setSetup(null)}
            />
          )}
          {enabled && !disabling && (
            <Button variant="secondary" onClick={() => setDisabling(true)}>
              {T.turnOff}
            </Button>
          )}
          {enabled && disabling && (
            <DisableForm
              onDone={() => {
                setDisabling(false);
                notify.success(T.turnedOff);
              }}
              onCancel={() => setDisabling(false)}
            />
          )}
        </>
      )}
    </Panel>
  );
}

function EnableSteps({ setup, onDone, onCancel }: { setup: { secret: string; otpauthUri: string }; onDone: () => void; onCancel: () => void }) {
  const set = useSetTwoFactor();
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useShopForm<CodeInput, { code: string; password: string }>(codeSchema, { defaultValues: { code: '', password: '' } });
  const submit = handleSubmit(async ({ code, password }) => {
    setProblem(null);
    try {
      await set.mutateAsync({ enabled: true, body: { code, password } });
      onDone();
    } catch (err) {
      if (!applyServerErrors(err, setError, ['code', 'password'])) setProblem(messageOf(err));
    }
  });
  return (
    <div data-testid="two-factor-setup">
      <p>{T.scan}</p>
      <QrCode value={setup.otpauthUri} alt={T.qrAlt} />
      <p>{T.manual}</p>
      <p>
        <VisuallyHidden>{T.secretLabel}: </VisuallyHidden>
        <Secret data-testid="two-factor-secret">
          {groupSecret(setup.secret)}
        </Secret>
      </p>
      <FormGrid noValidate onSubmit={submit} aria-label={T.enterCode}>
        <p style={{ margin: 0 }}>{T.enterCode}</p>
        <TextField label={T.code} inputMode="numeric" autoComplete="one-time-code" maxLength={7} error={errors.code} {...register('code')} />
        <p style={{ margin: 0 }}>{T.enterPassword}</p>
        <TextField label={T.currentPassword} type="password" autoComplete="current-password" maxLength={200} error={errors.password} {...register('password')} />
        {problem && <Notice role="alert">{problem}</Notice>}
        <ButtonRow>
          <Button variant="secondary" onClick={onCancel}>
            {texts.common.cancel}
          </Button>
          <Button type="submit" disabled={set.isPending}>
            {T.confirm}
          </Button>
        </ButtonRow>
      </FormGrid>
    </div>
  );
}

function DisableForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const set = useSetTwoFactor();
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useShopForm<DisableInput>(disableSchema, { defaultValues: { password: '' } });
  const submit = handleSubmit(async ({ password }) => {
    setProblem(null);
    try {
      await set.mutateAsync({ enabled: false, body: { password } });
      onDone();
    } catch (err) {
      if (!applyServerErrors(err, setError, ['password'])) setProblem(messageOf(err));
    }
  });
  return (
    <FormGrid noValidate onSubmit={submit} aria-label={T.turnOff} data-testid="two-factor-off">
      <p style={{ margin: 0 }}>{T.offIntro}</p>
      <TextField label={T.password} type="password" autoComplete="current-password" error={errors.password} {...register('password')} />
      {problem && <Notice role="alert">{problem}</Notice>}
      <ButtonRow>
        <Button variant="secondary" onClick={onCancel}>
          {texts.common.cancel}
        </Button>
        <Button type="submit" disabled={set.isPending}>
          {T.confirmOff}
        </Button>
      </ButtonRow>
    </FormGrid>
  );
}
