// The route module of Mijn inloggegevens: every user's own.
// Each group of screens is a chunk of its own: a page loads only the features it shows.
import { LoginDetails } from '@/features/profile/components/login-details';
import { Frame } from './screen-frame';

export function LoginDetailsScreen() {
  return (
    <Frame>
      <LoginDetails />
    </Frame>
  );
}
