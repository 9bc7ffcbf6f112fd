// The registration queue: requests by status, oldest first, searched and paged on the server;
// status, search text and page are in the URL, so a link shows the same list.
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Button, formatDate } from '@kraanvogel/shared';
import { Pagination, ResponsiveList, SelectField, TextField } from '@kraanvogel/shared/screens';
import { Muted, QueryState, Toolbar } from '@/components/ui';
import type { RegistrationRequest, RegistrationStatus } from '@/lib/api-types';
import { PAGE_SIZE, pageOf, withPage } from '@/lib/list-params';
import { texts } from '@/texts';
import { useRegistrationPage } from '../api/registrations';

const T = texts.registrations;
const STATUSES: RegistrationStatus[] = ['pending', 'approved', 'rejected'];

export function statusOf(params: URLSearchParams): RegistrationStatus {
  const s = params.get('status');
  return STATUSES.includes(s as RegistrationStatus) ? (s as RegistrationStatus) : 'pending';
}

const contact = (r: RegistrationRequest) => [r.Persoonsgegevens.Voornaam, r.Persoonsgegevens.Tussenvoegsel, r.Persoonsgegevens.Achternaam].filter(Boolean).join(' ');

/** The filters as typed, applied to the URL on submit (Enter or the button); page 1 again. */
function Filters({ status, filter }: { status: RegistrationStatus; filter: string }) {
  const [, setParams] = useSearchParams();
  const [draft, setDraft] = useState({ status, filter });
  const apply = (e: FormEvent) => {
    e.preventDefault();
    const next = new URLSearchParams();
    if (draft.status !== 'pending') next.set('status', draft.status);
    if (draft.filter.trim()) next.set('zoek', draft.filter.trim());
    setParams(next);
  };
  return (
    <Toolbar role="search" aria-label={T.filters} onSubmit={apply}>
      <SelectField
        label={T.status}
        value={draft.status}
        onChange={(e) => setDraft({ ...draft, status: e.target.value as RegistrationStatus })}
        options={STATUSES.map((s) => ({ value: s, label: T.statuses[s] }))}
      />
      <TextField label={T.search} hint={T.searchHint} type="search" value={draft.filter} maxLength={100} onChange={(e) => setDraft({ ...draft, filter: e.target.value })} />
      <Button type="submit">{T.apply}</Button>
    </Toolbar>
  );
}

export function RegistrationList() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const status = statusOf(params);
  const filter = params.get('zoek') ?? '';
  const page = pageOf(params);
  const { data, isPending, error, isPlaceholderData } = useRegistrationPage({ status, filter, page, pageSize: PAGE_SIZE });

  const pages = data ? Math.max(1, Math.ceil(data.totalCount / PAGE_SIZE)) : 1;
  return (
    <>
      {/* A new URL (back, a shared link) shows its own filters. */}
      <Filters key={`${status}|${filter}`} status={status} filter={filter} />
      <QueryState isPending={isPending} error={error} empty={data?.items.length === 0} emptyText={T.empty} />
      {data && data.items.length > 0 && (
        <>
          <Muted aria-live="polite">{T.count(data.totalCount)}</Muted>
          <ResponsiveList
            caption={`${T.caption}: ${T.statuses[status]}`}
            captionHidden
            busy={isPlaceholderData}
            rows={data.items}
            rowKey={(r) => r.id}
            data-testid="registration-list"
            columns={[
              { header: T.columns.company, cell: (r) => <Link to={`/beheer/registraties/${r.id}`}>{r.BedrijfsGegevens.Naam}</Link>, card: 'title' },
              { header: T.columns.received, cell: (r) => formatDate(r.creationTime) },
              { header: T.columns.age, cell: (r) => T.age(r.creationTime) },
              { header: T.columns.kvk, cell: (r) => r.BedrijfsGegevens.chamberOfCommerceNumber },
              { header: T.columns.contact, cell: (r) => `${contact(r)} (${r.Persoonsgegevens.Email})` },
              { header: T.columns.city, cell: (r) => r.BedrijfsGegevens.Plaats },
              { header: T.columns.status, cell: (r) => T.statuses[r.status] },
            ]}
          />
          <Pagination page={Math.min(page, pages)} pages={pages} label={T.pagination} hrefFor={(p) => withPage(pathname, params, p)} />
        </>
      )}
    </>
  );
}
