// Retouraanvraag: the lines chosen from delivered orders, and where and when they can be
// picked up: the address (prefilled from the organization's main address), contact person,
// planned date, phone, e-mail and reference; the shipping method is the default 2000. After a
// successful submit the request is reset and the user lands on the thank-you page.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { Button, ButtonRow, useAuth } from '@kraanvogel/shared';
import { useShopForm } from '@kraanvogel/shared/forms';
import { FormGrid, Notice, Panel, QueryState } from '@/components/ui';
import { applyServerErrors, messageOf } from '@/lib/api-errors';
import type { OrganizationAddress, Profile } from '@/lib/api-types';
import { COUNTRIES } from '@/lib/validation';
import { texts } from '@/texts';
import { profileQueryOptions } from '@/lib/account-queries';
import { useMainAddress } from '../api/get-main-address';
import { useSubmitReturn } from '../api/submit-return';
import { returnFormSchema, type ReturnFormFields } from '../lib/return-rules';
import { useReturnRequest } from '../stores/return-request-store';
import { OrderLinesPicker } from './order-lines-picker';
import { RequestLines } from './request-lines';
import { earliestDeliveryDate } from '@kraanvogel/shared/rules';
import { SelectField, TextField } from '@kraanvogel/shared/screens';

const T = texts.returns;
const F = T.form;
const countryOptions = COUNTRIES.map((c) => ({ value: c, label: texts.organization.form.countries[c] ?? c }));

const Wide = styled(Panel)`
  max-width: none;
`;

export function ReturnRequest() {
  const address = useMainAddress();
  const profile = useQuery(profileQueryOptions());
  const authUser = useAuth((s) => s.user);
  const settled = (q: { isPending: boolean }) => !q.isPending;
  return (
    <>
      <p>{T.intro}</p>
      <Wide aria-labelledby="return-pick">
        <h2 id="return-pick">{T.pick.title}</h2>
        <OrderLinesPicker />
      </Wide>
      <Wide aria-labelledby="return-lines-title">
        <h2 id="return-lines-title">{T.lines.title}</h2>
        <RequestLines />
      </Wide>
      <Panel aria-labelledby="return-form-title">
        <h2 id="return-form-title">{F.title}</h2>
        {settled(address) && settled(profile) ? (
          <ReturnForm defaults={defaultsOf(address.data, profile.data, authUser)} prefilled={!!address.data} />
        ) : (
          <QueryState isPending error={null} />
        )}
      </Panel>
    </>
  );
}

function defaultsOf(a: OrganizationAddress | undefined, p: Profile | undefined, user: { name: string; email?: string } | null): ReturnFormFields {
  return {
    addressLine: a ? `${a.street} ${a.houseNumber}`.trim() : '',
    addressLine2: '',
    postalCode: a?.postalCode ?? '',
    city: a?.city ?? '',
    province: '',
    country: a?.country === 'BE' || a?.country === 'DE' ? a.country : 'NL',
    contactPersonName: p ? `${p.name} ${p.surname}`.trim() : (user?.name ?? ''),
    plannedDateOfReturn: earliestDeliveryDate(),
    phoneNumber: p?.phoneNumber ?? '',
    faxNumber: '',
    email: p?.email ?? user?.email ?? '',
    reference: '',
  };
}

const FIELDS = ['addressLine', 'addressLine2', 'postalCode', 'city', 'province', 'country', 'contactPersonName', 'plannedDateOfReturn', 'phoneNumber', 'faxNumber', 'email', 'reference'] as const;

function ReturnForm({ defaults, prefilled }: { defaults: ReturnFormFields; prefilled: boolean }) {
  const navigate = useNavigate();
  const submitReturn = useSubmitReturn();
  const lines = useReturnRequest((s) => s.lines);
  const returnShippingMethod = useReturnRequest((s) => s.returnShippingMethod);
  const reset = useReturnRequest((s) => s.reset);
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useShopForm<ReturnFormFields>(returnFormSchema, { defaultValues: defaults });

  const submit = handleSubmit(async (v) => {
    setProblem(null);
    if (!lines.length) return setProblem(T.lines.required);
    try {
      const result = await submitReturn.mutateAsync({
        returnShippingMethod,
        addressLine: v.addressLine,
        addressLine2: v.addressLine2 || null,
        postalCode: v.postalCode,
        city: v.city,
        country: v.country,
        province: v.province || null,
        contactPersonName: v.contactPersonName,
        plannedDateOfReturn: v.plannedDateOfReturn,
        phoneNumber: v.phoneNumber,
        faxNumber: v.faxNumber || null,
        email: v.email,
        reference: v.reference || null,
        returnOrderLineDtos: lines.map((l) => ({ amount: l.amount, productId: l.productId, skuName: l.skuName, orderNumber: l.orderNumber, reasonOfReturn: l.reasonOfReturn })),
      });
      reset();
      void navigate('/mijnaccount/retouraanvraag/bedankt', { state: result });
    } catch (err) {
      if (!applyServerErrors(err, setError, FIELDS)) setProblem(messageOf(err));
    }
  });

  return (
    <FormGrid noValidate onSubmit={submit} aria-labelledby="return-form-title" data-testid="return-form">
      {prefilled && <p style={{ margin: 0 }}>{F.prefilled}</p>}
      <TextField label={F.addressLine} autoComplete="address-line1" maxLength={200} error={errors.addressLine} {...register('addressLine')} />
      <TextField label={F.addressLine2} autoComplete="address-line2" maxLength={200} error={errors.addressLine2} {...register('addressLine2')} />
      <div className="row">
        <TextField label={F.postalCode} autoComplete="postal-code" maxLength={10} error={errors.postalCode} {...register('postalCode')} />
        <TextField label={F.city} autoComplete="address-level2" maxLength={64} error={errors.city} {...register('city')} />
      </div>
      <div className="row">
        <TextField label={F.province} autoComplete="address-level1" maxLength={64} error={errors.province} {...register('province')} />
        <SelectField label={F.country} options={countryOptions} error={errors.country} {...register('country')} />
      </div>
      <div className="row">
        <TextField label={F.contactPersonName} autoComplete="name" maxLength={128} error={errors.contactPersonName} {...register('contactPersonName')} />
        <TextField label={F.plannedDateOfReturn} type="date" min={earliestDeliveryDate()} error={errors.plannedDateOfReturn} {...register('plannedDateOfReturn')} />
      </div>
      <div className="row">
        <TextField label={F.phoneNumber} type="tel" autoComplete="tel" maxLength={30} error={errors.phoneNumber} {...register('phoneNumber')} />
        <TextField label={F.faxNumber} type="tel" maxLength={30} error={errors.faxNumber} {...register('faxNumber')} />
      </div>
      <div className="row">
        <TextField label={F.email} type="email" autoComplete="email" maxLength={254} error={errors.email} {...register('email')} />
        <TextField label={F.reference} maxLength={35} error={errors.reference} {...register('reference')} />
      </div>
      {problem && (
        <Notice role="alert" data-testid="return-problem">
          {problem}
        </Notice>
      )}
      <ButtonRow>
        <Button type="submit" disabled={submitReturn.isPending}>
          {submitReturn.isPending ? F.busy : F.submit}
        </Button>
      </ButtonRow>
    </FormGrid>
  );
}
