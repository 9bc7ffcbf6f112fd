// /registratie: its own chunk, so the form library loads only for visitors who register.
export { RegistrationWizard as RegistrationRoute } from '@/features/registration/components/registration-wizard';
