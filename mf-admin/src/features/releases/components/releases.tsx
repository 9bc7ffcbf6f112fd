// The releases screen: with the administrator's own sign-in when he has the operator right (the
// release API decides; without it he is told so and can give an operator's deploy token), what
// runs where, rolling one app back (a confirmation that names both versions and asks the reason
// for the audit trail), and the audit trail, filtered by app and paged on the server (both in the
// URL).
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { z } from 'zod/mini';
import { ApiError, Button, ButtonRow, notify, useAuth } from '@kraanvogel/shared';
import { Modal, Pagination, ResponsiveList, SelectField, TextArea, TextField } from '@kraanvogel/shared/screens';
import { textRule, useShopForm } from '@kraanvogel/shared/forms';
import { Muted, QueryState, Section, Toolbar } from '@/components/ui';
import { messageOf } from '@/lib/api-errors';
import { PAGE_SIZE, pageOf, withPage } from '@/lib/list-params';
import type { ReleaseAppStatus } from '@/lib/release-types';
import { texts } from '@/texts';
import { useReleaseAudit, useReleaseStatus, useReleaseToken, useRollback } from '../api/release-api';

const T = texts.releases;
const APPS = Object.keys(T.appNames);
const appLabel = (app: string | null) => (app ? T.appLabel(app, T.appNames[app]) : T.none);
const when = (iso: string) => new Date(iso).toLocaleString('nl-NL', { timeZone: 'Europe/Amsterdam', dateStyle: 'medium', timeStyle: 'short' });

const tokenSchema = z.object({ token: textRule({ max: 200 }) });

function TokenForm() {
  const setToken = useReleaseToken((s) => s.setToken);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useShopForm(tokenSchema, { defaultValues: { token: '' } });
  return (
    <form onSubmit={handleSubmit(({ token }) => setToken(token))} noValidate aria-label={T.tokenLegend}>
      <p>{T.tokenIntro}</p>
      <TextField label={T.token} type="password" autoComplete="off" error={errors.token} {...register('token')} />
      <Button type="submit">{T.connect}</Button>
    </form>
  );
}

const reasonSchema = z.object({ reason: textRule({ max: 400 }) });

function RollbackDialog({ app, revision, token, onClose }: { app: ReleaseAppStatus; revision: number; token: string; onClose: () => void }) {
  const rollback = useRollback(token);
  const admin = useAuth((s) => s.user?.name ?? '');
  const name = appLabel(app.app);
  const from = app.current?.version ?? T.none;
  const to = app.previous!;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useShopForm(reasonSchema, { defaultValues: { reason: '' } });
  const submit = ({ reason }: { reason: string }) =>
    rollback.mutate(
      { app: app.app, version: to, expectedRevision: revision, message: T.rollbackMessage(reason, admin) },
      {
        onSuccess: (done) => {
          notify.success(T.rolledBack(name, done.to));
          onClose();
        },
        onError: (err) => notify.alert(messageOf(err)),
      },
    );
  return (
    <Modal title={T.rollbackTitle(name)} onClose={onClose} testId="rollback-popup">
      <form onSubmit={handleSubmit(submit)} noValidate>
        <p>{T.rollbackText(name, from, to)}</p>
        <TextArea label={T.reason} rows={3} error={errors.reason} {...register('reason')} />
        <ButtonRow>
          <Button variant="secondary" onClick={onClose}>
            {T.cancel}
          </Button>
          <Button type="submit" disabled={rollback.isPending}>
            {T.rollbackConfirm(to)}
          </Button>
        </ButtonRow>
      </form>
    </Modal>
  );
}

function Running({ token }: { token: string }) {
  const { data, isPending, error } = useReleaseStatus(token);
  const [asking, setAsking] = useState<ReleaseAppStatus | null>(null);
  return (
    <Section aria-labelledby="releases-running">
      <h2 id="releases-running">{T.running}</h2>
      <QueryState isPending={isPending} error={error} />
      {data && (
        <ResponsiveList
          caption={T.runningCaption}
          captionHidden
          rows={data.apps}
          rowKey={(a) => a.app}
          data-testid="release-apps"
          columns={[
            { header: T.columns.app, cell: (a) => appLabel(a.app), card: 'title' },
            { header: T.columns.version, cell: (a) => a.current?.version ?? T.none },
            { header: T.columns.published, cell: (a) => (a.current ? T.publishedBy(when(a.current.publishedAt), a.current.publishedBy) : T.none) },
            { header: T.columns.previous, cell: (a) => a.previous ?? T.none },
            { header: T.columns.versions, cell: (a) => a.versionCount, numeric: true },
            { header: T.columns.smoke, cell: (a) => (a.smokeRunning ? T.smokeRunning : T.smokeIdle) },
            {
              header: T.columns.action,
              card: 'action',
              cell: (a) =>
                a.previous && a.current ? (
                  <Button variant="secondary" aria-label={T.rollbackLabel(appLabel(a.app))} onClick={() => setAsking(a)}>
                    {T.rollback}
                  </Button>
                ) : null,
            },
          ]}
        />
      )}
      {asking && data && <RollbackDialog app={asking} revision={data.revision} token={token} onClose={() => setAsking(null)} />}
    </Section>
  );
}

function AuditFilter({ app }: { app: string }) {
  const [, setParams] = useSearchParams();
  const [draft, setDraft] = useState(app);
  const apply = (e: FormEvent) => {
    e.preventDefault();
    setParams(draft ? { app: draft } : {});
  };
  return (
    <Toolbar role="search" aria-label={T.audit} onSubmit={apply}>
      <SelectField label={T.auditFilter} value={draft} onChange={(e) => setDraft(e.target.value)} options={[{ value: '', label: T.allApps }, ...APPS.map((a) => ({ value: a, label: appLabel(a) }))]} />
      <Button type="submit">{T.apply}</Button>
    </Toolbar>
  );
}

function Audit({ token }: { token: string }) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const app = APPS.includes(params.get('app') ?? '') ? params.get('app')! : '';
  const page = pageOf(params);
  const { data, isPending, error, isPlaceholderData } = useReleaseAudit(token, app, page, PAGE_SIZE);
  const pages = data ? Math.max(1, Math.ceil(data.totalCount / PAGE_SIZE)) : 1;
  return (
    <Section aria-labelledby="releases-audit">
      <h2 id="releases-audit">{T.audit}</h2>
      <AuditFilter key={app} app={app} />
      <QueryState isPending={isPending} error={error} empty={data?.items.length === 0} emptyText={T.auditEmpty} />
      {data && data.items.length > 0 && (
        <>
          <ResponsiveList
            caption={T.auditCaption}
            captionHidden
            busy={isPlaceholderData}
            rows={data.items}
            rowKey={(e) => e.id}
            data-testid="release-audit"
            columns={[
              { header: T.auditColumns.at, cell: (e) => when(e.at), card: 'title' },
              { header: T.auditColumns.actor, cell: (e) => e.actor },
              { header: T.auditColumns.action, cell: (e) => T.actions[e.action] ?? e.action },
              { header: T.auditColumns.app, cell: (e) => appLabel(e.app) },
              { header: T.auditColumns.versions, cell: (e) => T.fromTo(e.fromVersion, e.toVersion) },
              { header: T.auditColumns.outcome, cell: (e) => T.outcomes[e.outcome] ?? e.outcome },
              { header: T.auditColumns.reason, cell: (e) => e.reason ?? '' },
            ]}
          />
          <Pagination page={Math.min(page, pages)} pages={pages} label={T.pagination} hrefFor={(p) => withPage(pathname, params, p)} />
        </>
      )}
    </Section>
  );
}

export function Releases() {
  const { token: typed, setToken } = useReleaseToken();
  const session = useAuth((s) => s.token);
  // The administrator's own sign-in, unless he gave an operator token: the release API decides
  // whether he has the operator right.
  const token = typed ?? session ?? '';
  const status = useReleaseStatus(token);
  const refusedStatus = status.error instanceof ApiError ? status.error.status : null;
  // A token the release API does not know (or no longer): ask for it again.
  const refused = typed && refusedStatus === 401;
  useEffect(() => {
    if (refused) {
      notify.alert(status.error!.message);
      setToken(null);
    }
  }, [refused, status.error, setToken]);
  if (!typed && (refusedStatus === 403 || refusedStatus === 401))
    return (
      <>
        <p role="status" data-testid="no-operator-right">
          {refusedStatus === 403 ? status.error!.message : T.sessionRefused}
        </p>
        <TokenForm />
      </>
    );
  if (!token || refused) return <TokenForm />;
  return (
    <>
      <Muted data-testid="release-identity">{typed ? T.withToken : T.withSession}</Muted>
      <Running token={token} />
      <Audit token={token} />
      {typed && (
        <Muted>
          <Button variant="text" onClick={() => setToken(null)}>
            {T.forget}
          </Button>
        </Muted>
      )}
    </>
  );
}
