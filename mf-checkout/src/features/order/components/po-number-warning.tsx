// Step 1's warning under the PO number: the number is already on an open order of the customer
// (a warning, not a refusal: a call-off order may share its PO number). Asked after a pause in
// typing.
import { useEffect, useState } from 'react';
import { texts } from '@/texts';
import { usePoNumberInUse } from '../api/get-po-number-use';

const TYPING_PAUSE_MS = 500;

export function PoNumberWarning({ poNumber }: { poNumber: string }) {
  const [settled, setSettled] = useState(poNumber);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(poNumber), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [poNumber]);
  const { data } = usePoNumberInUse(settled);
  const orders = settled.trim() && data && data.poNumber.toLowerCase() === settled.trim().toLowerCase() ? data.openOrderNos : [];
  return (
    <p role="status" className="warning" data-testid="po-number-warning" hidden={orders.length === 0}>
      {orders.length > 0 ? texts.orderWizard.poNumberInUse(settled.trim(), orders) : null}
    </p>
  );
}
