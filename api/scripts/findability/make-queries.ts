// Writes the findability query set (./queries.json) from the seeded demo catalogue: what an
// installer types (typos, compounds written apart or together, article numbers, manufacturer
// codes, EANs, brand with article, sizes as '22mm' and '22 mm', the trade's words) and, for
// each, the articles he means. What he means is stated here as words of the article's
// description, its brand or its product class, never as what the search engine answers.
//
//   pnpm --filter @kraanvogel/api exec tsx scripts/findability/make-queries.ts
//
// Run again only when the demo seed changes; the file is kept in the repo so that the benchmark
// (./bench.ts) measures every version of the engine against the same questions.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fold } from '../../src/modules/search/text.js';
import type { SearchDocument } from '../../src/modules/search/schema.js';
import { demoDocuments } from './demo-documents.js';

/** What a query means: articles whose description holds all these words (and the brand/class). */
interface Meaning {
  words?: string[];
  brand?: string;
  productClass?: string;
  code?: string;
  productCode?: string;
  ean?: string;
}

export interface FindabilityQuery {
  query: string;
  kind: 'typo' | 'compound' | 'article number' | 'manufacturer code' | 'EAN' | 'brand + article' | 'size' | 'trade word' | 'word';
  /** What was meant, for a reader of the results. */
  means: string;
  expected: string[];
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const hasWord = (text: string, word: string) =>
  /^[0-9]/.test(word) ? new RegExp(`(^|[^a-z0-9])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`).test(text) : text.includes(word);

function matches(doc: SearchDocument, m: Meaning): boolean {
  const text = fold(str(doc.Omschrijving));
  if (m.words && !m.words.every((w) => hasWord(text, fold(w)))) return false;
  if (m.brand && doc.ProductBrand !== m.brand) return false;
  if (m.productClass && doc.ProductClassName !== m.productClass) return false;
  if (m.code && doc.Code !== m.code) return false;
  if (m.productCode && !fold(str(doc.ProductCode)).replace(/[^a-z0-9]/g, '').includes(fold(m.productCode).replace(/[^a-z0-9]/g, ''))) return false;
  if (m.ean && !str(doc.EAN).includes(m.ean)) return false;
  return true;
}

// Typed with a slip: [typed, the word meant]. Dutch slips: a letter left out or doubled, two
// swapped, ei/ij, c/k, dt, a missing linking s.
const TYPOS: [string, string][] = [
  ['kogelkaan', 'kogelkraan'], ['kogelkran', 'kogelkraan'], ['kogelkraam', 'kogelkraan'], ['kogelkrann', 'kogelkraan'],
  ['radiater', 'radiator'], ['radiatr', 'radiator'], ['radiatoor', 'radiator'], ['wastafelmenkraan', 'wastafelmengkraan'],
  ['wastafelmengraan', 'wastafelmengkraan'], ['wastaffel', 'wastafel'], ['wasstafel', 'wastafel'], ['keukenmengkaan', 'keukenmengkraan'],
  ['keukekraan', 'keukenkraan'], ['thermostaad', 'thermostaat'], ['termostaat', 'thermostaat'], ['badthermostat', 'badthermostaat'],
  ['douchetermostaat', 'douchethermostaat'], ['bedieningsplat', 'bedieningsplaat'], ['bedienigsplaat', 'bedieningsplaat'],
  ['toiletziting', 'toiletzitting'], ['toiletzittng', 'toiletzitting'], ['inbouwresevoir', 'inbouwreservoir'], ['inbouwreservior', 'inbouwreservoir'],
  ['designsifom', 'designsifon'], ['knelkopeling', 'knelkoppeling'], ['knelkoppelin', 'knelkoppeling'], ['perskoppling', 'perskoppeling'],
  ['fontijn', 'fontein'], ['hoekfontijn', 'hoekfontein'], ['hoofdouche', 'hoofddouche'], ['regendoushe', 'regendouche'], ['handouche', 'handdouche'],
  ['glijstanset', 'glijstangset'], ['douchewant', 'douchewand'], ['douchecabiene', 'douchecabine'], ['douchegot', 'douchegoot'],
  ['meerlagebuis', 'meerlagenbuis'], ['vloerverwarmingverdeler', 'vloerverwarmingsverdeler'], ['verdeeler', 'verdeler'],
  ['stankafsluter', 'stankafsluiter'], ['veiligheitsgroep', 'veiligheidsgroep'], ['inlaatcombinatsie', 'inlaatcombinatie'],
  ['stopkaan', 'stopkraan'], ['hoekstopkran', 'hoekstopkraan'], ['buisbeugl', 'buisbeugel'], ['slangklemm', 'slangklem'],
  ['waterpomtang', 'waterpomptang'], ['pijptank', 'pijptang'], ['buizensnyder', 'buizensnijder'], ['accuboormachiene', 'accuboormachine'],
  ['persmachiene', 'persmachine'], ['warmtepmp', 'warmtepomp'], ['boilerfat', 'boilervat'], ['combikettel', 'combiketel'],
  ['kombiketel', 'combiketel'], ['dakdoervoer', 'dakdoorvoer'], ['rookgassafvoerbuis', 'rookgasafvoerbuis'], ['handdoekradiatr', 'handdoekradiator'],
  ['designradator', 'designradiator'], ['paneelradiatoor', 'paneelradiator'], ['voetventil', 'voetventiel'], ['wandclosett', 'wandcloset'],
  ['hangtoillet', 'hangtoilet'], ['duoblock', 'duoblok'], ['fonteinkaan', 'fonteinkraan'], ['badmengkaan', 'badmengkraan'],
  ['inbouwthermostat', 'inbouwthermostaat'], ['kokentwaterkraan', 'kokendwaterkraan'], ['klopbormachine', 'klopboormachine'],
];

// Written apart what the catalogue writes together, and the other way round: [typed, words meant].
const COMPOUNDS: [string, string[]][] = [
  ['wastafel mengkraan', ['wastafelmengkraan']], ['keuken mengkraan', ['keukenmengkraan']], ['kogel kraan', ['kogelkraan']],
  ['stop kraan', ['stopkraan']], ['bad thermostaat', ['badthermostaat']], ['douche thermostaat', ['douchethermostaat']],
  ['inbouw thermostaat', ['inbouwthermostaat']], ['hand douche', ['handdouche']], ['toilet zitting', ['toiletzitting']],
  ['inbouw reservoir', ['inbouwreservoir']], ['bedienings plaat', ['bedieningsplaat']], ['paneel radiator', ['paneelradiator']],
  ['design radiator', ['designradiator']], ['handdoek radiator', ['handdoekradiator']], ['knel koppeling', ['knelkoppeling']],
  ['pers koppeling', ['perskoppeling']], ['douche goot', ['douchegoot']], ['buis beugel', ['buisbeugel']], ['waterpomp tang', ['waterpomptang']],
  ['boiler vat', ['boilervat']], ['combi ketel', ['combiketel']], ['regendouche set', ['regendoucheset']], ['rookgas afvoerbuis', ['rookgasafvoerbuis']],
  ['vloerverwarmings verdeler', ['vloerverwarmingsverdeler']], ['meerlagen buis', ['meerlagenbuis']], ['hoek fontein', ['hoekfontein']],
  ['koperenbuis', ['koperen buis']], ['pvcbuis', ['pvc', 'buis']], ['pvcbocht', ['pvc bocht']], ['inbouwdouchekraan', ['inbouw douchekraan']],
  ['staandcloset', ['staand closet']], ['vrijstaandebadkraan', ['vrijstaande badkraan']], ['dubbelewastafel', ['dubbele wastafel']],
  ['buisbeugeldubbel', ['dubbele buisbeugel']], ['doucheset handdouche', ['doucheset met handdouche']], ['glijstang set', ['glijstangset']],
];

// The trade's words for what the catalogue calls otherwise: [typed, what it means].
const TRADE_WORDS: [string, Meaning, string][] = [
  ['cv-ketel', { productClass: 'Cv-ketels' }, 'combiketel, hybride ketel'],
  ['cv ketel', { productClass: 'Cv-ketels' }, 'combiketel, hybride ketel'],
  ['hwa buis', { words: ['pvc', 'buis'] }, 'pvc buis'],
  ['wc zitting', { words: ['toiletzitting'] }, 'toiletzitting'],
  ['wc bril', { words: ['toiletzitting'] }, 'toiletzitting'],
  ['douchekop', { words: ['hoofddouche'] }, 'hoofddouche'],
  ['quooker', { words: ['kokendwaterkraan'] }, 'kokendwaterkraan'],
  ['hr ketel', { words: ['combiketel'] }, 'combiketel'],
  ['thermostaatkraan', { productClass: 'Thermostaatkranen' }, 'thermostatische kraan'],
  ['fonteintje', { words: ['fontein'] }, 'fontein'],
  ['wc pot', { productClass: 'Closets' }, 'closet'],
  ['knel', { words: ['knel'] }, 'knelkoppeling'],
];

const SIZED: [string, string[]][] = [
  ['kogelkraan', ['15', '22', '28']], ['knelkoppeling', ['15', '22']], ['koperen buis', ['15', '22']], ['perskoppeling', ['15', '28']],
  ['stopkraan', ['15', '12']], ['buisbeugel', ['22', '110']],
];

const WORDS = ['kogelkraan', 'wastafel', 'sifon', 'radiator', 'thermostaat', 'toiletzitting', 'douchegoot', 'warmtepomp', 'boilervat',
  'persmachine', 'knelknie', 'combiketel', 'meerlagenbuis', 'inlaatcombinatie', 'verdeler', 'handdouche', 'fontein', 'stopkraan'];

function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function main() {
  const docs = await demoDocuments();
  const out: FindabilityQuery[] = [];
  const add = (query: string, kind: FindabilityQuery['kind'], means: string, ...meanings: Meaning[]) => {
    const expected = docs.filter((d) => meanings.some((m) => matches(d, m))).map((d) => String(d.Code));
    if (expected.length === 0) throw new Error(`'${query}' (${means}): no article of the demo catalogue is meant`);
    out.push({ query, kind, means, expected });
  };
  for (const [typed, meant] of TYPOS) add(typed, 'typo', meant, { words: [meant] });
  for (const [typed, words] of COMPOUNDS) add(typed, 'compound', words.join(' '), { words });
  for (const [typed, meaning, means] of TRADE_WORDS) {
    // The trade word also finds what it says literally.
    add(typed, 'trade word', means, meaning, { words: typed.split(/[\s-]+/) });
  }
  for (const word of WORDS) add(word, 'word', word, { words: [word] });
  for (const [noun, sizes] of SIZED) {
    for (const size of sizes) {
      add(`${noun} ${size}mm`, 'size', `${noun} ${size}mm`, { words: [noun, `${size}mm`] });
      add(`${noun} ${size} mm`, 'size', `${noun} ${size}mm`, { words: [noun, `${size}mm`] });
    }
  }
  const rnd = seeded(34);
  const pick = () => docs[Math.floor(rnd() * docs.length)]!;
  for (let i = 0; i < 30; i++) {
    const d = pick();
    add(String(d.Code), 'article number', String(d.Omschrijving), { code: String(d.Code) });
  }
  for (let i = 0; i < 30; i++) {
    const d = pick();
    const code = str(d.ProductCode);
    const digits = code.replace(/[^0-9]/g, '');
    const typed = [code, code.toLowerCase(), code.replace('-', ''), code.replace('-', ' '), digits][i % 5]!;
    add(typed, 'manufacturer code', code, i % 5 === 4 ? { productCode: digits } : { productCode: code });
  }
  for (let i = 0; i < 25; i++) {
    const d = pick();
    const ean = str(d.EAN);
    const typed = i % 5 === 4 ? ean.slice(-7) : ean;
    add(typed, 'EAN', ean, { ean: typed });
  }
  // Brand with the article: one per leaf category, the brand of an article there and its noun.
  const seen = new Set<string>();
  for (const d of docs) {
    const leaf = (d.CombinedParentKeys as string[]).at(-1)!;
    if (seen.has(leaf) || rnd() < 0.5) continue;
    seen.add(leaf);
    const brand = str(d.ProductBrand);
    const noun = str(d.Omschrijving).split(' ').slice(2).find((w) => w.length >= 5 && /^[a-z]/.test(w));
    if (!noun) continue;
    add(`${brand.toLowerCase()} ${noun}`, 'brand + article', `${brand} ${noun}`, { brand, words: [noun] });
  }
  const file = path.join(path.dirname(fileURLToPath(import.meta.url)), 'queries.json');
  writeFileSync(file, `${JSON.stringify(out, null, 1).replace(/\n {2,}/g, ' ').replace(/\n \]/g, ' ]')}\n`);
  const kinds = new Map<string, number>();
  for (const q of out) kinds.set(q.kind, (kinds.get(q.kind) ?? 0) + 1);
  console.log(`${out.length} queries written to ${file}:`, Object.fromEntries(kinds));
}

await main();
