// The benchmarks' sign-in: the authorization code + PKCE flow through the login form of a
// running api, like a browser; the access token.
import { createHash, randomBytes } from 'node:crypto';
import { DEMO_PASSWORD } from '../src/seed/generate.js';

export async function signIn(origin: string, clientId: string, userName: string): Promise<string> {
  const jar = new Map<string, string>();
  const keep = (res: Response) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair!.indexOf('=');
      jar.set(pair!.slice(0, i), pair!.slice(i + 1));
    }
  };
  const go = async (url: string, init: RequestInit = {}) => {
    const res = await fetch(new URL(url, origin), { ...init, redirect: 'manual', headers: { ...(init.headers as object), cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } });
    keep(res);
    return res;
  };
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const redirectUri = `${origin}/auth`;
  const q = new URLSearchParams({ client_id: clientId, redirect_uri: redirectUri, response_type: 'code', scope: 'openid profile email roles portal', code_challenge: challenge, code_challenge_method: 'S256', state: 'bench' });
  let res = await go(`/idp/auth?${q}`);
  while (res.status === 303 || res.status === 302) res = await go(res.headers.get('location')!);
  const action = /action="([^"]+)"/.exec(await res.text())![1]!;
  res = await go(action, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ username: userName, password: DEMO_PASSWORD }) });
  while (!res.headers.get('location')!.startsWith(redirectUri)) res = await go(res.headers.get('location')!);
  const code = new URL(res.headers.get('location')!).searchParams.get('code')!;
  const token = await fetch(`${origin}/idp/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: clientId, code_verifier: verifier }),
  });
  return ((await token.json()) as { access_token: string }).access_token;
}

