import { SearchIndex } from '../src/search/engine.js';
import { articleIndexDefinition } from '../src/search/schema.js';
import { generateArticles } from '../src/search/fixtures/generate-articles.js';
import { runSearch } from '../src/search/azure.js';
const idx = new SearchIndex(articleIndexDefinition());
idx.upsert(generateArticles(50000));
idx.useLeafCache = false;
const words = ['mengkraan','kraan','douche','toilet','therm','meng','knel','koppel','grohe','cafe','chroom','rvs','wasta','1234','10234','123456','871234','grohe douche'];
for (const w of words) {
  const body = w.includes(' ') ? { search: w, top: 5 } : { search: `/.*${w}.*/`, queryType: 'full', top: 5, scoringProfile: 'ArticleSearch' };
  runSearch(idx, body);
  const t = performance.now();
  for (let i = 0; i < 20; i++) runSearch(idx, body);
  console.log(w.padEnd(14), ((performance.now() - t) / 20).toFixed(2));
}
const page = { search: 'douche', searchMode: 'all', top: 12, count: true, facets: ['ProductBrand', 'ProductSeries', 'ProductType', 'ProductClassName'].map((f) => `${f},count:10000,sort:value`), filter: "CombinedParentKeys/any(k: k eq 'sanitair')", orderby: 'UDF_vrdsoort asc, Code asc', scoringProfile: 'ArticleSearch' };
runSearch(idx, page);
let t = performance.now();
for (let i = 0; i < 20; i++) runSearch(idx, page);
console.log('page', ((performance.now() - t) / 20).toFixed(2));
