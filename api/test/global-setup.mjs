// Makes the run's template database once (see helpers/database.ts). Jest loads global setup
// outside its module system, so the TypeScript helper is loaded through tsx.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';

export default async function globalSetup() {
  const { createTemplate } = await tsImport('./helpers/database.ts', import.meta.url);
  const t = await createTemplate();
  process.env.KV_TEST_TEMPLATE_KIND = t.kind;
  process.env.KV_TEST_TEMPLATE = t.location;
  // Mails the tests cause (approvals, say) go to a folder of this run, not the developer's outbox.
  if (!process.env.MAIL_OUTBOX_DIR) process.env.MAIL_OUTBOX_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'kv-test-outbox-'));
}
