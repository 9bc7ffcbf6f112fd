// The punch-out tests' procurement system and buyer: punch-in (OCI and cXML), the start link's
// sign-in at the real provider, calls with the buyer's tokens and the session's own basket.
import { DEMO_PUNCHOUT } from '../../src/seed/generate.js';
import { authorizeUrl, CookieJar, HOST, pkce, REDIRECT_URI, type TestApp, type Tokens } from './app.js';

export const P = '/mgmt/api/app/punchout';
export const B = '/mgmt/api/ecommerce/customerbaskets';
export const HOOK = 'http://127.0.0.1:9999/oci-hook?sap-client=100';

export function ociUrl(params: Record<string, string>) {
  return `${P}/oci?${new URLSearchParams(params)}`;
}

export function punchoutClient(app: () => TestApp) {
  const goodOci = (extra: Record<string, string> = {}) => ({
    USERNAME: DEMO_PUNCHOUT.userName,
    PASSWORD: DEMO_PUNCHOUT.secret,
    HOOK_URL: HOOK,
    OCI_VERSION: '4.0',
    '~OkCode': 'ADDI',
    '~TARGET': '_top',
    '~CALLER': 'CTLG',
    ...extra,
  });

  const sessionCount = async () => Number((await app().db.one<{ n: number }>('SELECT count(*)::int AS n FROM punchout_sessions'))!.n);

  /** What the shop does with a start link: the normal code flow, carrying the one-time token. */
  async function signInWithStartLink(startUrl: string) {
    const url = new URL(startUrl);
    expect(url.pathname).toBe('/login');
    const token = url.searchParams.get('punchout')!;
    const { verifier, challenge } = pkce();
    const jar = new CookieJar();
    const first = await app().inject({ method: 'GET', url: authorizeUrl(challenge, { punchout_token: token, prompt: 'login' }), headers: { host: HOST } });
    jar.store(first);
    const back = await app().follow(jar, first);
    const location = String(back.headers.location ?? '');
    if (!location.startsWith(REDIRECT_URI)) return { ok: false as const, res: back };
    const code = new URL(location).searchParams.get('code')!;
    const res = await app().exchangeCode(code, verifier);
    expect(res.statusCode).toBe(200);
    return { ok: true as const, tokens: res.json() as Tokens };
  }

  async function ociPunchIn(extra: Record<string, string> = {}) {
    const res = await app().inject({ method: 'GET', url: ociUrl(goodOci(extra)), headers: { host: HOST } });
    expect(res.statusCode).toBe(303);
    const signedIn = await signInWithStartLink(String(res.headers.location));
    if (!signedIn.ok) throw new Error(`start link refused: ${signedIn.res.statusCode}`);
    return signedIn.tokens;
  }

  async function api(method: string, url: string, tokens: Tokens | null, payload?: unknown) {
    return app().inject({
      method: method as 'GET',
      url,
      headers: { host: HOST, ...(tokens ? { authorization: `Bearer ${tokens.access_token}` } : {}) },
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  }

  /** The hidden inputs of the return form, their values unescaped as a browser reads them. */
  function formInputs(html: string): [string, string][] {
    const unescape = (v: string) => v.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
    return [...html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map((m) => [unescape(m[1]!), unescape(m[2]!)]);
  }

  /** A session's own basket (GET url names it), or a new everyday basket for an ordinary sign-in. */
  async function freshBasket(tokens: Tokens, name: string) {
    const session = (await api('GET', `${P}/url`, tokens)).json() as { basketId: number | null };
    if (session.basketId) return session.basketId;
    const res = await api('POST', `${B}/createBasket`, tokens, { name });
    expect(res.statusCode).toBe(200);
    return (res.json() as { id: number }).id;
  }

  async function add(tokens: Tokens, basketId: number, itemNo: string, amount: number) {
    const res = await api('POST', `${B}/addToBasket`, tokens, { basketId, itemNo, amount });
    expect(res.statusCode).toBe(200);
  }

  function setupRequest(opts: { identity?: string; secret?: string; formPost?: string; cookie?: string; operation?: string; items?: [string, number][]; from?: string } = {}) {
    const itemOut = (opts.items ?? []).map(([id, n]) => `<ItemOut quantity="${n}"><ItemID><SupplierPartID>${id}</SupplierPartID></ItemID></ItemOut>`).join('');
    return `<?xml version="1.0" encoding="UTF-8"?>
  <!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.069/cXML.dtd">
  <cXML payloadID="1700000000.123@inkoop.example.nl" timestamp="2026-11-22T10:00:00+01:00" xml:lang="nl-NL" version="1.2.069">
    <Header>
      <From><Credential domain="NetworkID"><Identity>${opts.from ?? 'AN01000000001'}</Identity></Credential></From>
      <To><Credential domain="DUNS"><Identity>123456789</Identity></Credential></To>
      <Sender>
        <Credential domain="NetworkID"><Identity>${opts.identity ?? DEMO_PUNCHOUT.userName}</Identity><SharedSecret>${opts.secret ?? DEMO_PUNCHOUT.secret}</SharedSecret></Credential>
        <UserAgent>Coupa Procurement</UserAgent>
      </Sender>
    </Header>
    <Request deploymentMode="production">
      <PunchOutSetupRequest operation="${opts.operation ?? 'create'}">
        <BuyerCookie>${opts.cookie ?? 'cookie-8f3a &amp; 1'}</BuyerCookie>
        <Extrinsic name="UserEmail">inkoper@devries-installatie.nl</Extrinsic>
        <BrowserFormPost><URL>${opts.formPost ?? 'http://localhost:9998/cxml-return'}</URL></BrowserFormPost>${itemOut}
      </PunchOutSetupRequest>
    </Request>
  </cXML>`;
  }

  async function postCxml(body: string) {
    return app().inject({ method: 'POST', url: `${P}/cxml`, headers: { host: HOST, 'content-type': 'text/xml; charset=utf-8' }, payload: body });
  }

  /** A cXML punch-in signed in: the buyer's tokens. */
  async function cxmlPunchIn(opts: Parameters<typeof setupRequest>[0] = {}) {
    const res = await postCxml(setupRequest(opts));
    const url = /<URL>([^<]+)<\/URL>\s*<\/StartPage>/.exec(res.body)?.[1];
    if (!url) throw new Error(`no start page: ${res.body}`);
    const signedIn = await signInWithStartLink(url.replace(/&amp;/g, '&'));
    if (!signedIn.ok) throw new Error('start link refused');
    return signedIn.tokens;
  }

  return { cxmlPunchIn, goodOci, sessionCount, signInWithStartLink, ociPunchIn, api, formInputs, freshBasket, add, setupRequest, postCxml };
}
