import { PageFrame } from '@kraanvogel/shared';
import { texts } from '../../texts';

export function OutletRoute() {
  return (
    <PageFrame
      title={texts.outlet}
      breadcrumbs={[
        { label: texts.assortiment, url: '/assortiment', level: 0 },
        { label: texts.outlet, url: '/assortiment/outlet', level: 1 },
      ]}
    />
  );
}
