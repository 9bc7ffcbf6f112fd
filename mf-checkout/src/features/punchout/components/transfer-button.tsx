// In punch-out mode the basket page's way on: 'Overbrengen naar inkoopsysteem' instead of
// 'Bestellen'. The shop asks the server for the return form and hands it to /bedankt-punchout,
// which posts it to the procurement system.
import { useNavigate } from 'react-router';
import { Button, notify } from '@kraanvogel/shared';
import { texts } from '@/texts';
import { usePushBasket } from '../api/push-basket';

export function TransferButton({ basketId, disabled }: { basketId: number; disabled: boolean }) {
  const push = usePushBasket();
  const navigate = useNavigate();
  const transfer = () =>
    push.mutate(basketId, {
      onSuccess: (form) => void navigate('/bedankt-punchout', { state: { punchoutReturn: form } }),
      onError: () => notify.alert(texts.punchout.transferFailed),
    });
  return (
    <Button onClick={transfer} disabled={disabled || push.isPending} aria-busy={push.isPending || undefined} data-testid="punchout-transfer">
      {push.isPending ? texts.punchout.transferring : texts.punchout.transfer}
    </Button>
  );
}
