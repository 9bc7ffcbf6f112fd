// Makes the run's template database once (see helpers/database.ts). Jest loads global setup
// outside its module system, so the TypeScript helper is loaded through tsx.
import { tsImport } from 'tsx/esm/api';

export default async function globalSetup() {
  const { createTemplate } = await tsImport('./helpers/database.ts', import.meta.url);
  const t = await createTemplate();
  process.env.KV_TEST_TEMPLATE_KIND = t.kind;
  process.env.KV_TEST_TEMPLATE = t.location;
}
