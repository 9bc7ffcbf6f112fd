import { SearchIndex } from '../src/search/engine.js';
import { articleIndexDefinition } from '../src/search/schema.js';
import { generateArticles } from '../src/search/fixtures/generate-articles.js';
const idx: any = new SearchIndex(articleIndexDefinition());
idx.upsert(generateArticles(50000));
idx.syncCaches();
for (const w of ['kraan', 'mengkraan', 'cafe', 'wastafel', 'grohe']) {
const ex = idx.expand('analyzed', w);
let total = 0;
for (const e of ex) for (let f = 0; f < idx.searchable.length; f++) total += idx.postings[f][e.termId]?.docs.length ?? 0;
console.log(w, ex.length, total, ex.slice(0, 30).map((e: any) => idx.termText[e.termId]).join(' '));
}
console.log('terms', idx.termText.length);
