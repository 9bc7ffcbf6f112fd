import { PageFrame } from '@kraanvogel/shared';
import { texts } from '../../texts';

export function OrderRoute() {
  return (
    <PageFrame title={texts.order} breadcrumbs={[{ label: texts.order, url: '/order', level: 1 }]}>
      <p aria-current="step">{texts.orderStep(1)}</p>
    </PageFrame>
  );
}
