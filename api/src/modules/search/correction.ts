// "Did you mean": the search text with every word the index does not know replaced by the
// nearest one it does. Tried in this order for each unknown word:
//   - letters and digits written together ('22mm' → '22 mm', 'cw4' stays when known);
//   - a compound that the articles write as two words ('koperenbuis' → 'koperen buis'): two
//     known words that occur together in an article;
//   - a typo: the nearest piece of a known word, within one edit (two for words of 6+ letters):
//     'kogelkaan' → 'kogelkraan', 'radiater' → 'radiator' (inside 'paneelradiator').
// Compounds written apart ('wastafel mengkraan') need nothing: a word also finds the terms that
// contain it. Served by autocomplete with `fuzzy: true` (./suggest.ts).
import type { IndexContent } from './index-content.js';
import { matchesContaining, wordParts } from './query-terms.js';
import type { Visit } from './term-dictionary.js';
import { fold, hasDigit } from './text.js';

/** Shortest word that is corrected, and the edits allowed by length. */
const MIN_CORRECTED = 4;
const maxEdits = (word: string) => (word.length >= 6 ? 2 : 1);
/** A compound's parts: at least this long, each a known word or one with a short ending more. */
const MIN_PART = 3;

export interface Correction {
  /** The corrected search text (folded words, separated by one space). */
  text: string;
  /** The corrected words, each as typed and as corrected. */
  changes: { from: string; to: string }[];
}

export class Corrector {
  constructor(
    private readonly content: IndexContent,
    private readonly visit: Visit,
  ) {}

  /** The corrected text, or undefined when every word is known or none could be corrected. */
  correct(text: string): Correction | undefined {
    const words = fold(text).trim().split(/\s+/).filter(Boolean);
    const changes: { from: string; to: string }[] = [];
    const out = words.map((word) => {
      const parts = wordParts(word);
      if (parts.length === 0 || parts.every((part) => this.known(part))) return word;
      // A word of several parts (a code with separators) is corrected part by part.
      const fixed = parts.map((part) => (this.known(part) ? part : this.correctPart(part) ?? part));
      const to = fixed.join(' ');
      if (to === parts.join(' ')) return word;
      changes.push({ from: word, to });
      return to;
    });
    return changes.length > 0 ? { text: out.join(' '), changes } : undefined;
  }

  /** Whether a token finds something as it is (the way a search reads it, without a typo). */
  known(token: string): boolean {
    const { dictionary } = this.content;
    if (matchesContaining(token)) return dictionary.containing(token, this.visit).some((id) => this.frequency(id) > 0);
    const id = dictionary.find(token);
    return id !== undefined && this.frequency(id) > 0;
  }

  /** A slip of one letter first, then two words written together, then a slip of two letters. */
  private correctPart(part: string): string | undefined {
    if (hasDigit(part)) return this.splitDigits(part);
    const near = this.nearest(part);
    if (near?.edits === 1) return near.piece;
    return this.splitCompound(part) ?? near?.piece;
  }

  /** '22mm' → '22 mm', when each piece is known. */
  private splitDigits(part: string): string | undefined {
    const pieces = part.match(/[0-9]+|[a-z]+/g) ?? [];
    if (pieces.length < 2 || !pieces.every((p) => this.known(p))) return undefined;
    return pieces.join(' ');
  }

  /** Documents in which a token occurs as a word or inside one (as a search reads it). */
  private documentsOf(token: string): Set<number> {
    const { dictionary, postings } = this.content;
    const ids = matchesContaining(token) ? dictionary.containing(token, this.visit) : [dictionary.find(token)].filter((id) => id !== undefined);
    const docs = new Set<number>();
    for (const id of ids) {
      for (let field = 0; field < this.content.searchable.length; field++) {
        const { pool, start, end } = postings.range(id, field);
        this.visit((end - start) / 64);
        for (let i = start; i < end; i += 2) docs.add(pool[i]!);
      }
    }
    return docs;
  }

  /** A word the index has whole, or with a short ending more ('dubbel' of 'dubbele'). */
  private isWord(piece: string): boolean {
    const { dictionary } = this.content;
    if (piece.length < MIN_PART) return false;
    if (dictionary.find(piece) !== undefined) return true;
    return dictionary.withPrefix(piece, this.visit).some((id) => dictionary.text[id]!.length - piece.length <= 2);
  }

  /** Two words the articles have apart, written together: the split that most articles share. */
  private splitCompound(part: string): string | undefined {
    let best: { text: string; together: number } | undefined;
    for (let i = MIN_PART; i <= part.length - MIN_PART; i++) {
      const head = part.slice(0, i);
      const tail = part.slice(i);
      if (!this.isWord(head) || !this.isWord(tail)) continue;
      const a = this.documentsOf(head);
      let together = 0;
      for (const doc of this.documentsOf(tail)) if (a.has(doc)) together++;
      if (together > 0 && (!best || together > best.together)) best = { text: `${head} ${tail}`, together };
    }
    return best?.text;
  }

  /** Documents a term occurs in, over all fields (0 when its documents were removed). */
  private frequency(id: number): number {
    let n = 0;
    for (let field = 0; field < this.content.searchable.length; field++) {
      const { start, end } = this.content.postings.range(id, field);
      n += (end - start) / 2;
    }
    return n;
  }

  /**
   * The nearest piece of a known word: fewest edits, then a piece that is a whole word or
   * begins or ends one, then one that begins with the same letter (a slip is rarely the first
   * letter), then the longer (a letter left out is the commoner slip), then the piece most
   * articles have.
   */
  private nearest(part: string): { piece: string; edits: number } | undefined {
    if (part.length < MIN_CORRECTED) return undefined;
    const { dictionary } = this.content;
    const edits = maxEdits(part);
    const trigrams = Math.max(0, part.length - 2);
    const candidates = dictionary.sharingTrigrams(part, Math.max(1, trigrams - 3 * edits), this.visit);
    const found = new Map<string, { edits: number; edge: number; frequency: number }>();
    for (const id of candidates) {
      const term = dictionary.text[id]!;
      const match = closestPiece(part, term, edits);
      if (!match) continue;
      const frequency = this.frequency(id);
      if (frequency === 0) continue;
      const piece = term.slice(match.start, match.end);
      const known = found.get(piece);
      if (!known || match.edits < known.edits || (match.edits === known.edits && match.edge < known.edge)) {
        found.set(piece, { edits: match.edits, edge: match.edge, frequency: frequency + (known?.frequency ?? 0) });
      } else if (match.edits === known.edits && match.edge === known.edge) {
        known.frequency += frequency;
      }
    }
    const rank = (piece: string, f: { edits: number; edge: number; frequency: number }) =>
      [f.edits, f.edge, piece[0] === part[0] ? 0 : 1, -piece.length, -f.frequency];
    let best: { piece: string; key: number[]; edits: number } | undefined;
    for (const [piece, f] of found) {
      const key = rank(piece, f);
      if (!best || before(key, best.key)) best = { piece, key, edits: f.edits };
    }
    return best && { piece: best.piece, edits: best.edits };
  }
}

/** Whether rank a comes before rank b (compared entry by entry). */
function before(a: number[], b: number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! < b[i]!;
  return false;
}

/**
 * The piece of `term` nearest to `word` (edit distance with a free start and end in the term),
 * within `max` edits: its bounds, the edits, and how many of its ends are not the term's (0: the
 * whole term). Pieces shorter than the word by more than the edits do not count.
 */
export function closestPiece(word: string, term: string, max: number): { start: number; end: number; edits: number; edge: number } | undefined {
  const m = word.length;
  const n = term.length;
  if (n < m - max) return undefined;
  // prev/curr: distances of word[0..i) against a piece ending at term[j), with the piece's start.
  let prev = new Int32Array(n + 1);
  let prevStart = Int32Array.from({ length: n + 1 }, (_, j) => j);
  let curr = new Int32Array(n + 1);
  let currStart = new Int32Array(n + 1);
  for (let i = 1; i <= m; i++) {
    curr[0] = i;
    currStart[0] = 0;
    let rowMin = i;
    const c = word.charCodeAt(i - 1);
    for (let j = 1; j <= n; j++) {
      // Of equal distances, the piece that starts earlier (the longer one).
      let value = prev[j - 1]! + (c === term.charCodeAt(j - 1) ? 0 : 1);
      let start = prevStart[j - 1]!;
      const up = prev[j]! + 1;
      if (up < value || (up === value && prevStart[j]! < start)) {
        value = up;
        start = prevStart[j]!;
      }
      const left = curr[j - 1]! + 1;
      if (left < value || (left === value && currStart[j - 1]! < start)) {
        value = left;
        start = currStart[j - 1]!;
      }
      curr[j] = value;
      currStart[j] = start;
      if (curr[j]! < rowMin) rowMin = curr[j]!;
    }
    if (rowMin > max) return undefined;
    [prev, curr] = [curr, prev];
    [prevStart, currStart] = [currStart, prevStart];
  }
  let best: { start: number; end: number; edits: number; edge: number } | undefined;
  for (let j = 1; j <= n; j++) {
    const edits = prev[j]!;
    if (edits > max) continue;
    const start = prevStart[j]!;
    if (j - start < m - max) continue;
    const edge = (start > 0 ? 1 : 0) + (j < n ? 1 : 0);
    if (!best || edits < best.edits || (edits === best.edits && edge < best.edge)) best = { start, end: j, edits, edge };
  }
  return best;
}
