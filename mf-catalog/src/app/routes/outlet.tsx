// /assortiment/outlet: the outlet articles (CombinedParentKeys holds 'outlet' for them).
import { PageFrame } from '@kraanvogel/shared';
import { Listing } from '@/features/search/components/listing';
import { texts } from '@/texts';

const SCOPE = { kind: 'category', path: 'outlet' } as const;

export function OutletRoute() {
  return (
    <PageFrame
      title={texts.outlet}
      breadcrumbs={[
        { label: texts.assortiment, url: '/assortiment', level: 0 },
        { label: texts.outlet, url: '/assortiment/outlet', level: 1 },
      ]}
    >
      <p>{texts.outletIntro}</p>
      <Listing scope={SCOPE} />
    </PageFrame>
  );
}
