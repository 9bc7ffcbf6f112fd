import { useQueries, useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { PageFrame, useAuth } from '@kraanvogel/shared';
import { healthChecks, healthQuery, versionsQuery } from '@/features/ping/health';
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



const Table = styled.table`
  border-collapse: collapse;
  margin: 0.5rem 0 1.5rem;
  th,
  td {
    text-align: left;
    padding: 0.35rem 1rem 0.35rem 0;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
  }
`;
const State = styled.span<{ $ok: boolean | null }>`
  font-weight: 600;
  color: ${(p) => (p.$ok === null ? p.theme.colors.muted : p.$ok ? p.theme.colors.success : p.theme.colors.error)};
`;

/** /ping: for an operator (or a monitor) to see that every API answers, what runs, and the session. */
export function PingRoute() {
  const user = useAuth((s) => s.user);
  const checks = healthChecks();
  const results = useQueries({ queries: checks.map(healthQuery) });
  const versions = useQuery(versionsQuery);
  const t = texts.pingPage;
  return (
    <PageFrame title={texts.ping}>
      <p data-testid="ping">{texts.pingOk}</p>
      <p data-testid="ping-session">{user ? texts.signedInAs(user.name) : texts.notSignedIn}</p>
      <h2>{t.apis}</h2>
      <Table data-testid="ping-apis">
        <thead>
          <tr>
            <th scope="col">{t.service}</th>
            <th scope="col">{t.state}</th>
          </tr>
        </thead>
        <tbody>
          {checks.map((check, i) => {
            const r = results[i]?.data;
            return (
              <tr key={check.name} data-testid={`ping-api-${check.name}`}>
                <th scope="row">{t.names[check.name] ?? check.name}</th>
                <td>
                  <State $ok={r ? r.ok : null} title={r?.detail}>
                    {r ? (r.ok ? t.healthy : `${t.unhealthy} (${r.detail})`) : t.checking}
                  </State>
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
      <h2>{t.apps}</h2>
      <Table data-testid="ping-apps">
        <thead>
          <tr>
            <th scope="col">{t.app}</th>
            <th scope="col">{t.version}</th>
          </tr>
        </thead>
        <tbody>
          {(versions.data ?? []).map((v) => (
            <tr key={v.app}>
              <th scope="row">{v.app}</th>
              <td>{v.version}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </PageFrame>
  );
}
