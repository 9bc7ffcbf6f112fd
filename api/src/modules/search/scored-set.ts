// Sets of documents with scores, the currency of query evaluation: internal document ids in
// ascending order beside their scores, combined by merging (and, or, and-not, optional clauses).
// Also the phrase test over token ids (the postings they are read from: ./posting-store.ts).

/** Documents (internal ids, ascending) with their scores. */
export interface ScoredSet {
  docs: Int32Array;
  scores: Float64Array;
}

export function empty(): ScoredSet {
  return { docs: new Int32Array(0), scores: new Float64Array(0) };
}

export function phraseAt(tokens: Int32Array | undefined, ids: number[], slop: number): boolean {
  if (!tokens) return false;
  if (slop === 0) {
    outer: for (let i = 0; i + ids.length <= tokens.length; i++) {
      for (let j = 0; j < ids.length; j++) if (tokens[i + j] !== ids[j]) continue outer;
      return true;
    }
    return false;
  }
  // With slop: all terms inside a window of (terms + slop) positions.
  const window = ids.length + slop;
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i] !== ids[0]) continue;
    const slice = tokens.subarray(Math.max(0, i - slop), i + window);
    if (ids.every((id) => slice.includes(id))) return true;
  }
  return false;
}

export function intersect(a: ScoredSet, b: ScoredSet): ScoredSet {
  const n = Math.min(a.docs.length, b.docs.length);
  const docs = new Int32Array(n);
  const scores = new Float64Array(n);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < a.docs.length && j < b.docs.length) {
    const x = a.docs[i]!;
    const y = b.docs[j]!;
    if (x === y) {
      docs[k] = x;
      scores[k++] = a.scores[i]! + b.scores[j]!;
      i++;
      j++;
    } else if (x < y) i++;
    else j++;
  }
  return { docs: docs.subarray(0, k), scores: scores.subarray(0, k) };
}

export function union(a: ScoredSet, b: ScoredSet): ScoredSet {
  const n = a.docs.length + b.docs.length;
  const docs = new Int32Array(n);
  const scores = new Float64Array(n);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < a.docs.length || j < b.docs.length) {
    const x = i < a.docs.length ? a.docs[i]! : Infinity;
    const y = j < b.docs.length ? b.docs[j]! : Infinity;
    if (x === y) {
      docs[k] = x;
      scores[k++] = a.scores[i++]! + b.scores[j++]!;
    } else if (x < y) {
      docs[k] = x;
      scores[k++] = a.scores[i++]!;
    } else {
      docs[k] = y;
      scores[k++] = b.scores[j++]!;
    }
  }
  return { docs: docs.subarray(0, k), scores: scores.subarray(0, k) };
}

/** `a` with the scores of `b` added where both match (optional clauses of a required query). */
export function addScores(a: ScoredSet, b: ScoredSet): ScoredSet {
  const scores = Float64Array.from(a.scores);
  let j = 0;
  for (let i = 0; i < a.docs.length && j < b.docs.length; i++) {
    while (j < b.docs.length && b.docs[j]! < a.docs[i]!) j++;
    if (b.docs[j] === a.docs[i]) scores[i]! += b.scores[j]!;
  }
  return { docs: a.docs, scores };
}

export function difference(a: ScoredSet, b: ScoredSet): ScoredSet {
  if (b.docs.length === 0) return a;
  const docs: number[] = [];
  const scores: number[] = [];
  let j = 0;
  for (let i = 0; i < a.docs.length; i++) {
    const x = a.docs[i]!;
    while (j < b.docs.length && b.docs[j]! < x) j++;
    if (b.docs[j] !== x) {
      docs.push(x);
      scores.push(a.scores[i]!);
    }
  }
  return { docs: Int32Array.from(docs), scores: Float64Array.from(scores) };
}
