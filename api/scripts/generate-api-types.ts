// Regenerates shared/src/api/generated/ from the api's schemas:
//   pnpm --filter @kraanvogel/api generate:api-types
import fs from 'node:fs';
import path from 'node:path';
import { GENERATED_DIR, generatedFiles } from '../src/openapi/generate.js';

const files = await generatedFiles();
fs.mkdirSync(GENERATED_DIR, { recursive: true });
for (const [name, content] of Object.entries(files)) {
  fs.writeFileSync(path.join(GENERATED_DIR, name), content);
  console.log(`wrote ${path.relative(process.cwd(), path.join(GENERATED_DIR, name))}`);
}
