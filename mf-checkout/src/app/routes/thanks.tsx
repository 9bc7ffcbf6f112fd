// /bedankt?order=…: the thank-you page of a placed order; /bedankt-punchout after a punch-out.
import { useLocation, useSearchParams } from 'react-router';
import { PageFrame } from '@kraanvogel/shared';
import { Thanks } from '@/features/order/components/thanks';
import { PunchoutReturnForm } from '@/features/punchout/components/punchout-return';
import type { PunchoutReturn } from '@/features/punchout/api/push-basket';
import { texts } from '@/texts';

export function ThanksRoute() {
  const [params] = useSearchParams();
  return (
    <PageFrame title={texts.thanks}>
      <Thanks orderNo={params.get('order')} />
    </PageFrame>
  );
}

/** After 'Overbrengen naar inkoopsysteem': the basket's return form comes along in the history state. */
export function ThanksPunchoutRoute() {
  const state = useLocation().state as { punchoutReturn?: PunchoutReturn } | null;
  return (
    <PageFrame title={texts.thanksPunchout}>
      <PunchoutReturnForm form={state?.punchoutReturn ?? null} />
    </PageFrame>
  );
}
