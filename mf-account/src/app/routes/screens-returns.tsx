// The route modules of the return request and its thank-you page: a return needs the orders,
// which a warehouse-only user cannot see.
// Each group of screens is a chunk of its own: a page loads only the features it shows.
import { ReturnRequest } from '@/features/returns/components/return-request';
import { ReturnThanks } from '@/features/returns/components/return-thanks';
import { NoAccess } from '@/features/overview/components/no-access';
import { useAccountAccess } from '@/lib/roles';
import { texts } from '@/texts';
import { Frame } from './screen-frame';

/** A return needs the orders, which a warehouse-only user cannot see (the api refuses him too). */
export function ReturnRequestScreen() {
  const access = useAccountAccess();
  return <Frame>{access.ordersAndInvoices ? <ReturnRequest /> : <NoAccess text={texts.noAccess.returns} />}</Frame>;
}

export function ReturnThanksScreen() {
  return (
    <Frame>
      <ReturnThanks />
    </Frame>
  );
}
