// What the release API does: publish a version of one app (an uploaded build or a manifest on
// the team's own host), switch and roll back after checks, smoke-check a switch in a real
// browser and roll it back when it fails, and record all of it in the audit trail.
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../../db/db.js';
import type { Registry } from '../../plugins/site-registry.js';
import { ApiError, invalid, notFound } from '../../plugins/errors.js';
import { unpackVersion } from './archive.js';
import { CheckFailed, checkHost, checkRemote, loadManifest, type Manifest } from './checks.js';
import { conflict, defaultManifestUrl, ReleaseRegistry, RELEASE_APPS } from './registry.js';
import { runSmokeCheck, smokeUserFor, type SmokeConfig, type SmokeResult } from './smoke.js';

export interface ReleaseServiceOptions {
  db: Db;
  distDir: string;
  /** Where the checks load files from: the shop's origin as this server reaches it. */
  origin: () => string;
  /** null: no smoke check after a switch. */
  smoke: SmokeConfig | null;
}

export interface PublishInput {
  app: string;
  version: string;
  actor: string;
  manifestUrl?: string;
  archive?: Buffer;
  /** Switch to it once published (default). */
  activate?: boolean;
  message?: string;
}

export interface SwitchInput {
  actor: string;
  message?: string;
  expectedRevision?: number;
  /** Internal: the smoke check's own rollback is not smoke-checked again. */
  skipSmoke?: boolean;
}

export interface SwitchResult {
  app: string;
  from: string | null;
  to: string;
  revision: number;
  changed: boolean;
  smoke: 'pending' | 'off' | 'skipped';
}

const refused = (reason: string) => new ApiError(400, 'Release:CheckFailed', `De release is geweigerd: ${reason}`, undefined, reason);

export class ReleaseService {
  readonly registry: ReleaseRegistry;
  /** Switches of this process one at a time; the database's revision serialises instances. */
  private queue: Promise<unknown> = Promise.resolve();
  /** Smoke checks under way, per app (tests and the status wait for them). */
  readonly smokes = new Map<string, Promise<SmokeResult | null>>();

  constructor(private readonly opts: ReleaseServiceOptions) {
    this.registry = new ReleaseRegistry(opts.db);
  }

  private serialised<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.queue.then(fn, fn);
    this.queue = run.catch(() => undefined);
    return run;
  }

  knownApp(app: string) {
    if (!RELEASE_APPS[app]) throw notFound('Release:UnknownApp', `Onbekende app '${app}'. Kies uit: ${Object.keys(RELEASE_APPS).join(', ')}.`);
  }

  async publish(input: PublishInput): Promise<{ version: string; manifestUrl: string; created: boolean; switched: SwitchResult | null }> {
    const { app, version, actor } = input;
    this.knownApp(app);
    let manifestUrl: string;
    let source: 'local' | 'upload' | 'url';
    if (input.archive) {
      await unpackVersion(this.opts.distDir, RELEASE_APPS[app]!, version, input.archive);
      manifestUrl = defaultManifestUrl(app, version);
      source = 'upload';
    } else if (input.manifestUrl) {
      if (app === 'host') throw invalid('manifestUrl', 'De host wordt door deze server zelf geserveerd: upload zijn build als archief.');
      manifestUrl = input.manifestUrl;
      source = 'url';
    } else {
      if (!fs.existsSync(path.join(this.opts.distDir, RELEASE_APPS[app]!, version, 'mf-manifest.json'))) {
        throw invalid('version', `Versie ${version} van ${app} staat niet op deze server: upload een archief of geef een manifestUrl.`);
      }
      manifestUrl = defaultManifestUrl(app, version);
      source = 'local';
    }
    const created = await this.registry.addVersion(app, version, manifestUrl, source, actor);
    if (created) await this.registry.audit({ actor, action: 'publish', app, fromVersion: null, toVersion: version, outcome: 'ok', reason: input.message ?? null });
    const switched = input.activate !== false ? await this.switch(app, version, { actor, message: input.message }) : null;
    return { version, manifestUrl, created, switched };
  }

  switch(app: string, version: string, input: SwitchInput, action = 'switch'): Promise<SwitchResult> {
    this.knownApp(app);
    return this.serialised(async () => {
      const target = await this.registry.version(app, version);
      if (!target) throw notFound('Release:UnknownVersion', `Versie ${version} van ${app} is niet gepubliceerd.`);
      const fail = async (e: Error, from: string | null) => {
        await this.registry.audit({ actor: input.actor, action, app, fromVersion: from, toVersion: version, outcome: 'refused', reason: e.message });
        return e;
      };
      for (let attempt = 0; attempt < 5; attempt++) {
        const revision = await this.registry.revision();
        const from = (await this.registry.current(app))?.version ?? null;
        if (input.expectedRevision !== undefined && input.expectedRevision !== revision) {
          throw await fail(conflict(`Het register is intussen gewijzigd (revisie ${revision}, verwacht ${input.expectedRevision}). Haal de status opnieuw op.`), from);
        }
        if (from === version) return { app, from, to: version, revision, changed: false, smoke: 'skipped' };
        try {
          await this.check(app, target.manifestUrl, version);
        } catch (e) {
          if (e instanceof CheckFailed) throw await fail(refused(e.message), from);
          throw e;
        }
        const next = await this.registry.switchIfUnchanged(app, version, revision);
        if (next === null) continue; // another instance switched meanwhile: check against the new state
        await this.registry.audit({ actor: input.actor, action, app, fromVersion: from, toVersion: version, outcome: 'ok', reason: input.message ?? null });
        const smoke = input.skipSmoke ? 'skipped' : this.opts.smoke && smokeUserFor(this.opts.smoke, app) ? 'pending' : 'off';
        if (smoke === 'pending') this.startSmoke(app, from, version);
        return { app, from, to: version, revision: next, changed: true, smoke };
      }
      throw await fail(conflict('Het register werd steeds door anderen gewijzigd; probeer het opnieuw.'), null);
    });
  }

  async rollback(app: string, version: string | undefined, input: SwitchInput): Promise<SwitchResult> {
    this.knownApp(app);
    const target = version ?? (await this.registry.previous(app));
    if (!target) throw conflict(`${app} heeft geen eerdere versie om naar terug te gaan.`);
    return this.switch(app, target, input, 'rollback');
  }

  private async check(app: string, manifestUrl: string, version: string): Promise<Manifest> {
    const origin = this.opts.origin();
    const current = await this.registry.manifestUrls();
    if (app === 'host') {
      const remotes = await Promise.all(
        Object.entries(current)
          .filter(([a]) => a !== 'host')
          .map(async ([, url]) => (await loadManifest(url, origin)).manifest),
      );
      return checkHost({ app, version, manifestUrl }, origin, remotes);
    }
    const host = current.host ? (await loadManifest(current.host, origin)).manifest : null;
    return checkRemote({ app, version, manifestUrl }, origin, host);
  }

  /**
   * One smoke check per app at a time, in the order of the switches; a check whose version is no
   * longer current when its turn comes is skipped (a later switch has its own check).
   */
  private startSmoke(app: string, from: string | null, to: string) {
    const config = this.opts.smoke!;
    const previous = this.smokes.get(app) ?? Promise.resolve(null);
    const audit = (outcome: string, reason: string) => this.registry.audit({ actor: 'smoke-check', action: 'smoke', app, fromVersion: from, toVersion: to, outcome, reason });
    const run = previous.then(async (): Promise<SmokeResult | null> => {
      if ((await this.registry.current(app))?.version !== to) return null;
      const result = await runSmokeCheck(config, app);
      const seconds = (result.durationMs / 1000).toFixed(1);
      if (result.ok) {
        await audit('ok', `${result.visited.join(', ')} in ${seconds} s`);
        return result;
      }
      const stillCurrent = (await this.registry.current(app))?.version === to;
      if (from && stillCurrent) {
        await audit('failed', `${result.reason} (na ${seconds} s)`);
        await this.switch(app, from, { actor: 'smoke-check', message: `automatisch teruggedraaid: ${result.reason}`, skipSmoke: true }, 'rollback').catch(async (e: Error) => {
          await this.registry.audit({ actor: 'smoke-check', action: 'rollback', app, fromVersion: to, toVersion: from, outcome: 'failed', reason: e.message });
        });
      } else {
        await audit('failed', `${result.reason}; niet teruggedraaid: ${from ? 'intussen is een andere versie gekozen' : 'er is geen eerdere versie'}`);
      }
      return result;
    }).catch(async (e: Error) => {
      await audit('failed', e.message).catch(() => undefined);
      return null;
    });
    this.smokes.set(app, run);
    void run.finally(() => {
      if (this.smokes.get(app) === run) this.smokes.delete(app);
    });
  }

  /**
   * At start: the versions that `pnpm build` released into the local registry file become
   * known, and a newly built version becomes current (a developer's `npm start` serves what he
   * just built). A version already known is left as the database has it (an operator's rollback
   * survives a restart).
   */
  async importLocal(file: Registry): Promise<void> {
    for (const [app, entry] of Object.entries(file)) {
      if (!RELEASE_APPS[app] || !entry.current) continue;
      const isNew = await this.registry.addVersion(app, entry.current, defaultManifestUrl(app, entry.current), 'local', 'local-build');
      const current = await this.registry.current(app);
      if (!isNew && current) continue;
      const from = current?.version ?? null;
      const revision = await this.registry.revision();
      if ((await this.registry.switchIfUnchanged(app, entry.current, revision)) !== null) {
        await this.registry.audit({ actor: 'local-build', action: 'switch', app, fromVersion: from, toVersion: entry.current, outcome: 'ok', reason: 'gebouwd met pnpm build' });
      }
    }
  }
}
