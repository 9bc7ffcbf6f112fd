import { useParams } from 'react-router';
import { PageFrame, useAuth, type Crumb } from '@kraanvogel/shared';
import { texts } from '../../texts';

export function NewsRoute() {
  const { type, itemSlug } = useParams();
  const crumbs: Crumb[] = [{ label: texts.news, url: '/nieuws', level: 1 }];
  if (type) crumbs.push({ label: type, url: `/nieuws/${type}`, level: 2 });
  if (type && itemSlug) crumbs.push({ label: texts.newsItem(itemSlug), url: `/nieuws/${type}/${itemSlug}`, level: 3 });
  return <PageFrame title={crumbs.at(-1)!.label} breadcrumbs={crumbs} />;
}

export function PrivacyRoute() {
  return <PageFrame title={texts.privacy} breadcrumbs={[{ label: texts.privacy, url: '/privacyverklaring', level: 1 }]} />;
}

export function RegistrationRoute() {
  return <PageFrame title={texts.registration} />;
}

export function StyleguideRoute() {
  return <PageFrame title={texts.styleguide} />;
}

/** /ping: for an operator (or a monitor) to see that the shop and the shared session work. */
export function PingRoute() {
  const user = useAuth((s) => s.user);
  return (
    <PageFrame title={texts.ping}>
      <p data-testid="ping">{texts.pingOk}</p>
      <p data-testid="ping-session">{user ? texts.signedInAs(user.name) : texts.notSignedIn}</p>
    </PageFrame>
  );
}
