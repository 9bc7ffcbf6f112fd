// What one request may spend, and what it matched. The engine runs on the one event loop that
// answers every other request too: expanding terms against the dictionary (regular expressions,
// wildcards, fuzzy and contains matching) and reading the postings they matched is charged here,
// and beyond the budget the query is refused as too complex (a 400) rather than holding everyone
// else up. The dictionary terms that matched are collected for highlighting.
import { SearchRequestError } from './query.js';

/** Dictionary terms looked at per request at most (postings read count as a fraction of a term). */
const TERM_VISIT_BUDGET = 400_000;
/** CPU time per request at most. */
const EXPANSION_TIME_BUDGET_MS = 25;

/**
 * The process's CPU time in microseconds: the time budget counts the work a request does, not
 * the wall clock, which also runs while the process waits for a core on a busy machine (an
 * ordinary query refused then would be the machine's fault, not the query's).
 */
function cpuMicros(): number {
  const { user, system } = process.cpuUsage();
  return user + system;
}

export class RequestWork {
  /** Dictionary term ids that matched so far (the engine is synchronous: one request at a time). */
  matched = new Set<number>();
  private termVisits = 0;
  private deadline = Infinity;

  /** Starts the budget of one request and its matched terms. */
  begin(): void {
    this.termVisits = 0;
    this.deadline = cpuMicros() + EXPANSION_TIME_BUDGET_MS * 1000;
    this.matched = new Set();
  }

  /** Charges dictionary terms looked at to the request's budget; refuses the request beyond it. */
  readonly visit = (count: number): void => {
    const before = this.termVisits;
    this.termVisits += count;
    // The CPU clock is read once per 8,192 terms looked at (under a millisecond of work): reading it
    // more often costs a noticeable share of an uncached query's CPU, because the postings of a
    // long list are charged as terms too and a query crosses the mark often.
    if (this.termVisits > TERM_VISIT_BUDGET || ((before ^ this.termVisits) >>> 13 !== 0 && cpuMicros() > this.deadline)) {
      throw new SearchRequestError('The query is too complex: it has to look at too many terms. Make its wildcards, regular expressions or fuzzy terms more specific.');
    }
  };
}
