// The plainest possible way home: when the error page cannot be loaded (route-error.tsx) or drawn
// (error-page.tsx).
import { texts } from '@/texts';

export function PlainWayHome() {
  return (
    <p>
      {texts.errors.errorPageFailed} <a href="/">{texts.errors.backHome}</a>
    </p>
  );
}
