// The OData $filter subset of Azure Search, parsed into a tree, type-checked
// against the index definition and compiled to a document predicate. Precedence, highest first:
// not, comparison, and, or — so `not Price gt 5` is an error; write `not (Price gt 5)`.
import type { FieldDefinition } from './schema.js';
import { type CompiledFilter, SearchRequestError } from './query.js';

type Literal = string | number | boolean | null;

export type FilterNode =
  | { kind: 'and' | 'or'; left: FilterNode; right: FilterNode }
  | { kind: 'not'; operand: FilterNode }
  | { kind: 'compare'; op: CompareOp; path: Path; value: Literal }
  | { kind: 'bool'; path: Path; value: boolean }
  | { kind: 'searchIn'; path: Path; values: Set<string> }
  | { kind: 'lambda'; quantifier: 'any' | 'all'; field: string; variable?: string; body?: FilterNode }
  | { kind: 'const'; value: boolean };

type CompareOp = 'eq' | 'ne' | 'gt' | 'lt' | 'ge' | 'le';
/** A field of the document, or the range variable of the enclosing lambda. */
type Path = { field: string } | { variable: string };

interface Token {
  type: 'ident' | 'string' | 'number' | 'punct' | 'end';
  text: string;
  value?: string | number;
  pos: number;
}

const COMPARE_OPS = new Set(['eq', 'ne', 'gt', 'lt', 'ge', 'le']);

function invalid(message: string): never {
  throw new SearchRequestError(`Invalid expression: ${message}`);
}

function lex(input: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < input.length) {
    const c = input[i]!;
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    const start = i;
    if (c === "'") {
      let value = '';
      i++;
      for (;;) {
        if (i >= input.length) invalid(`Unterminated string literal at position ${start} in '${input}'.`);
        if (input[i] === "'") {
          if (input[i + 1] === "'") {
            value += "'";
            i += 2;
            continue;
          }
          i++;
          break;
        }
        value += input[i++];
      }
      tokens.push({ type: 'string', text: input.slice(start, i), value, pos: start });
    } else if (/[0-9]/.test(c) || (c === '-' && /[0-9]/.test(input[i + 1] ?? ''))) {
      const m = /^-?[0-9]+(\.[0-9]+)?([eE][+-]?[0-9]+)?/.exec(input.slice(i))!;
      i += m[0].length;
      if (/[A-Za-z_]/.test(input[i] ?? '')) invalid(`Syntax error at position ${i} in '${input}'.`);
      tokens.push({ type: 'number', text: m[0], value: Number(m[0]), pos: start });
    } else if (/[A-Za-z_]/.test(c)) {
      const m = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*/.exec(input.slice(i))!;
      i += m[0].length;
      tokens.push({ type: 'ident', text: m[0], pos: start });
    } else if ('(),:/'.includes(c)) {
      i++;
      tokens.push({ type: 'punct', text: c, pos: start });
    } else {
      invalid(`Syntax error at position ${i} in '${input}': unexpected '${c}'.`);
    }
  }
  tokens.push({ type: 'end', text: '', pos: input.length });
  return tokens;
}

class Parser {
  private i = 0;
  private readonly tokens: Token[];
  private readonly variables: string[] = [];

  constructor(
    private readonly input: string,
    private readonly fields: Map<string, FieldDefinition>,
  ) {
    this.tokens = lex(input);
  }

  private peek(offset = 0): Token {
    return this.tokens[Math.min(this.i + offset, this.tokens.length - 1)]!;
  }

  private next(): Token {
    return this.tokens[Math.min(this.i++, this.tokens.length - 1)]!;
  }

  private isKeyword(token: Token, word: string): boolean {
    return token.type === 'ident' && token.text === word;
  }

  private expect(text: string): void {
    const token = this.next();
    if (token.text !== text || (token.type !== 'punct' && token.type !== 'ident')) this.syntaxError(token, `'${text}' expected`);
  }

  private syntaxError(token: Token, detail?: string): never {
    invalid(`Syntax error at position ${token.pos} in '${this.input}'${detail ? `: ${detail}` : ''}.`);
  }

  parse(): FilterNode {
    if (this.peek().type === 'end') invalid('The filter expression is empty.');
    const node = this.parseOr();
    const rest = this.peek();
    if (rest.type !== 'end') this.syntaxError(rest);
    return node;
  }

  private parseOr(): FilterNode {
    let left = this.parseAnd();
    while (this.isKeyword(this.peek(), 'or')) {
      this.next();
      left = { kind: 'or', left, right: this.parseAnd() };
    }
    return left;
  }

  private parseAnd(): FilterNode {
    let left = this.parseComparison();
    while (this.isKeyword(this.peek(), 'and')) {
      this.next();
      left = { kind: 'and', left, right: this.parseComparison() };
    }
    return left;
  }

  /** A comparison, or a Boolean operand standing alone. */
  private parseComparison(): FilterNode {
    const start = this.peek();
    const left = this.parseUnary();
    const opToken = this.peek();
    if (opToken.type === 'ident' && COMPARE_OPS.has(opToken.text)) {
      this.next();
      const rightStart = this.peek();
      const right = this.parseUnary();
      return this.comparison(opToken.text as CompareOp, left, right, start, rightStart);
    }
    return this.asBoolean(left, start);
  }

  /** Operands: a literal, a field path, `not x`, `( ... )`, search.in(...) or a lambda. */
  private parseUnary(): Operand {
    const token = this.peek();
    if (this.isKeyword(token, 'not')) {
      this.next();
      const operandStart = this.peek();
      return { node: { kind: 'not', operand: this.asBoolean(this.parseUnary(), operandStart) } };
    }
    if (token.type === 'punct' && token.text === '(') {
      this.next();
      const node = this.parseOr();
      this.expect(')');
      return { node };
    }
    if (token.type === 'string' || token.type === 'number') {
      this.next();
      return { literal: token.value as string | number };
    }
    if (token.type !== 'ident') this.syntaxError(token);
    if (token.text === 'true' || token.text === 'false') {
      this.next();
      return { literal: token.text === 'true' };
    }
    if (token.text === 'null') {
      this.next();
      return { literal: null };
    }
    if (token.text.startsWith('search.') || token.text.startsWith('geo.')) return { node: this.parseFunction() };
    this.next();
    if (this.variables.includes(token.text)) return { path: { variable: token.text }, token };
    const field = this.fields.get(token.text);
    if (!field) invalid(`Could not find a property named '${token.text}' on type 'search.document'.`);
    if (!field.filterable) {
      invalid(`The field '${token.text}' is not a filterable field. Only filterable fields can be used in filter expressions.`);
    }
    if (this.peek().text === '/' && this.peek().type === 'punct') {
      this.next();
      return { node: this.parseLambda(field) };
    }
    return { path: { field: field.name }, token };
  }

  private parseFunction(): FilterNode {
    const name = this.next();
    if (name.text !== 'search.in') invalid(`Function '${name.text}' is not supported in this filter (position ${name.pos}).`);
    this.expect('(');
    const argStart = this.peek();
    const subject = this.parseUnary();
    if (!subject.path) this.syntaxError(argStart, 'the first argument of search.in must be a field or range variable');
    const type = this.pathType(subject.path, argStart);
    if (type !== 'Edm.String') invalid(`search.in can only be applied to string fields; '${argStart.text}' is ${type}.`);
    this.expect(',');
    const list = this.next();
    if (list.type !== 'string') this.syntaxError(list, 'the second argument of search.in must be a string');
    let delimiters = ' ,';
    if (this.peek().text === ',') {
      this.next();
      const d = this.next();
      if (d.type !== 'string' || d.value === '') this.syntaxError(d, 'the delimiters of search.in must be a non-empty string');
      delimiters = String(d.value);
    }
    this.expect(')');
    const values = new Set<string>();
    let current = '';
    for (const ch of String(list.value)) {
      if (delimiters.includes(ch)) {
        if (current) values.add(current);
        current = '';
      } else current += ch;
    }
    if (current) values.add(current);
    return { kind: 'searchIn', path: subject.path, values };
  }

  private parseLambda(field: FieldDefinition): FilterNode {
    const quantifier = this.next();
    if (quantifier.text !== 'any' && quantifier.text !== 'all') this.syntaxError(quantifier, "'any' or 'all' expected");
    if (!field.type.startsWith('Collection(')) {
      invalid(`The '${quantifier.text}' operator can only be applied to collection fields; '${field.name}' is not a collection.`);
    }
    this.expect('(');
    if (this.peek().text === ')') {
      this.next();
      if (quantifier.text === 'all') invalid("The 'all' operator requires a lambda expression.");
      return { kind: 'lambda', quantifier: 'any', field: field.name };
    }
    const variable = this.next();
    if (variable.type !== 'ident' || this.fields.has(variable.text)) this.syntaxError(variable, 'a range variable expected');
    this.expect(':');
    this.variables.push(variable.text);
    const body = this.parseOr();
    this.variables.pop();
    this.expect(')');
    return { kind: 'lambda', quantifier: quantifier.text as 'any' | 'all', field: field.name, variable: variable.text, body };
  }

  private pathType(path: Path, token: Token): string {
    if ('variable' in path) return 'Edm.String';
    const type = this.fields.get(path.field)!.type;
    if (type.startsWith('Collection(')) {
      invalid(`The collection field '${path.field}' can only be used in an any() or all() lambda expression (position ${token.pos}).`);
    }
    return type;
  }

  private asBoolean(operand: Operand, token: Token): FilterNode {
    if (operand.node) return operand.node;
    if (operand.path) {
      const type = this.pathType(operand.path, token);
      if (type !== 'Edm.Boolean') invalid(`The expression at position ${token.pos} in '${this.input}' is not Boolean.`);
      return { kind: 'bool', path: operand.path, value: true };
    }
    if (typeof operand.literal === 'boolean') return { kind: 'const', value: operand.literal };
    invalid(`The expression at position ${token.pos} in '${this.input}' is not Boolean.`);
  }

  private comparison(op: CompareOp, left: Operand, right: Operand, leftToken: Token, rightToken: Token): FilterNode {
    let path: Path;
    let value: Literal;
    let flipped = false;
    if (left.path && right.literal !== undefined) {
      path = left.path;
      value = right.literal;
    } else if (right.path && left.literal !== undefined) {
      path = right.path;
      value = left.literal;
      flipped = true;
    } else if (left.path && right.path) {
      invalid(`Comparison between two fields is not supported (position ${rightToken.pos} in '${this.input}').`);
    } else {
      invalid(`A comparison needs a field on one side and a constant on the other (position ${leftToken.pos} in '${this.input}').`);
    }
    const type = this.pathType(path, flipped ? rightToken : leftToken);
    if (value !== null) {
      const ok =
        (type === 'Edm.String' && typeof value === 'string') ||
        ((type === 'Edm.Double' || type === 'Edm.Int32' || type === 'Edm.Int64') && typeof value === 'number') ||
        (type === 'Edm.Boolean' && typeof value === 'boolean');
      if (!ok) {
        invalid(
          `A binary operator with incompatible types was detected. Found operand types '${type}' and '${literalType(value)}' for operator kind '${op}'.`,
        );
      }
      if ((type === 'Edm.Int32' || type === 'Edm.Int64') && !Number.isInteger(value)) {
        // Azure compares an integer field with a decimal constant numerically: allowed.
      }
    }
    if (flipped) op = ({ gt: 'lt', lt: 'gt', ge: 'le', le: 'ge', eq: 'eq', ne: 'ne' } as const)[op];
    return { kind: 'compare', op, path, value };
  }
}

interface Operand {
  node?: FilterNode;
  path?: Path;
  literal?: Literal;
  token?: Token;
}

function literalType(value: Literal): string {
  if (typeof value === 'string') return 'Edm.String';
  if (typeof value === 'boolean') return 'Edm.Boolean';
  if (typeof value === 'number') return Number.isInteger(value) ? 'Edm.Int32' : 'Edm.Double';
  return 'null';
}

type Env = Record<string, unknown>;
type Predicate = (doc: Record<string, unknown>, env: Env) => boolean;

function compare(op: CompareOp, actual: unknown, value: Literal): boolean {
  if (actual === undefined) actual = null;
  if (op === 'eq') return actual === value;
  if (op === 'ne') return actual !== value;
  if (actual === null || value === null) return false;
  const a = actual as string | number | boolean;
  const b = value;
  switch (op) {
    case 'gt':
      return a > b;
    case 'lt':
      return a < b;
    case 'ge':
      return a >= b;
    case 'le':
      return a <= b;
  }
}

function compile(node: FilterNode): Predicate {
  const read = (path: Path): ((doc: Record<string, unknown>, env: Env) => unknown) =>
    'field' in path ? (doc) => doc[path.field] : (_doc, env) => env[path.variable];
  switch (node.kind) {
    case 'const':
      return () => node.value;
    case 'and': {
      const l = compile(node.left);
      const r = compile(node.right);
      return (doc, env) => l(doc, env) && r(doc, env);
    }
    case 'or': {
      const l = compile(node.left);
      const r = compile(node.right);
      return (doc, env) => l(doc, env) || r(doc, env);
    }
    case 'not': {
      const operand = compile(node.operand);
      return (doc, env) => !operand(doc, env);
    }
    case 'bool': {
      const get = read(node.path);
      return (doc, env) => get(doc, env) === node.value;
    }
    case 'compare': {
      const get = read(node.path);
      return (doc, env) => compare(node.op, get(doc, env), node.value);
    }
    case 'searchIn': {
      const get = read(node.path);
      return (doc, env) => {
        const v = get(doc, env);
        return typeof v === 'string' && node.values.has(v);
      };
    }
    case 'lambda': {
      const body = node.body ? compile(node.body) : undefined;
      const variable = node.variable!;
      return (doc, env) => {
        const items = doc[node.field];
        const list = Array.isArray(items) ? items : [];
        if (!body) return list.length > 0;
        const inner: Env = { ...env };
        const test = (item: unknown) => {
          inner[variable] = item;
          return body(doc, inner);
        };
        return node.quantifier === 'any' ? list.some(test) : list.every(test);
      };
    }
  }
}

/** Parses and checks a $filter expression; a mistake is a SearchRequestError (a 400). */
export function parseFilter(input: string, fields: Map<string, FieldDefinition>): FilterNode {
  if (input.length > 32_000) invalid('The filter expression is too long.');
  return new Parser(input, fields).parse();
}

export function compileFilter(input: string, fields: Map<string, FieldDefinition>): CompiledFilter {
  const predicate = compile(parseFilter(input, fields));
  return { key: input.trim(), test: (doc) => predicate(doc, {}) };
}
