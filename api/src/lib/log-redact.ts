// What the request log may show of a URL. A punch-in carries a procurement system's login in its
// query (OCI does so by design), and a punch-out start link carries a one-time token: their values
// never reach a log line.
const SECRET_PARAMS = new Set(['password', 'username', 'hook_url', 'punchout', 'punchout_token', 'token']);

export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  let changed = false;
  for (const key of [...params.keys()]) {
    if (SECRET_PARAMS.has(key.toLowerCase())) {
      params.set(key, '***');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, q)}?${params.toString().replace(/%2A%2A%2A/g, '***')}` : url;
}

/** Fastify's request serializer, with the URL redacted. */
export function redactedRequest(req: { method: string; url: string; hostname?: string; ip?: string; socket?: { remotePort?: number } }) {
  return { method: req.method, url: redactUrl(req.url), hostname: req.hostname, remoteAddress: req.ip, remotePort: req.socket?.remotePort };
}
