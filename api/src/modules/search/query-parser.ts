// Parsers for the two query syntaxes of Azure Search: simple (queryType=simple, lenient, never an
// error) and full Lucene (queryType=full: AND OR NOT && || !, + -, field:, ~ fuzzy and slop, ^ boost,
// ? * wildcards, /regex/; a malformed query is a 400).
import { type Occur, type QueryNode, SearchRequestError } from './query.js';

export type SearchMode = 'any' | 'all';

interface Clause {
  occur: Occur | 'default';
  node: QueryNode;
  /** The explicit operator written before this clause. */
  conj?: 'and' | 'or';
}

/**
 * Lucene's way of turning a clause list into a Boolean query: a clause joined by AND is required,
 * one joined by OR optional, an unmarked one follows searchMode. With searchMode 'any' a negated
 * clause that is not required means "or not" (Azure: 'wifi -luxury' finds documents with wifi or
 * without luxury); with 'all' it excludes.
 */
function combine(clauses: Clause[], mode: SearchMode): QueryNode {
  if (clauses.length === 0) return { kind: 'bool', clauses: [], boost: 1 };
  const occurs: (Occur | 'default')[] = clauses.map((c) => c.occur);
  clauses.forEach((clause, i) => {
    if (clause.conj === 'and') {
      if (occurs[i] === 'default' || occurs[i] === 'should') occurs[i] = 'must';
      if (i > 0 && (occurs[i - 1] === 'default' || occurs[i - 1] === 'should')) occurs[i - 1] = 'must';
    } else if (clause.conj === 'or') {
      if (occurs[i] === 'default') occurs[i] = 'should';
      if (i > 0 && occurs[i - 1] === 'default') occurs[i - 1] = 'should';
    }
  });
  const andJoined = (i: number) => clauses[i]!.conj === 'and' || clauses[i + 1]?.conj === 'and';
  const out: { occur: Occur; node: QueryNode }[] = clauses.map((clause, i) => {
    let occur = occurs[i]!;
    if (occur === 'default') occur = mode === 'all' ? 'must' : 'should';
    if (occur === 'mustNot' && mode === 'any' && !andJoined(i)) {
      return { occur: 'should', node: { kind: 'not', node: clause.node } };
    }
    return { occur, node: clause.node };
  });
  if (out.length === 1 && out[0]!.occur !== 'mustNot') return out[0]!.node;
  return { kind: 'bool', clauses: out, boost: 1 };
}

// ------------------------------------------------------------------------------------------ simple

/** Parses Azure's simple syntax. Unbalanced quotes or brackets are read as well as possible. */
export function parseSimpleQuery(search: string | undefined, mode: SearchMode): QueryNode {
  const text = (search ?? '').trim();
  if (text === '' || text === '*') return { kind: 'all' };
  let i = 0;
  const skipSpace = () => {
    while (i < text.length && /\s/.test(text[i]!)) i++;
  };
  const parseGroup = (depth: number): QueryNode => {
    const clauses: Clause[] = [];
    let conj: 'and' | 'or' | undefined;
    for (;;) {
      skipSpace();
      if (i >= text.length) break;
      const c = text[i]!;
      if (c === ')') {
        i++;
        if (depth > 0) break;
        continue;
      }
      if (c === '|') {
        i++;
        conj = 'or';
        continue;
      }
      let occur: Clause['occur'] = 'default';
      if (c === '+' || c === '-') {
        i++;
        if (i >= text.length || /\s/.test(text[i]!)) {
          if (c === '+') conj = 'and';
          continue;
        }
        occur = c === '+' ? 'must' : 'mustNot';
      }
      let node: QueryNode | undefined;
      if (text[i] === '(') {
        i++;
        node = parseGroup(depth + 1);
      } else if (text[i] === '"') {
        const end = text.indexOf('"', i + 1);
        const phrase = text.slice(i + 1, end < 0 ? text.length : end);
        i = end < 0 ? text.length : end + 1;
        if (phrase.trim()) node = { kind: 'phrase', text: phrase, slop: 0, boost: 1 };
      } else {
        let word = '';
        while (i < text.length && !/\s/.test(text[i]!)) {
          const ch = text[i]!;
          if (ch === '\\' && i + 1 < text.length) {
            word += text[i + 1];
            i += 2;
            continue;
          }
          // '+' and '|' end a word ('wifi+luxury'); '-' only starts a negation after a space.
          if (ch === '|' || ch === '+' || ch === '(' || ch === ')' || ch === '"') break;
          word += ch;
          i++;
        }
        if (/[\p{L}\p{N}*]/u.test(word)) node = wordNode(word);
      }
      if (node) clauses.push({ occur, node, conj });
      conj = undefined;
      if (text[i] === '+') {
        // 'wifi+luxury': both required.
        i++;
        conj = 'and';
      }
    }
    return combine(clauses, mode);
  };
  const wordNode = (word: string): QueryNode => {
    if (word === '*') return { kind: 'all' };
    if (word.endsWith('*') && !word.slice(0, -1).includes('*') && word.length > 1) {
      return { kind: 'term', text: word.slice(0, -1), mode: 'prefix', boost: 1 };
    }
    return { kind: 'term', text: word.replace(/\*/g, ''), mode: 'analyzed', boost: 1 };
  };
  return parseGroup(0);
}

// ------------------------------------------------------------------------------------ full Lucene

type LuceneToken =
  | { type: 'and' | 'or' | 'not' | 'plus' | 'minus' | 'lparen' | 'rparen'; pos: number }
  | { type: 'term'; text: string; raw: string; pos: number }
  | { type: 'phrase'; text: string; pos: number }
  | { type: 'regex'; text: string; pos: number }
  | { type: 'field'; text: string; pos: number }
  | { type: 'modifier'; fuzzy?: number; boost?: number; pos: number };

function parseError(pos: number): never {
  throw new SearchRequestError(
    `Failed to parse query string at line 1, column ${pos + 1}. See https://aka.ms/azure-search-full-query for supported syntax.`,
  );
}

const TERM_END = /[\s()"^~:/]/;

function lexLucene(text: string): LuceneToken[] {
  const tokens: LuceneToken[] = [];
  let i = 0;
  const readNumber = (): number | undefined => {
    const m = /^[0-9]+(\.[0-9]+)?/.exec(text.slice(i));
    if (!m) return undefined;
    i += m[0].length;
    return Number(m[0]);
  };
  while (i < text.length) {
    const c = text[i]!;
    const pos = i;
    if (/\s/.test(c)) {
      i++;
    } else if (c === '(') {
      tokens.push({ type: 'lparen', pos });
      i++;
    } else if (c === ')') {
      tokens.push({ type: 'rparen', pos });
      i++;
    } else if (c === '&' && text[i + 1] === '&') {
      tokens.push({ type: 'and', pos });
      i += 2;
    } else if (c === '|' && text[i + 1] === '|') {
      tokens.push({ type: 'or', pos });
      i += 2;
    } else if (c === '!') {
      tokens.push({ type: 'not', pos });
      i++;
    } else if (c === '+') {
      tokens.push({ type: 'plus', pos });
      i++;
    } else if (c === '-') {
      tokens.push({ type: 'minus', pos });
      i++;
    } else if (c === '"') {
      let phrase = '';
      i++;
      while (i < text.length && text[i] !== '"') {
        if (text[i] === '\\' && i + 1 < text.length) i++;
        phrase += text[i++];
      }
      if (i >= text.length) parseError(pos);
      i++;
      tokens.push({ type: 'phrase', text: phrase, pos });
    } else if (c === '/') {
      // A regular expression up to the next unescaped '/'. A doubled slash ('//', how the shop's
      // client escapes a slash typed by the user) stands for one literal slash (our choice).
      let source = '';
      i++;
      for (;;) {
        if (i >= text.length) parseError(pos);
        const ch = text[i]!;
        if (ch === '\\' && text[i + 1] === '/') {
          source += '/';
          i += 2;
        } else if (ch === '/' && text[i + 1] === '/') {
          source += '/';
          i += 2;
        } else if (ch === '/') {
          i++;
          break;
        } else {
          source += ch;
          i++;
        }
      }
      tokens.push({ type: 'regex', text: source, pos });
    } else if (c === '~' || c === '^') {
      i++;
      const n = readNumber();
      const last = tokens[tokens.length - 1];
      if (c === '^' && n === undefined) parseError(pos);
      const mod = last?.type === 'modifier' ? last : undefined;
      if (mod) {
        if (c === '~') mod.fuzzy = n ?? -1;
        else mod.boost = n;
      } else {
        tokens.push(c === '~' ? { type: 'modifier', fuzzy: n ?? -1, pos } : { type: 'modifier', boost: n, pos });
      }
    } else {
      let raw = '';
      let value = '';
      while (i < text.length && !TERM_END.test(text[i]!)) {
        if (text[i] === '\\' && i + 1 < text.length) {
          raw += text.slice(i, i + 2);
          value += text[i + 1];
          i += 2;
          continue;
        }
        raw += text[i];
        value += text[i++];
      }
      if (text[i] === ':' && raw !== '') {
        i++;
        tokens.push({ type: 'field', text: value, pos });
        continue;
      }
      if (raw === '') parseError(pos);
      if (raw === 'AND') tokens.push({ type: 'and', pos });
      else if (raw === 'OR') tokens.push({ type: 'or', pos });
      else if (raw === 'NOT') tokens.push({ type: 'not', pos });
      else tokens.push({ type: 'term', text: value, raw, pos });
    }
  }
  return tokens;
}

/** Parses full Lucene syntax (queryType=full). */
export function parseLuceneQuery(search: string | undefined, mode: SearchMode): QueryNode {
  const text = (search ?? '').trim();
  if (text === '' || text === '*') return { kind: 'all' };
  const tokens = lexLucene(text);
  let i = 0;
  const peek = () => tokens[i];

  const parseClauses = (field: string | undefined, inGroup: boolean): QueryNode => {
    const clauses: Clause[] = [];
    let conj: 'and' | 'or' | undefined;
    while (i < tokens.length) {
      const token = peek()!;
      if (token.type === 'rparen') {
        if (!inGroup) parseError(token.pos);
        break;
      }
      if (token.type === 'and' || token.type === 'or') {
        if (clauses.length === 0 || conj) parseError(token.pos);
        conj = token.type;
        i++;
        continue;
      }
      let occur: Clause['occur'] = 'default';
      if (token.type === 'plus') {
        occur = 'must';
        i++;
      } else if (token.type === 'minus' || token.type === 'not') {
        occur = 'mustNot';
        i++;
      }
      const node = parseOperand(field);
      // A term without letters or digits ('&') analyses to nothing: it drops out, as in Lucene.
      if (!(node.kind === 'term' && node.mode === 'analyzed' && !/[\p{L}\p{N}]/u.test(node.text))) {
        clauses.push({ occur, node, conj });
      }
      conj = undefined;
    }
    if (conj) parseError(text.length);
    return combine(clauses, mode);
  };

  const applyModifier = (node: QueryNode): QueryNode => {
    const mod = peek();
    if (mod?.type !== 'modifier') return node;
    i++;
    if (mod.fuzzy !== undefined) {
      if (node.kind === 'term' && (node.mode === 'analyzed' || node.mode === 'fuzzy')) {
        const distance = mod.fuzzy < 0 ? 2 : Math.round(mod.fuzzy);
        if (distance > 2) parseError(mod.pos);
        node = { ...node, mode: 'fuzzy', distance };
      } else if (node.kind === 'phrase') {
        node = { ...node, slop: mod.fuzzy < 0 ? 0 : Math.round(mod.fuzzy) };
      } else parseError(mod.pos);
    }
    if (mod.boost !== undefined) {
      if (node.kind === 'all' || node.kind === 'not') parseError(mod.pos);
      node = { ...node, boost: mod.boost };
    }
    return node;
  };

  const parseOperand = (field: string | undefined): QueryNode => {
    const token = tokens[i++];
    if (!token) parseError(text.length);
    switch (token.type) {
      case 'field': {
        if (field !== undefined) parseError(token.pos);
        const next = peek();
        if (!next) parseError(text.length);
        if (next.type === 'lparen') {
          i++;
          const inner = parseClauses(token.text, true);
          if (peek()?.type !== 'rparen') parseError(text.length);
          i++;
          return applyModifier(inner);
        }
        return parseOperand(token.text);
      }
      case 'lparen': {
        const inner = parseClauses(field, true);
        if (peek()?.type !== 'rparen') parseError(text.length);
        i++;
        return applyModifier(inner);
      }
      case 'phrase':
        return applyModifier({ kind: 'phrase', text: token.text, field, slop: 0, boost: 1 });
      case 'regex':
        return applyModifier(regexNode(token.text, field));
      case 'term': {
        if (token.raw === '*') return { kind: 'all' };
        if (/^[*?]/.test(token.raw)) parseError(token.pos);
        const wildcard = /(?<!\\)[*?]/.test(token.raw);
        const node: QueryNode = wildcard
          ? { kind: 'term', text: token.raw.replace(/\\(.)/g, '$1'), mode: 'wildcard', field, boost: 1 }
          : { kind: 'term', text: token.text, mode: 'analyzed', field, boost: 1 };
        return applyModifier(node);
      }
      default:
        parseError(token.pos);
    }
  };

  const node = parseClauses(undefined, false);
  if (i < tokens.length) parseError(tokens[i]!.pos);
  return node;
}

/**
 * `/.*kraan.*\/` is the shop's contains-style match. A contains pattern around a code with
 * separators (`/.*gr-32.12.*\/`, as a client builds it from a typed code) cannot match a single
 * dictionary term, so it is read as that code instead (our choice).
 */
function regexNode(source: string, field: string | undefined): QueryNode {
  const contains = /^\.\*(.+)\.\*$/.exec(source);
  if (contains) {
    const inner = contains[1]!.replace(/\\(.)/g, '$1');
    if (/[^\p{L}\p{N}]/u.test(inner) && /^[\p{L}\p{N}][\p{L}\p{N}\-./ ]*$/u.test(inner)) {
      return { kind: 'term', text: inner, mode: 'analyzed', field, boost: 1 };
    }
  }
  return { kind: 'term', text: source, mode: 'regex', field, boost: 1 };
}

export function parseQuery(search: string | undefined, queryType: 'simple' | 'full', mode: SearchMode): QueryNode {
  return queryType === 'full' ? parseLuceneQuery(search, mode) : parseSimpleQuery(search, mode);
}
