// Every route says who may call it (config.access): a route without a declaration, or with a
// level that does not exist, stops the app from starting, naming the route.
import { buildApp } from '../../src/app.js';
import { freshDatabase, testConfig } from '../helpers/database.js';

let database: Awaited<ReturnType<typeof freshDatabase>>;
beforeAll(async () => {
  database = await freshDatabase();
}, 60_000);
afterAll(async () => database?.dispose());

const config = testConfig({ modules: ['pim'] });

test('a route without an access declaration makes the app fail to start', async () => {
  await expect(
    buildApp({ config, db: database.db, prepared: true, after: async (app) => void app.get('/undeclared', async () => 'x') }),
  ).rejects.toThrow('GET /undeclared: the route does not declare who may call it');
});

test('an unknown access level makes the app fail to start', async () => {
  await expect(
    buildApp({ config, db: database.db, prepared: true, after: async (app) => void app.post('/unknown-level', { config: { access: 'everybody' as never } }, async () => 'x') }),
  ).rejects.toThrow('POST /unknown-level: the route does not declare who may call it');
});

test('declared routes start', async () => {
  const app = await buildApp({ config, db: database.db, prepared: true, after: async (app) => void app.get('/declared', { config: { access: 'public' } }, async () => 'x') });
  expect(app.routeList).toContainEqual({ method: 'GET', url: '/declared', access: 'public' });
  await app.close();
});
