import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { PageFrame, useAuth } from '@kraanvogel/shared';
import { ResponsiveList } from '@kraanvogel/shared/screens';
import { healthChecks, healthQuery, versionsQuery, type HealthCheck } from '@/features/ping/health';
import { texts } from '@/texts';

const Prose = styled.div`
  max-width: 48rem;
  h2 {
    font-size: 1.25rem;
    margin: 1.5rem 0 0.5rem;
  }
`;

export function PrivacyRoute() {
  return (
    <PageFrame title={texts.privacy} breadcrumbs={[{ label: texts.privacy, url: '/privacyverklaring', level: 1 }]}>
      <Prose data-testid="privacy-statement">
        <p>
          <em>{texts.privacyUpdated}</em>
        </p>
        <p>{texts.privacyIntro}</p>
        {texts.privacySections.map((section) => (
          <section key={section.title}>
            <h2>{section.title}</h2>
            {section.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </section>
        ))}
      </Prose>
    </PageFrame>
  );
}

const State = styled.span<{ $ok: boolean | null }>`
  font-weight: 600;
  color: ${(p) => (p.$ok === null ? p.theme.colors.muted : p.$ok ? p.theme.colors.success : p.theme.colors.error)};
`;

/** One API's state: each check is a query of its own, so a slow API does not hold up the others. */
function HealthState({ check }: { check: HealthCheck }) {
  const t = texts.pingPage;
  const { data: r } = useQuery(healthQuery(check));
  return (
    <State $ok={r ? r.ok : null} title={r?.detail}>
      {r ? (r.ok ? t.healthy : `${t.unhealthy} (${r.detail})`) : t.checking}
    </State>
  );
}

/** /ping: for an operator (or a monitor) to see that every API answers, what runs, and the session. */
export function PingRoute() {
  const user = useAuth((s) => s.user);
  const checks = healthChecks();
  const versions = useQuery(versionsQuery);
  const t = texts.pingPage;
  return (
    <PageFrame title={texts.ping}>
      <p data-testid="ping">{texts.pingOk}</p>
      <p data-testid="ping-session">{user ? texts.signedInAs(user.name) : texts.notSignedIn}</p>
      <h2>{t.apis}</h2>
      <ResponsiveList
        data-testid="ping-apis"
        caption={t.apis}
        captionHidden
        rows={checks}
        rowKey={(check) => check.name}
        rowTestId={(check) => `ping-api-${check.name}`}
        columns={[
          { header: t.service, card: 'title', rowHeader: true, cell: (check) => t.names[check.name] ?? check.name },
          { header: t.state, cell: (check) => <HealthState check={check} /> },
        ]}
      />
      <h2>{t.apps}</h2>
      <ResponsiveList
        data-testid="ping-apps"
        caption={t.apps}
        captionHidden
        rows={versions.data ?? []}
        rowKey={(v) => v.app}
        columns={[
          { header: t.app, card: 'title', rowHeader: true, cell: (v) => v.app },
          { header: t.version, cell: (v) => v.version },
        ]}
      />
    </PageFrame>
  );
}
