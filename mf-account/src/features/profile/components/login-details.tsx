// Mijn inloggegevens: the user's details, password, two-factor sign-in and the open-basket reminder.
import { useMyProfile } from '../api/get-my-profile';
import { BasketReminderSwitch } from './basket-reminder-switch';
import { ChangePasswordForm } from './change-password-form';
import { ProfileForm } from './profile-form';
import { TwoFactorSection } from './two-factor';

export function LoginDetails() {
  const { data } = useMyProfile();
  return (
    <>
      <ProfileForm />
      <ChangePasswordForm userName={data?.userName ?? ''} />
      <TwoFactorSection />
      <BasketReminderSwitch />
    </>
  );
}
