// The release CLI against the release API (RELEASE_URL, RELEASE_TOKEN): the commands a team's
// pipeline and the operator on call run. A publish uploads the version folder as a .tar.gz; the
// server checks it, switches, smoke-tests it in a browser and rolls it back when that fails.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { APPS, appName, distDir } from './apps.mjs';

function option(args, name) {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
}

async function api(method, route, body, headers = {}) {
  const base = process.env.RELEASE_URL.replace(/\/$/, '');
  const token = process.env.RELEASE_TOKEN;
  if (!token) throw new Error('RELEASE_TOKEN ontbreekt: het deploy-token van uw team of van de operator.');
  const res = await fetch(`${base}${route}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body && !Buffer.isBuffer(body) ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body ? (Buffer.isBuffer(body) ? body : JSON.stringify(body)) : undefined,
  });
  const text = await res.text();
  const json = text ? JSON.parse(text) : null;
  if (!res.ok) throw new Error(`${res.status}: ${json?.error?.message ?? text}`);
  return json;
}

const time = (iso) => new Date(iso).toISOString().replace('T', ' ').slice(0, 19);

function printAudit(items) {
  for (const e of items) {
    const change = e.fromVersion || e.toVersion ? ` ${e.fromVersion ?? '–'} → ${e.toVersion ?? '–'}` : '';
    console.log(`${time(e.at)}  ${(e.app ?? '').padEnd(9)} ${e.action.padEnd(8)} ${e.outcome.padEnd(8)} ${e.actor}${change}${e.reason ? `  (${e.reason})` : ''}`);
  }
}

/** Waits for the smoke check of a switch to `version` to give its verdict (at most ~70 s). */
async function waitForSmoke(app, version) {
  const deadline = Date.now() + 70_000;
  while (Date.now() < deadline) {
    const { items } = await api('GET', `/api/releases/audit?App=${app}&MaxResultCount=10`);
    const verdict = items.find((e) => e.action === 'smoke' && e.toVersion === version);
    if (verdict) {
      if (verdict.outcome === 'ok') return console.log(`✓ rooktest geslaagd: ${verdict.reason}`);
      throw new Error(`✗ rooktest mislukt, ${app} is teruggedraaid: ${verdict.reason}`);
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error('Geen uitslag van de rooktest binnen 70 s; zie pnpm release audit');
}

function printSwitch(s, args) {
  if (!s.changed) return console.log(`= ${s.app} draait al ${s.to}`);
  console.log(`✓ ${s.app}: ${s.from ?? '(geen)'} → ${s.to} (revisie ${s.revision})`);
  if (s.smoke === 'pending' && !args.includes('--no-wait')) return waitForSmoke(s.app, s.to);
}

export async function remoteCommand(cmd, a, v, args) {
  const message = option(args, 'message');
  switch (cmd) {
    case 'status':
    case undefined: {
      const status = await api('GET', '/api/releases');
      console.log(`Register: ${process.env.RELEASE_URL} (revisie ${status.revision})`);
      for (const s of status.apps) {
        console.log(`${s.app.padEnd(9)} ${s.current?.version ?? '(niet uitgebracht)'}${s.previous ? `  (vorige: ${s.previous})` : ''}${s.smokeRunning ? '  rooktest loopt' : ''}`);
      }
      console.log('\nLaatste wijzigingen:');
      return printAudit(status.audit.slice(0, 10));
    }
    case 'publish': {
      const app = appName(a);
      const manifestUrl = option(args, 'manifest-url');
      if (manifestUrl) {
        if (!v) throw new Error('Geef de versie: pnpm release publish <app> <versie> --manifest-url <url>');
        const r = await api('POST', `/api/releases/${app}/versions`, { version: v, manifestUrl, ...(message ? { message } : {}) });
        return r.switched && printSwitch(r.switched, args);
      }
      let version = v;
      if (!version) {
        const { buildApp } = await import('../build.mjs');
        version = (await buildApp(app)).version;
      }
      const dir = path.join(distDir, APPS[app], version);
      if (!fs.existsSync(path.join(dir, 'mf-manifest.json'))) throw new Error(`${dir} bevat geen build`);
      const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kv-release-')), `${app}-${version}.tar.gz`);
      await tar.c({ gzip: true, file, cwd: dir, portable: true }, fs.readdirSync(dir));
      const query = new URLSearchParams({ version, ...(message ? { message } : {}) });
      const r = await api('POST', `/api/releases/${app}/archive?${query}`, fs.readFileSync(file), { 'content-type': 'application/gzip' });
      fs.rmSync(path.dirname(file), { recursive: true, force: true });
      console.log(`✓ ${app} ${version} gepubliceerd${r.created ? '' : ' (was er al)'}`);
      return r.switched && printSwitch(r.switched, args);
    }
    case 'switch':
    case 'rollback': {
      const app = appName(a);
      if (cmd === 'switch' && !v) throw new Error('Geef de versie: pnpm release switch <app> <versie>');
      const body = { ...(v ? { version: v } : {}), ...(message ? { message } : {}) };
      return printSwitch(await api('POST', `/api/releases/${app}/${cmd}`, body), args);
    }
    case 'versions': {
      const app = appName(a);
      const d = await api('GET', `/api/releases/${app}`);
      for (const ver of d.versions) console.log(`${ver.version === d.current ? '*' : ' '} ${ver.version}  ${time(ver.publishedAt)}  ${ver.publishedBy}  ${ver.source === 'url' ? ver.manifestUrl : ver.source}`);
      return;
    }
    case 'audit': {
      const query = a ? `?App=${appName(a)}&MaxResultCount=50` : '?MaxResultCount=50';
      return printAudit((await api('GET', `/api/releases/audit${query}`)).items);
    }
    default:
      throw new Error(`Onbekend commando '${cmd}'. Gebruik: status | publish <app> [versie] | switch <app> <versie> | rollback <app> [versie] | versions <app> | audit [app]`);
  }
}
