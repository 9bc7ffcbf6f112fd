// /winkelwagen/snelbestellen: quick order on a page of its own, into the current basket (the basket
// selector picks another), with the barcode scanner for codes on packages.
import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { basketQueryOptions, Button, PageFrame, useBasketStore } from '@kraanvogel/shared';
import { QuickOrderPanel } from '@/features/quick-order/components/quick-order-panel';
import { texts } from '@/texts';

// The scanner's code loads when it opens.
const Scanner = lazy(() => import('@kraanvogel/shared/scanner').then((m) => ({ default: m.Scanner })));

export function QuickOrderRoute() {
  const current = useBasketStore((s) => s.currentBasket);
  const fallback = useQuery({ ...basketQueryOptions(null), enabled: !current });
  const [scanning, setScanning] = useState(false);
  const basket = current ? { id: Number(current.id), name: current.name } : fallback.data ? { id: Number(fallback.data.id), name: fallback.data.name } : null;
  return (
    <PageFrame title={texts.quickOrder.pageTitle} breadcrumbs={[{ label: texts.quickOrder.pageTitle, url: '/winkelwagen/snelbestellen', level: 1 }]}>
      {basket ? (
        <>
          <Button variant="secondary" onClick={() => setScanning(true)}>
            {texts.quickOrder.scan}
          </Button>
          {scanning && (
            <Suspense fallback={null}>
              <Scanner basketId={basket.id} onClose={() => setScanning(false)} />
            </Suspense>
          )}
          <QuickOrderPanel key={basket.id} basketId={basket.id} basketName={basket.name} />
          <Link to={`/winkelwagen/${basket.id}`}>{texts.basketContent.toBasket}</Link>
        </>
      ) : (
        <p role={fallback.isError ? 'alert' : 'status'}>{fallback.isError ? texts.basketPage.loadFailed : texts.loading}</p>
      )}
    </PageFrame>
  );
}
