// One registration request: what the applicant sent, what the shop checks itself, and the two
// decisions. Approving asks for a confirmation that says what will happen; rejecting asks for the
// reason the applicant is mailed. A handled request says who handled it and when.
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { z } from 'zod/mini';
import { Button, ButtonRow, LinkButton, notify } from '@kraanvogel/shared';
import { ConfirmDialog, Modal, TextArea } from '@kraanvogel/shared/screens';
import { textRule, useShopForm } from '@kraanvogel/shared/forms';
import { Fact, Facts, Muted, QueryState, Section } from '@/components/ui';
import type { RegistrationChecks, RegistrationRequest } from '@/lib/api-types';
import { messageOf } from '@/lib/api-errors';
import { texts } from '@/texts';
import { useHandleRegistration, useRegistration } from '../api/registrations';

const T = texts.registration;

const CheckList = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 1rem;
  li {
    padding: 0.35rem 0 0.35rem 0.75rem;
    border-left: 4px solid ${(p) => p.theme.colors.success};
    margin-bottom: 0.35rem;
  }
  li[data-ok='false'] {
    border-left-color: ${(p) => p.theme.colors.warning};
  }
  strong {
    margin-right: 0.5rem;
  }
`;

const person = (r: RegistrationRequest) => [r.Persoonsgegevens.Voorletters, r.Persoonsgegevens.Tussenvoegsel, r.Persoonsgegevens.Achternaam].filter(Boolean).join(' ');
const address = (a: { Straatnaam?: string; Nummer?: string; Postcode?: string; Plaats?: string; Land?: string }) =>
  `${a.Straatnaam ?? ''} ${a.Nummer ?? ''}, ${a.Postcode ?? ''} ${a.Plaats ?? ''} (${a.Land ?? ''})`;
const when = (iso: string) => new Date(iso).toLocaleString('nl-NL', { timeZone: 'Europe/Amsterdam', dateStyle: 'long', timeStyle: 'short' });

function Check({ name, ok, children }: { name: string; ok: boolean; children: ReactNode }) {
  return (
    <li data-ok={ok} data-testid={`check-${name}`}>
      <strong>{ok ? T.ok : T.problem}</strong>
      {children}
    </li>
  );
}

export function ChecksList({ checks }: { checks: RegistrationChecks }) {
  const formats = (['kvk', 'vat', 'postcode', 'deliveryPostcode'] as const).map((key) => (
    <Check key={key} name={key} ok={checks[key].ok}>
      {T.checkNames[key]}
      {checks[key].problem ? `: ${checks[key].problem}` : ''}
    </Check>
  ));
  const customers = (list: { number: string; name: string }[]) => list.map((c) => T.customer(c.number, c.name)).join(', ');
  return (
    <CheckList aria-label={T.checks}>
      {formats}
      <Check name="sameKvk" ok={checks.sameKvk.length === 0}>
        {checks.sameKvk.length ? `${T.sameKvk}: ${customers(checks.sameKvk)}` : T.noSameKvk}
      </Check>
      <Check name="sameDomain" ok={checks.sameDomain.length === 0}>
        {checks.domain === null ? T.publicDomain : checks.sameDomain.length ? `${T.sameDomain(checks.domain)}: ${customers(checks.sameDomain)}` : T.noSameDomain(checks.domain)}
      </Check>
      {checks.emailTaken && (
        <Check name="emailTaken" ok={false}>
          {T.emailTaken}
        </Check>
      )}
    </CheckList>
  );
}

const rejectSchema = z.object({ reason: textRule({ max: 1000 }) });

function RejectDialog({ request, busy, onReject, onClose }: { request: RegistrationRequest; busy: boolean; onReject: (reason: string) => void; onClose: () => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useShopForm(rejectSchema, { defaultValues: { reason: '' } });
  return (
    <Modal title={T.rejectTitle} onClose={onClose} testId="reject-popup">
      <form onSubmit={handleSubmit(({ reason }) => onReject(reason))} noValidate>
        <p>{T.rejectIntro(request.Persoonsgegevens.Email)}</p>
        <TextArea label={T.reason} rows={4} error={errors.reason} {...register('reason')} />
        <ButtonRow>
          <Button variant="secondary" onClick={onClose}>
            {T.cancel}
          </Button>
          <Button type="submit" disabled={busy}>
            {T.reject}
          </Button>
        </ButtonRow>
      </form>
    </Modal>
  );
}

export function RegistrationDetail({ id }: { id: number }) {
  const { data, isPending, error } = useRegistration(id);
  const { approve, reject } = useHandleRegistration(id);
  const [asking, setAsking] = useState<'approve' | 'reject' | null>(null);
  if (!data) return <QueryState isPending={isPending} error={error} />;
  const { request: r, checks } = data;
  const company = r.BedrijfsGegevens;
  const handled = r.status !== 'pending' && r.handledTime;

  return (
    <>
      <Section aria-labelledby="aanvraag-status">
        <h2 id="aanvraag-status">{texts.registrations.statuses[r.status]}</h2>
        <Facts>
          <Fact label={T.fields.received}>{`${when(r.creationTime)} (${texts.registrations.age(r.creationTime)})`}</Fact>
        </Facts>
        {handled && (
          <p data-testid="handled">
            {T.handled(texts.registrations.statuses[r.status]!, r.handledBy, when(r.handledTime!))}
            {r.customerNumber && ` ${T.customerNumber(r.customerNumber)}.`}
            {r.rejectionReason && ` ${T.reasonGiven(r.rejectionReason)}`}
          </p>
        )}
        {r.status === 'pending' && (
          <ButtonRow style={{ justifyContent: 'flex-start' }}>
            <Button onClick={() => setAsking('approve')} disabled={checks.emailTaken}>
              {T.approve}
            </Button>
            <Button variant="secondary" onClick={() => setAsking('reject')}>
              {T.reject}
            </Button>
          </ButtonRow>
        )}
      </Section>
      <Section aria-labelledby="aanvraag-controles">
        <h2 id="aanvraag-controles">{T.checks}</h2>
        <Muted>{T.checksIntro}</Muted>
        <ChecksList checks={checks} />
      </Section>
      <Section aria-labelledby="aanvraag-bedrijf">
        <h2 id="aanvraag-bedrijf">{T.company}</h2>
        <Facts>
          <Fact label={T.fields.name}>{company.Naam}</Fact>
          <Fact label={T.fields.kvk}>{company.chamberOfCommerceNumber}</Fact>
          <Fact label={T.fields.vat}>{company.BTW}</Fact>
          <Fact label={T.fields.address}>{address(company)}</Fact>
          <Fact label={T.fields.phone}>{company.Telefoon}</Fact>
          <Fact label={T.fields.email}>{company.Email}</Fact>
        </Facts>
      </Section>
      <Section aria-labelledby="aanvraag-contact">
        <h2 id="aanvraag-contact">{T.contact}</h2>
        <Facts>
          <Fact label={T.fields.person}>{person(r)}</Fact>
          <Fact label={T.fields.phone}>{r.Persoonsgegevens.Telefoon}</Fact>
          <Fact label={T.fields.email}>{r.Persoonsgegevens.Email}</Fact>
        </Facts>
      </Section>
      <Section aria-labelledby="aanvraag-levering">
        <h2 id="aanvraag-levering">{T.delivery}</h2>
        <p>{r.Aflevergegevens.Afleveradresisbedrijfsadres ? T.deliverySame : address(r.Aflevergegevens)}</p>
      </Section>
      <LinkButton variant="secondary" to="/beheer/registraties">
        {T.back}
      </LinkButton>
      {asking === 'approve' && (
        <ConfirmDialog
          title={T.approveTitle}
          message={T.approveText(company.Naam, r.Persoonsgegevens.Email)}
          confirmText={T.approve}
          busy={approve.isPending}
          onCancel={() => setAsking(null)}
          onConfirm={() =>
            approve.mutate(undefined, {
              onSuccess: (done) => notify.success(T.approved(company.Naam, done.customerNumber ?? '')),
              onError: (err) => notify.alert(messageOf(err)),
              onSettled: () => setAsking(null),
            })
          }
        />
      )}
      {asking === 'reject' && (
        <RejectDialog
          request={r}
          busy={reject.isPending}
          onClose={() => setAsking(null)}
          onReject={(reason) =>
            reject.mutate(reason, {
              onSuccess: () => notify.success(T.rejected(company.Naam)),
              onError: (err) => notify.alert(messageOf(err)),
              onSettled: () => setAsking(null),
            })
          }
        />
      )}
    </>
  );
}
