// How the engine keeps its documents: each as a plain object again, but with the values of a
// facetable field (brand, series, type, class, unit, category paths, ...) kept once and shared by
// every document that has them, and every other string in one piece. At 500,000 articles the
// documents were half of the heap: the same brand or category path repeated in every article
// read from the database, and text built up from parts (as the benchmark's generator builds it)
// kept as a tree of those parts.

import type { FieldDefinition, SearchDocument } from './schema.js';

/** Distinct values kept per field at most; beyond it values are stored unshared. */
const SHARED_VALUES_LIMIT = 65_536;
const SURROGATE = /[\uD800-\uDFFF]/;

export class DocumentStore {
  private readonly shared = new Map<string, Map<string, unknown>>();

  constructor(fields: Iterable<FieldDefinition>) {
    for (const field of fields) if (field.facetable) this.shared.set(field.name, new Map());
  }

  /** A copy of `doc` (same keys, same order, equal values) that takes less room. */
  compact(doc: SearchDocument): SearchDocument {
    const out: SearchDocument = {};
    let previous: string | undefined;
    for (const key of Object.keys(doc)) {
      const value = doc[key];
      // The same string in consecutive fields (CodeName and Code) stays one string.
      if (typeof value === 'string' && previous !== undefined && doc[previous] === value) out[key] = out[previous];
      else {
        const shared = this.shared.get(key);
        out[key] = shared ? this.sharedValue(shared, value) : compactValue(value);
      }
      previous = key;
    }
    return out;
  }

  private sharedValue(shared: Map<string, unknown>, value: unknown): unknown {
    let key: string;
    if (typeof value === 'string') key = `s${value}`;
    else if (Array.isArray(value) && value.every((v) => typeof v === 'string')) key = `a${value.join('\u0000')}\u0000${value.length}`;
    else return compactValue(value);
    let kept = shared.get(key);
    if (kept === undefined) {
      kept = compactValue(value);
      if (shared.size < SHARED_VALUES_LIMIT) shared.set(key, kept);
    }
    return kept;
  }
}

function compactValue(value: unknown): unknown {
  if (typeof value === 'string') return flatString(value);
  if (Array.isArray(value)) return value.map(compactValue);
  return value;
}

/**
 * The string as one contiguous copy (a string built by concatenation is a tree of its parts in
 * V8, several times its own size). A string with lone surrogates is kept as it is (UTF-8 would
 * not give it back unchanged).
 */
function flatString(value: string): string {
  if (value.length === 0 || SURROGATE.test(value)) return value;
  return Buffer.from(value, 'utf8').toString('utf8');
}
