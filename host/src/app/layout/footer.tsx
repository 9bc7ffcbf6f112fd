// The footer of the default layout: address, phone, e-mail and social links; the
// Klantenservice links (Retourneren, Showroom, Contact, Route); the pick-up counter's opening
// hours (Monday to Friday 07:30 to 17:00); copyright and the privacy link.
import { Link } from 'react-router';
import styled from 'styled-components';
import { getRuntimeConfig, up, VisuallyHidden } from '@kraanvogel/shared';
import { texts } from '@/texts';

const Foot = styled.footer`
  margin-top: 3rem;
  background: ${(p) => p.theme.colors.primaryDark};
  color: #fff;
  font-size: 0.95rem;
  a {
    color: #fff;
  }
  h2 {
    font-size: 1.05rem;
    margin: 0 0 0.6rem;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li + li {
    margin-top: 0.3rem;
  }
  address {
    font-style: normal;
  }
  p {
    margin: 0;
  }
`;

const Columns = styled.div`
  max-width: ${(p) => p.theme.containerMaxWidth};
  margin: 0 auto;
  padding: 2rem 1rem 1rem;
  display: grid;
  gap: 1.5rem;
  grid-template-columns: 1fr;
  ${up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${up('lg')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Bottom = styled.div`
  border-top: 1px solid rgba(255, 255, 255, 0.25);
  > div {
    max-width: ${(p) => p.theme.containerMaxWidth};
    margin: 0 auto;
    padding: 0.9rem 1rem;
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1.5rem;
    justify-content: space-between;
  }
`;

/** Pages of the company's own website, next to its contact page (runtime config contactUrl). */
function siteUrl(path: string): string {
  const contact = getRuntimeConfig().contactUrl;
  try {
    return new URL(path, contact).href;
  } catch {
    return contact;
  }
}

const External = ({ href, children }: { href: string; children: string }) => (
  <a href={href} target="_blank" rel="noopener noreferrer">
    {children}
    <VisuallyHidden> {texts.footer.newWindow}</VisuallyHidden>
  </a>
);

export function Footer() {
  const f = texts.footer;
  return (
    <Foot>
      <Columns>
        <section aria-labelledby="footer-bedrijf">
          <h2 id="footer-bedrijf">{f.contactTitle}</h2>
          <address>
            {f.company}
            <br />
            {f.street}
            <br />
            {f.city}
            <br />
            <a href={f.phoneHref}>{f.phone}</a>
            <br />
            <a href={`mailto:${f.email}`}>{f.email}</a>
            <br />
            {f.kvk}
            <br />
            {f.vat}
          </address>
        </section>
        <section aria-labelledby="footer-klantenservice">
          <h2 id="footer-klantenservice">{f.serviceTitle}</h2>
          <ul>
            <li>
              <Link to="/mijnaccount/retouraanvraag">{f.retourneren}</Link>
            </li>
            <li>
              <External href={siteUrl('/showroom')}>{f.showroom}</External>
            </li>
            <li>
              <External href={getRuntimeConfig().contactUrl}>{f.contact}</External>
            </li>
            <li>
              <External href={siteUrl('/route')}>{f.route}</External>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-openingstijden">
          <h2 id="footer-openingstijden">{f.hoursTitle}</h2>
          <p>
            {f.hoursDays}
            <br />
            {f.hoursTime}
          </p>
        </section>
        <section aria-labelledby="footer-social">
          <h2 id="footer-social">{f.socialTitle}</h2>
          <ul>
            {f.social.map((s) => (
              <li key={s.label}>
                <External href={s.href}>{s.label}</External>
              </li>
            ))}
          </ul>
        </section>
      </Columns>
      <Bottom>
        <div>
          <span>{f.copyright(new Date().getFullYear())}</span>
          <Link to="/privacyverklaring">{f.privacy}</Link>
        </div>
      </Bottom>
    </Foot>
  );
}
