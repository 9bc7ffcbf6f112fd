import { tsImport } from 'tsx/esm/api';

export default async function globalTeardown() {
  if (!process.env.KV_TEST_TEMPLATE) return;
  const { dropTemplate } = await tsImport('./helpers/database.ts', import.meta.url);
  await dropTemplate({ kind: process.env.KV_TEST_TEMPLATE_KIND ?? 'pglite', location: process.env.KV_TEST_TEMPLATE });
}
