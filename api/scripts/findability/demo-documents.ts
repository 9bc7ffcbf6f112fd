// The seeded demo catalogue's search documents, as the api's index reads them, and its synonym
// maps: a PGlite database under .data/findability (made on the first run with the demo seed and
// 3,000 articles, the defaults of `pnpm start`), read through the article_search_documents view.
import path from 'node:path';
import { env, loadConfig } from '../../src/config/env.js';
import { openPglite } from '../../src/db/pglite.js';
import { prepareDatabase } from '../../src/db/prepare.js';
import { articleColumns } from '../../src/modules/search/article-columns.js';
import { articleIndexDefinition, type SearchDocument } from '../../src/modules/search/schema.js';
import { loadSynonymMaps, type StoredSynonymMap } from '../../src/modules/search/synonym-store.js';

export async function demoDocuments(): Promise<SearchDocument[]> {
  return (await demoCatalogue()).documents;
}

export async function demoCatalogue(): Promise<{ documents: SearchDocument[]; synonymMaps: StoredSynonymMap[] }> {
  // The articles do not depend on the number of customers or orders (they are drawn first).
  const config = loadConfig({ ...process.env, SEED_CUSTOMERS: '1', SEED_HISTORY_ORDERS: '0', SEED_ARTICLES: undefined, SEED_VALUE: undefined } as NodeJS.ProcessEnv);
  const db = await openPglite(path.join(env.repoRoot, '.data', 'findability'));
  try {
    await prepareDatabase(db, config);
    const documents = await db.query<SearchDocument>(`SELECT ${articleColumns(articleIndexDefinition())} FROM article_search_documents d ORDER BY code`);
    return { documents, synonymMaps: await loadSynonymMaps(db) };
  } finally {
    await db.close();
  }
}
