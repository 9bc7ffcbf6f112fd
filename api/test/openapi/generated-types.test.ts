// The frontends' API types come from the api's own schemas; this fails when someone changes a
// schema without regenerating them (pnpm --filter @kraanvogel/api generate:api-types).
import fs from 'node:fs';
import path from 'node:path';
import { GENERATED_DIR, generatedFiles } from '../../src/openapi/generate.js';

test('shared/src/api/generated/ is up to date with the api\'s schemas', async () => {
  const files = await generatedFiles();
  const stale = Object.entries(files)
    .filter(([name, content]) => {
      const file = path.join(GENERATED_DIR, name);
      return !fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== content;
    })
    .map(([name]) => name);
  expect(stale).toEqual([]);
  const extra = fs.readdirSync(GENERATED_DIR).filter((f) => !(f in files));
  expect(extra).toEqual([]);
});
