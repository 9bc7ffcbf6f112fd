// The back office's screens, each in the back office's frame.
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { AdminFrame } from '@/components/ui';
import { Overview } from '@/features/overview/overview';
import { RegistrationDetail } from '@/features/registrations/components/registration-detail';
import { RegistrationList } from '@/features/registrations/components/registration-list';
import { registrationOptions } from '@/features/registrations/api/registrations';
import { Releases } from '@/features/releases/components/releases';
import { customerOptions } from '@/features/customers/api/customers';
import { CustomerDetail } from '@/features/customers/components/customer-detail';
import { CustomerList } from '@/features/customers/components/customer-list';
import { orderStateOptions } from '@/features/order-states/api/order-states';
import { OrderStateEdit } from '@/features/order-states/components/order-state-form';
import { OrderStateList } from '@/features/order-states/components/order-state-list';
import { DiscountEdit } from '@/features/discounts/components/discount-form';
import { DiscountImportScreen as DiscountImport } from '@/features/discounts/components/discount-import';
import { DiscountList } from '@/features/discounts/components/discount-list';
import { texts } from '@/texts';

export function OverviewScreen() {
  return (
    <AdminFrame title={texts.title}>
      <Overview />
    </AdminFrame>
  );
}

export function RegistrationsScreen() {
  return (
    <AdminFrame title={texts.registrations.title}>
      <RegistrationList />
    </AdminFrame>
  );
}

export function RegistrationScreen() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0 && id <= 2147483647;
  const { data } = useQuery({ ...registrationOptions(id), enabled: valid });
  const name = data?.request.BedrijfsGegevens.Naam;
  return (
    <AdminFrame title={name ? texts.registration.title(name) : texts.registrations.title} crumbs={[{ label: texts.registrations.title, url: '/beheer/registraties' }]}>
      {valid ? <RegistrationDetail id={id} /> : <p>{texts.notFound}</p>}
    </AdminFrame>
  );
}

export function ReleasesScreen() {
  return (
    <AdminFrame title={texts.releases.title}>
      <Releases />
    </AdminFrame>
  );
}

export function CustomersScreen() {
  return (
    <AdminFrame title={texts.customers.title}>
      <CustomerList />
    </AdminFrame>
  );
}

export function CustomerScreen() {
  const number = useParams().number ?? '';
  const valid = /^[0-9]{1,12}$/.test(number);
  const { data } = useQuery({ ...customerOptions(number), enabled: valid });
  return (
    <AdminFrame title={data ? texts.customer.title(data.number, data.name) : texts.customers.title} crumbs={[{ label: texts.customers.title, url: '/beheer/klanten' }]}>
      {valid ? <CustomerDetail number={number} /> : <p>{texts.customers.empty}</p>}
    </AdminFrame>
  );
}

export function OrderStatesScreen() {
  return (
    <AdminFrame title={texts.orderStates.title}>
      <OrderStateList />
    </AdminFrame>
  );
}

export function OrderStateScreen() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0 && id <= 2147483647;
  const { data } = useQuery({ ...orderStateOptions(id), enabled: valid });
  return (
    <AdminFrame title={data ? texts.orderState.title(data.code, data.codeDisplayName) : texts.orderStates.title} crumbs={[{ label: texts.orderStates.title, url: '/beheer/orderstatussen' }]}>
      {valid ? <OrderStateEdit id={id} /> : <p>{texts.orderStates.notFound}</p>}
    </AdminFrame>
  );
}

export function DiscountsScreen() {
  return (
    <AdminFrame title={texts.discounts.title}>
      <DiscountList />
    </AdminFrame>
  );
}

/** /beheer/kortingen/nieuw (a new discount) or /beheer/kortingen/{id}. */
export function DiscountScreen() {
  const param = useParams().id;
  const id = param === undefined ? null : Number(param);
  const valid = id === null || (Number.isInteger(id) && id > 0 && id <= 2147483647);
  const crumbs = [{ label: texts.discounts.title, url: '/beheer/kortingen' }];
  return (
    <AdminFrame title={id === null ? texts.discount.newTitle : texts.discount.title(id)} crumbs={crumbs}>
      {valid ? <DiscountEdit key={param ?? 'nieuw'} id={id} /> : <p>{texts.discount.notFound}</p>}
    </AdminFrame>
  );
}

export function DiscountImportScreen() {
  return (
    <AdminFrame title={texts.discountImport.title} crumbs={[{ label: texts.discounts.title, url: '/beheer/kortingen' }]}>
      <DiscountImport />
    </AdminFrame>
  );
}
