// The barcode scanner as the screens entry offers it: a small wrapper whose dialog, texts and
// decoder are a chunk of their own, loaded when the scanner opens (./scanner-dialog.tsx).
import { lazy, Suspense } from 'react';
import type { ScannerProps } from './scanner-dialog';

export type { ScannerProps };

const ScannerDialog = lazy(() => import(/* webpackChunkName: "scanner" */ './scanner-dialog'));

export function Scanner(props: ScannerProps) {
  return (
    <Suspense fallback={null}>
      <ScannerDialog {...props} />
    </Suspense>
  );
}
