// The route modules of Mijn orders and Mijn facturen, which are not for warehouse-only users.
// Each group of screens is a chunk of its own: a page loads only the features it shows.
import { useParams, useSearchParams } from 'react-router';
import { InvoiceDetail } from '@/features/invoices/components/invoice-detail';
import { InvoiceList } from '@/features/invoices/components/invoice-list';
import { invoiceTypeOf } from '@/features/invoices/lib/invoice-filters';
import { OrderDetail } from '@/features/orders/components/order-detail';
import { OrderList } from '@/features/orders/components/order-list';
import { texts } from '@/texts';
import { Frame, OrdersAndInvoicesOnly } from './screen-frame';

export function OrdersScreen() {
  return (
    <Frame>
      <OrdersAndInvoicesOnly>
        <OrderList />
      </OrdersAndInvoicesOnly>
    </Frame>
  );
}

export function OrderScreen() {
  const { level2 = '' } = useParams();
  return (
    <Frame>
      <OrdersAndInvoicesOnly>
        <OrderDetail orderNo={level2} />
      </OrdersAndInvoicesOnly>
    </Frame>
  );
}

export function InvoicesScreen() {
  return (
    <Frame>
      <OrdersAndInvoicesOnly>
        <InvoiceList />
      </OrdersAndInvoicesOnly>
    </Frame>
  );
}

export function InvoiceScreen() {
  const { level2 = '' } = useParams();
  const [params] = useSearchParams();
  const type = invoiceTypeOf(params.get('soort'));
  return (
    <Frame title={`${texts.invoices.typeName[type]} ${level2}`}>
      <OrdersAndInvoicesOnly>
        <InvoiceDetail type={type} invoiceNo={level2} />
      </OrdersAndInvoicesOnly>
    </Frame>
  );
}
