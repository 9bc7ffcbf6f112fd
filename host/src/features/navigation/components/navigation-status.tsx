// While the assortment tree loads or after it failed to: the same words and retry button in the
// mega menu and the mobile menu.
import type { ReactNode } from 'react';
import { texts } from '@/texts';

export function NavigationStatus({ isPending, isError, retry, children }: { isPending: boolean; isError: boolean; retry: () => void; children: ReactNode }) {
  if (isPending) return <p role="status">{texts.nav.loading}</p>;
  if (isError) {
    return (
      <p role="alert">
        {texts.nav.failed}{' '}
        <button type="button" onClick={retry}>
          {texts.nav.retry}
        </button>
      </p>
    );
  }
  return <>{children}</>;
}
