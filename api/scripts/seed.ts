// Creates (or opens) the configured database, runs the migrations and seeds the demo data when
// the database is empty. SEED_ARTICLES / SEED_VALUE / SEED_CUSTOMERS choose the size.
import { loadConfig } from '../src/config/env.js';
import { openDatabase } from '../src/db/open.js';
import { prepareDatabase } from '../src/db/prepare.js';

const config = loadConfig();
const t0 = Date.now();
const db = await openDatabase(config.database);
const result = await prepareDatabase(db, config);
console.log(`database ready in ${Date.now() - t0} ms`, result);
await db.close();
