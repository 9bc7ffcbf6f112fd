// The shared resources as plugins: the app closes the database it opened itself and leaves a
// handed-over one open; a plugin registered without what it needs refuses to start.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { loadConfig } from '../../src/config/env.js';
import { databasePlugin, identityProviderPlugin, RESOURCE_START_TIMEOUT_MS } from '../../src/plugins/resources.js';
import { freshDatabase } from '../helpers/database.js';

const config = loadConfig({} as NodeJS.ProcessEnv);

test('the database the app opened is closed with the app', async () => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kv-resources-'));
  try {
    const app = Fastify({ pluginTimeout: RESOURCE_START_TIMEOUT_MS });
    await app.register(databasePlugin, { config: { ...config, database: { dataDir } } });
    await app.ready();
    expect(await app.db.one<{ x: number }>('SELECT 1 AS x')).toEqual({ x: 1 });
    await app.close();
    await expect(app.db.one('SELECT 1')).rejects.toThrow();
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
});

test('a database handed to the app stays open when the app closes', async () => {
  const { db, dispose } = await freshDatabase();
  try {
    const app = Fastify();
    await app.register(databasePlugin, { config, db });
    await app.close();
    expect(await db.one<{ x: number }>('SELECT 1 AS x')).toEqual({ x: 1 });
  } finally {
    await dispose();
  }
});

test('the identity provider does not start without the database plugin', async () => {
  const app = Fastify();
  await expect(app.register(identityProviderPlugin, { config, mounted: true }).ready()).rejects.toThrow(/kraanvogel-database/);
});
