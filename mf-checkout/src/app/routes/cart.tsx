import { PageFrame } from '@kraanvogel/shared';
import { texts } from '../../texts';

export function CartRoute() {
  return <PageFrame title={texts.cart} breadcrumbs={[{ label: texts.cart, url: '/winkelwagen', level: 1 }]} />;
}
