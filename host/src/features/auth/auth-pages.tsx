// /login, /auth and /logout. The login page is what a visitor lands on when logged
// out (and where the provider returns after logout): it explains and offers one sign-in button;
// sign-in itself happens at the identity provider.
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { Button, sharedTexts, up } from '@kraanvogel/shared';
import { texts } from '@/texts';
import { getAuthClient, loadOidcLibrary } from './auth';

const Card = styled.section`
  max-width: 32rem;
  margin: 2rem auto;
  padding: 1.5rem 1rem;
  background: #fff;
  ${up('sm')} {
    margin: 3rem auto;
    padding: 2rem;
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radius};
    box-shadow: 0 2px 8px rgba(0, 0, 0, 0.06);
  }
  h1 {
    color: ${(p) => p.theme.colors.primary};
    margin: 0 0 1rem;
  }
`;

// The one action of the login page, across the card's width.
const SignInButton = styled(Button)`
  width: 100%;
`;

const Notice = styled.p`
  padding: 0.75rem 1rem;
  background: ${(p) => p.theme.colors.surface};
  border-left: 4px solid ${(p) => p.theme.colors.info};
`;

const Failure = styled.p`
  padding: 0.75rem 1rem;
  background: #fdecea;
  border-left: 4px solid ${(p) => p.theme.colors.error};
`;

function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = `${title} | ${sharedTexts.shopName}`;
  }, [title]);
}

export function LoginPage() {
  const [params] = useSearchParams();
  const returnTo = params.get('redirect');
  // A procurement system's start link (punch-out): sign in with it at once, no button.
  const punchoutToken = params.get('punchout');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  useDocumentTitle(texts.auth.loginTitle);

  const signIn = useCallback(async () => {
    setBusy(true);
    setFailed(false);
    try {
      await getAuthClient().login(returnTo ?? '/', punchoutToken ? { punchoutToken } : {});
    } catch {
      setFailed(true);
      setBusy(false);
    }
  }, [returnTo, punchoutToken]);

  // The sign-in needs oidc-client-ts: fetch it while the visitor reads the page.
  useEffect(() => {
    loadOidcLibrary().catch(() => undefined);
  }, []);

  const started = useRef(false);
  useEffect(() => {
    if (!punchoutToken || started.current) return;
    started.current = true;
    void signIn();
  }, [punchoutToken, signIn]);

  return (
    <Card aria-labelledby="login-titel">
      <h1 id="login-titel">{texts.auth.loginTitle}</h1>
      {returnTo && <Notice>{texts.auth.loginForPage}</Notice>}
      <p>{texts.auth.loginIntro}</p>
      {failed && <Failure role="alert">{texts.auth.loginFailed}</Failure>}
      <SignInButton onClick={signIn} disabled={busy} aria-busy={busy}>
        {busy ? texts.auth.loginBusy : texts.auth.loginButton}
      </SignInButton>
      <p>
        {texts.auth.noAccount} <Link to="/registratie">{texts.auth.register}</Link>
      </p>
    </Card>
  );
}

export function AuthCallbackPage() {
  useDocumentTitle(texts.auth.loginTitle);
  return (
    <Card aria-busy="true">
      <p role="status">{texts.auth.signingIn}</p>
    </Card>
  );
}

export function LogoutPage() {
  useDocumentTitle(texts.nav.uitloggen);
  return (
    <Card aria-busy="true">
      <p role="status">{texts.auth.loggingOut}</p>
    </Card>
  );
}
