// The headers every HTML page of the shop and of the identity provider carries: a Content
// Security Policy without inline script (but for the host page's own loader, by its hash) that no
// other site may frame, nosniff, a Referrer-Policy
// and a Permissions-Policy. The shop's policy lets the page talk only to its own origin, the
// configured APIs and the provider (and the tag manager when one is configured).

const COMMON = {
  'x-content-type-options': 'nosniff',
  // Addresses of the shop's pages (order numbers, baskets) do not leave the site.
  'referrer-policy': 'same-origin',
  // Pages use none of these; a script that got in cannot either (the shop's own pages add the
  // camera for the barcode scanner: SHOP_PERMISSIONS).
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), midi=()',
  // For browsers without frame-ancestors.
  'x-frame-options': 'DENY',
};

export interface ShopPolicySources {
  /** The API base addresses of the runtime config (paths are this origin; URLs name another). */
  apiBases: string[];
  /** The provider's issuer URL. */
  oidcIssuer: string;
  /** Origins scripts of remotes may come from besides this one (a remote's dev server). */
  remoteOrigins?: string[];
  tagManager?: boolean;
  /** The page's own inline scripts, as CSP hash sources ('sha256-…'). */
  inlineScripts?: string[];
}

function originOf(value: string): string | null {
  try {
    return /^https?:\/\//i.test(value) ? new URL(value).origin : null;
  } catch {
    return null;
  }
}

const unique = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => !!v))];

/** The Content-Security-Policy of the shop's index.html. */
export function shopContentSecurityPolicy(s: ShopPolicySources): string {
  const apis = unique([...s.apiBases.map(originOf), originOf(s.oidcIssuer)]);
  const remotes = unique((s.remoteOrigins ?? []).map(originOf));
  const tagManager = s.tagManager ? ['https://www.googletagmanager.com'] : [];
  const list = (...parts: string[][]) => ["'self'", ...unique(parts.flat())].join(' ');
  return [
    "default-src 'self'",
    `script-src ${list(remotes, tagManager, s.inlineScripts ?? [])}`,
    // styled-components writes its rules into <style> elements at run time.
    `style-src ${list(remotes)} 'unsafe-inline'`,
    `img-src ${list(apis, remotes)} data: blob:`,
    `font-src ${list(remotes)} data:`,
    `connect-src ${list(apis, remotes, tagManager, remotes.map((o) => o.replace(/^http/, 'ws')))}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-src 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The shop's pages may use the camera, their own origin only (the barcode scanner); nothing else. */
const SHOP_PERMISSIONS = 'camera=(self), microphone=(), geolocation=(), payment=(), usb=(), serial=(), midi=()';

export function shopSecurityHeaders(s: ShopPolicySources): Record<string, string> {
  return { 'content-security-policy': shopContentSecurityPolicy(s), ...COMMON, 'permissions-policy': SHOP_PERMISSIONS };
}

/**
 * The provider's pages: its own scripts and images only, inline styles (one <style> block per
 * page), never framed. Forms post to the provider itself; its redirects then lead to the shop.
 */
export const PROVIDER_SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy': "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'",
  ...COMMON,
};
