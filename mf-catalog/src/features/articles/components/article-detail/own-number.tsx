// The customer's own number for the article (klantartikelnummer) on the article page: shown to
// every user of the customer that gave it one; the main user gives, changes or removes it here
// (the form loads only for him).
import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { useCustomerNumbers } from '@/lib/customer-numbers';
import { texts } from '@/texts';

const OwnNumberForm = lazy(() => import('./own-number-form').then((m) => ({ default: m.OwnNumberForm })));

const Shown = styled.p`
  margin: 0.5rem 0;
  span {
    color: ${(p) => p.theme.colors.muted};
  }
`;

export function OwnNumber({ itemNo }: { itemNo: string }) {
  const { numbers, ready, user, canEdit } = useCustomerNumbers();
  if (!user || !ready) return null;
  const current = numbers.get(itemNo) ?? '';
  if (canEdit) {
    return (
      <Suspense fallback={null}>
        <OwnNumberForm key={`${itemNo}:${current}`} itemNo={itemNo} current={current} user={user} />
      </Suspense>
    );
  }
  if (!current) return null;
  return (
    <Shown data-testid="own-number">
      <span>{texts.article_.ownNumber}:</span> <strong>{current}</strong>
    </Shown>
  );
}
