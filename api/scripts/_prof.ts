import { SearchIndex } from '../src/search/engine.js';
import { articleIndexDefinition } from '../src/search/schema.js';
import { generateArticles } from '../src/search/fixtures/generate-articles.js';
import { runSearch } from '../src/search/azure.js';
const idx = new SearchIndex(articleIndexDefinition());
idx.upsert(generateArticles(50000));
const body = { search: 'kraan', top: 12, count: true, facets: ['ProductBrand,count:10000,sort:value', 'ProductSeries,count:10000,sort:value', 'ProductType,count:10000,sort:value', 'ProductClassName,count:10000,sort:value'], filter: "CombinedParentKeys/any(k: k eq 'sanitair/kranen')", orderby: 'UDF_vrdsoort asc, Code asc', scoringProfile: 'ArticleSearch' };
for (let i = 0; i < 400; i++) runSearch(idx, body);
