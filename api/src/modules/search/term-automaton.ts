// Lucene regular expressions and wildcards compiled to an automaton that is determinised lazily:
// matching a term costs one table step per character whatever the pattern, so no pattern can
// make matching backtrack (a JavaScript RegExp over '.*a.*a.*a…' grows geometrically per term).
// The automaton walks the sorted term dictionary sharing the steps of common prefixes and skips
// every term under a prefix that can no longer match, as Lucene's own automaton queries do.
import { SearchRequestError } from './query.js';

/** Pattern text longer than this is refused (Azure refuses wildcard and regex terms over 1000). */
export const MAX_PATTERN_LENGTH = 1000;
/** States of the non-deterministic automaton (repetitions such as `{1,500}` copy their part). */
const MAX_NFA_STATES = 20_000;
/** Deterministic states built while matching; Lucene's own limit is 10,000. */
const MAX_DFA_STATES = 10_000;
const MAX_NESTING = 100;

/** Inclusive code-point ranges [lo, hi, lo, hi, ...], optionally negated. */
interface CharSet {
  ranges: number[];
  negated: boolean;
}

type Node =
  | { kind: 'chars'; set: CharSet }
  | { kind: 'empty' }
  | { kind: 'nothing' }
  | { kind: 'concat'; parts: Node[] }
  | { kind: 'union'; options: Node[] }
  | { kind: 'repeat'; node: Node; min: number; max: number /* Infinity: unbounded */ };

const ANY: CharSet = { ranges: [0, 0x10ffff], negated: false };
const DIGIT = [0x30, 0x39];
const WORD = [0x30, 0x39, 0x41, 0x5a, 0x5f, 0x5f, 0x61, 0x7a];
const SPACE = [0x09, 0x0d, 0x20, 0x20];

function literal(cp: number): Node {
  return { kind: 'chars', set: { ranges: [cp, cp], negated: false } };
}

function tooComplex(source: string): never {
  throw new SearchRequestError(`The regular expression /${source}/ is too complex.`);
}

/** Recursive-descent parser of Lucene's RegExp syntax (the operators Azure Search documents). */
class RegexParser {
  private pos = 0;
  private depth = 0;
  private readonly chars: number[];

  constructor(private readonly source: string) {
    this.chars = Array.from(source, (c) => c.codePointAt(0)!);
  }

  parse(): Node {
    const node = this.union();
    if (this.pos < this.chars.length) this.fail(`unexpected '${String.fromCodePoint(this.chars[this.pos]!)}'`);
    return node;
  }

  private fail(why: string): never {
    throw new SearchRequestError(`Invalid regular expression /${this.source}/: ${why} at position ${this.pos}.`);
  }

  private peek(): number | undefined {
    return this.chars[this.pos];
  }

  private eat(ch: string): boolean {
    if (this.chars[this.pos] === ch.codePointAt(0)) {
      this.pos++;
      return true;
    }
    return false;
  }

  private union(): Node {
    if (++this.depth > MAX_NESTING) tooComplex(this.source);
    const options = [this.concat()];
    while (this.eat('|')) options.push(this.concat());
    this.depth--;
    return options.length === 1 ? options[0]! : { kind: 'union', options };
  }

  private concat(): Node {
    const parts: Node[] = [];
    for (;;) {
      const ch = this.peek();
      if (ch === undefined || ch === 0x7c /* | */ || ch === 0x29 /* ) */) break;
      parts.push(this.repeat());
    }
    if (parts.length === 0) return { kind: 'empty' };
    return parts.length === 1 ? parts[0]! : { kind: 'concat', parts };
  }

  private repeat(): Node {
    let node = this.atom();
    for (;;) {
      if (this.eat('*')) node = { kind: 'repeat', node, min: 0, max: Infinity };
      else if (this.eat('+')) node = { kind: 'repeat', node, min: 1, max: Infinity };
      else if (this.eat('?')) node = { kind: 'repeat', node, min: 0, max: 1 };
      else if (this.peek() === 0x7b /* { */) {
        this.pos++;
        const min = this.number();
        let max = min;
        if (this.eat(',')) max = this.peek() === 0x7d ? Infinity : this.number();
        if (!this.eat('}')) this.fail("expected '}'");
        if (max < min) this.fail('a repetition with its maximum below its minimum');
        node = { kind: 'repeat', node, min, max };
      } else return node;
    }
  }

  private number(): number {
    const start = this.pos;
    while (this.peek() !== undefined && this.peek()! >= 0x30 && this.peek()! <= 0x39) this.pos++;
    if (this.pos === start) this.fail('expected a number');
    const value = Number(String.fromCodePoint(...this.chars.slice(start, this.pos)));
    if (value > 1000) tooComplex(this.source);
    return value;
  }

  private atom(): Node {
    const ch = this.chars[this.pos]!;
    const symbol = String.fromCodePoint(ch);
    // Complement, intersection and numeric intervals need a determinised automaton up front.
    if ('~&<'.includes(symbol)) this.fail(`the operator '${symbol}' is not supported`);
    if ('*+?{'.includes(symbol)) this.fail('nothing to repeat');
    this.pos++;
    switch (symbol) {
      case '.':
        return { kind: 'chars', set: ANY };
      case '@': // any string
        return { kind: 'repeat', node: { kind: 'chars', set: ANY }, min: 0, max: Infinity };
      case '#': // the empty language
        return { kind: 'nothing' };
      case '(': {
        if (this.eat(')')) return { kind: 'empty' };
        const inner = this.union();
        if (!this.eat(')')) this.fail("expected ')'");
        return inner;
      }
      case '[':
        return { kind: 'chars', set: this.charClass() };
      case '"': {
        const parts: Node[] = [];
        while (this.peek() !== undefined && this.peek() !== 0x22) parts.push(literal(this.chars[this.pos++]!));
        if (!this.eat('"')) this.fail('a string without its closing quote');
        return { kind: 'concat', parts };
      }
      case '\\':
        return this.escape();
      default:
        return literal(ch);
    }
  }

  private escape(): Node {
    const ch = this.chars[this.pos++];
    if (ch === undefined) this.fail('a backslash at the end');
    const named = namedClass(ch);
    return named ? { kind: 'chars', set: named } : literal(ch);
  }

  private charClass(): CharSet {
    const negated = this.eat('^');
    const ranges: number[] = [];
    let first = true;
    for (;;) {
      let ch = this.chars[this.pos++];
      if (ch === undefined) this.fail("a character class without its ']'");
      if (ch === 0x5d /* ] */ && !first) break;
      first = false;
      if (ch === 0x5c) {
        ch = this.chars[this.pos++];
        if (ch === undefined) this.fail('a backslash at the end');
        const named = namedClass(ch);
        if (named) {
          if (named.negated) this.fail('a negated class inside brackets');
          ranges.push(...named.ranges);
          continue;
        }
      }
      let hi = ch;
      if (this.peek() === 0x2d /* - */ && this.chars[this.pos + 1] !== undefined && this.chars[this.pos + 1] !== 0x5d) {
        this.pos++;
        hi = this.chars[this.pos++]!;
        if (hi === 0x5c) {
          hi = this.chars[this.pos++]!;
          if (hi === undefined) this.fail('a backslash at the end');
        }
        if (hi < ch) this.fail('a character range out of order');
      }
      ranges.push(ch, hi);
    }
    return { ranges, negated };
  }
}

function namedClass(ch: number): CharSet | undefined {
  switch (String.fromCodePoint(ch)) {
    case 'd': return { ranges: DIGIT, negated: false };
    case 'D': return { ranges: DIGIT, negated: true };
    case 'w': return { ranges: WORD, negated: false };
    case 'W': return { ranges: WORD, negated: true };
    case 's': return { ranges: SPACE, negated: false };
    case 'S': return { ranges: SPACE, negated: true };
    default: return undefined;
  }
}

function inSet(set: CharSet, cp: number): boolean {
  const { ranges } = set;
  let hit = false;
  for (let i = 0; i < ranges.length; i += 2) {
    if (cp >= ranges[i]! && cp <= ranges[i + 1]!) {
      hit = true;
      break;
    }
  }
  return hit !== set.negated;
}

/** Thompson construction: a state either reads one character of its set or has ε-edges. */
class NfaBuilder {
  readonly sets: (CharSet | undefined)[] = [];
  readonly targets: number[] = [];
  readonly epsilons: number[][] = [];

  constructor(private readonly source: string) {}

  private state(): number {
    if (this.sets.length >= MAX_NFA_STATES) tooComplex(this.source);
    this.sets.push(undefined);
    this.targets.push(-1);
    this.epsilons.push([]);
    return this.sets.length - 1;
  }

  /** Builds `node` between a fresh start and end state. */
  build(node: Node): { start: number; end: number } {
    const start = this.state();
    const end = this.state();
    switch (node.kind) {
      case 'chars':
        this.sets[start] = node.set;
        this.targets[start] = end;
        break;
      case 'empty':
        this.epsilons[start]!.push(end);
        break;
      case 'nothing':
        break;
      case 'concat': {
        let at = start;
        for (const part of node.parts) {
          const f = this.build(part);
          this.epsilons[at]!.push(f.start);
          at = f.end;
        }
        this.epsilons[at]!.push(end);
        break;
      }
      case 'union':
        for (const option of node.options) {
          const f = this.build(option);
          this.epsilons[start]!.push(f.start);
          this.epsilons[f.end]!.push(end);
        }
        break;
      case 'repeat': {
        let at = start;
        for (let i = 0; i < node.min; i++) {
          const f = this.build(node.node);
          this.epsilons[at]!.push(f.start);
          at = f.end;
        }
        if (node.max === Infinity) {
          const f = this.build(node.node);
          this.epsilons[at]!.push(f.start, end);
          this.epsilons[f.end]!.push(f.start, end);
        } else {
          for (let i = node.min; i < node.max; i++) {
            const f = this.build(node.node);
            this.epsilons[at]!.push(f.start, end);
            at = f.end;
          }
          this.epsilons[at]!.push(end);
        }
        break;
      }
    }
    return { start, end };
  }
}

/** Deterministic states made on demand from sets of NFA states; state 0 is dead (matches nothing). */
export class TermAutomaton {
  private readonly stateSets: Int32Array[] = [];
  private readonly accepting: boolean[] = [];
  /** Known steps per state: a table for ASCII (nearly every term), a map for the rest. */
  private readonly asciiSteps: Int32Array[] = [];
  private readonly otherSteps: Map<number, number>[] = [];
  private readonly ids = new Map<string, number>();
  private readonly mark: Int32Array;
  private generation = 0;
  readonly start: number;

  constructor(
    private readonly nfa: NfaBuilder,
    nfaStart: number,
    private readonly nfaEnd: number,
    private readonly source: string,
  ) {
    this.mark = new Int32Array(nfa.sets.length);
    this.intern(new Int32Array(0));
    this.start = this.intern(this.closure([nfaStart]));
  }

  private closure(seeds: number[]): Int32Array {
    const gen = ++this.generation;
    const stack = [...seeds];
    const out: number[] = [];
    while (stack.length > 0) {
      const s = stack.pop()!;
      if (this.mark[s] === gen) continue;
      this.mark[s] = gen;
      // Only states that read a character, and the final one, tell sets apart.
      if (this.nfa.sets[s] !== undefined || s === this.nfaEnd) out.push(s);
      for (const t of this.nfa.epsilons[s]!) if (this.mark[t] !== gen) stack.push(t);
    }
    return Int32Array.from(out).sort();
  }

  private intern(set: Int32Array): number {
    const key = set.join(',');
    let id = this.ids.get(key);
    if (id === undefined) {
      if (this.stateSets.length >= MAX_DFA_STATES) tooComplex(this.source);
      id = this.stateSets.length;
      this.ids.set(key, id);
      this.stateSets.push(set);
      this.accepting.push(set.includes(this.nfaEnd));
      this.asciiSteps.push(new Int32Array(128).fill(-1));
      this.otherSteps.push(new Map());
    }
    return id;
  }

  /** The state after reading code point `cp` in `state` (0: no term continuing so can match). */
  step(state: number, cp: number): number {
    if (state === 0) return 0;
    const known = cp < 128 ? this.asciiSteps[state]![cp]! : (this.otherSteps[state]!.get(cp) ?? -1);
    if (known !== -1) return known;
    const next: number[] = [];
    for (const s of this.stateSets[state]!) {
      const set = this.nfa.sets[s];
      if (set && inSet(set, cp)) next.push(this.nfa.targets[s]!);
    }
    const id = next.length === 0 ? 0 : this.intern(this.closure(next));
    if (cp < 128) this.asciiSteps[state]![cp] = id;
    else this.otherSteps[state]!.set(cp, id);
    return id;
  }

  accepts(state: number): boolean {
    return this.accepting[state]!;
  }

  /** Whole-term match. */
  matches(text: string): boolean {
    let state = this.start;
    for (const ch of text) {
      state = this.step(state, ch.codePointAt(0)!);
      if (state === 0) return false;
    }
    return this.accepts(state);
  }
}

function compile(node: Node, source: string): TermAutomaton {
  const nfa = new NfaBuilder(source);
  const { start, end } = nfa.build(node);
  return new TermAutomaton(nfa, start, end, source);
}

/** A Lucene regular expression (the text between the slashes), matching whole terms. */
export function compileRegex(source: string): TermAutomaton {
  if (source.length > MAX_PATTERN_LENGTH) tooComplex(source);
  return compile(new RegexParser(source).parse(), source);
}

/** A wildcard term: `*` any run of characters, `?` exactly one, everything else itself. */
export function compileWildcard(pattern: string): TermAutomaton {
  if (pattern.length > MAX_PATTERN_LENGTH) tooComplex(pattern);
  const parts: Node[] = Array.from(pattern, (c): Node =>
    c === '*'
      ? { kind: 'repeat', node: { kind: 'chars', set: ANY }, min: 0, max: Infinity }
      : c === '?'
        ? { kind: 'chars', set: ANY }
        : literal(c.codePointAt(0)!),
  );
  return compile({ kind: 'concat', parts }, pattern);
}

/**
 * The term dictionary in text order, packed for automaton walks: the code units of every term in
 * one array, and per term the length of the prefix it shares with the term before it.
 */
export class SortedTerms {
  readonly ids: Int32Array;
  private readonly units: Uint16Array;
  private readonly starts: Int32Array;
  private readonly shared: Int32Array;

  constructor(texts: readonly string[]) {
    const order = texts.map((_, i) => i).sort((a, b) => (texts[a]! < texts[b]! ? -1 : texts[a]! > texts[b]! ? 1 : 0));
    this.ids = Int32Array.from(order);
    let total = 0;
    for (const text of texts) total += text.length;
    this.units = new Uint16Array(total);
    this.starts = new Int32Array(order.length + 1);
    this.shared = new Int32Array(order.length);
    let at = 0;
    let previous = '';
    order.forEach((id, i) => {
      const text = texts[id]!;
      this.starts[i] = at;
      for (let k = 0; k < text.length; k++) this.units[at++] = text.charCodeAt(k);
      let k = 0;
      const max = Math.min(previous.length, text.length);
      while (k < max && previous.charCodeAt(k) === text.charCodeAt(k)) k++;
      // Never resume a walk between the two halves of a surrogate pair.
      if (k > 0 && k < text.length && isLowSurrogate(text.charCodeAt(k))) k--;
      this.shared[i] = k;
      previous = text;
    });
    this.starts[order.length] = at;
  }

  get length(): number {
    return this.ids.length;
  }

  /**
   * Ids of the terms the automaton accepts, in text order. `visit` is told of every term stepped
   * through, so that the caller can hold the work to a budget. A prefix from which the automaton
   * can no longer accept anything is never walked again: every term under it is skipped.
   */
  match(automaton: TermAutomaton, visit: () => void): number[] {
    const { ids, units, starts, shared } = this;
    const out: number[] = [];
    // states[k]: the state after the first k code units of the previous term, for k <= known.
    let states = new Int32Array(64);
    states[0] = automaton.start;
    let known = 0;
    let i = 0;
    while (i < ids.length) {
      visit();
      const start = starts[i]!;
      const length = starts[i + 1]! - start;
      if (length >= states.length) {
        const grown = new Int32Array(length * 2);
        grown.set(states);
        states = grown;
      }
      let k = Math.min(shared[i]!, known);
      let state = states[k]!;
      while (k < length && state !== 0) {
        const unit = units[start + k]!;
        const low = k + 1 < length ? units[start + k + 1]! : 0;
        if (unit >= 0xd800 && unit <= 0xdbff && isLowSurrogate(low)) {
          state = automaton.step(state, ((unit - 0xd800) << 10) + (low - 0xdc00) + 0x10000);
          states[k + 1] = state;
          k += 2;
        } else {
          state = automaton.step(state, unit);
          k += 1;
        }
        states[k] = state;
      }
      known = k;
      i++;
      if (state === 0) {
        // Nothing that starts with these k units can match: skip the terms that share them.
        known = k - 1;
        while (i < ids.length && shared[i]! >= k) i++;
        continue;
      }
      if (automaton.accepts(state)) out.push(ids[i - 1]!);
    }
    return out;
  }
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}
