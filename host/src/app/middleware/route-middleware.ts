// Named route middleware: on every navigation the global steps run in
// this order — auth, assortimentmenu, baskets, discounts — then any a route names in its handle.
// An unknown name is a programming error and gives the 500 error page.
import { data, redirect } from 'react-router';
import type { RouteHandle } from '@kraanvogel/shared';
import { texts } from '@/texts';

export const GLOBAL_MIDDLEWARE = ['auth', 'assortimentmenu', 'baskets', 'discounts'] as const;

/** A route's handle as the shell reads it: shared's RouteHandle plus extra named middleware. */
export interface ShellRouteHandle extends RouteHandle {
  /** Extra named middleware for this route, run after the global ones; unknown names give a 500. */
  middleware?: string[];
}

export interface MiddlewareContext {
  url: URL;
  /** Handles of the matched routes, outermost first. */
  handles: ShellRouteHandle[];
  /** Some matched route is open to logged-out visitors. */
  isPublic: boolean;
}

export type Middleware = (ctx: MiddlewareContext) => void | Promise<void>;
export type MiddlewareRegistry = Record<string, Middleware>;

/** The names to run for a navigation: the global ones, then the routes' own, each once. */
export function middlewareNames(handles: readonly ShellRouteHandle[]): string[] {
  const names: string[] = [...GLOBAL_MIDDLEWARE];
  for (const h of handles) for (const n of h.middleware ?? []) if (!names.includes(n)) names.push(n);
  return names;
}

export function unknownMiddleware(name: string): never {
  throw data(texts.errors.unknownMiddleware(name), { status: 500, statusText: texts.errors.unknownMiddleware(name) });
}

/**
 * The global steps that only load the shell's data (they decide nothing about the page): they
 * run while the page's own loaders and code load, not before them (router.tsx).
 */
export const DATA_MIDDLEWARE: readonly string[] = ['assortimentmenu', 'baskets', 'discounts'];

/** Runs the named steps (default: all of the navigation's) one after another, in order. */
export async function runMiddleware(registry: MiddlewareRegistry, ctx: MiddlewareContext, names = middlewareNames(ctx.handles)): Promise<void> {
  for (const name of names) {
    const step = Object.hasOwn(registry, name) ? registry[name] : undefined;
    if (!step) unknownMiddleware(name);
    await step(ctx);
  }
}

/**
 * Runs the named steps in order as far as starting them goes: each starts as soon as the one
 * before it has started, not when it has finished, so their requests travel together; their
 * outcomes are then taken in the same order (the first failure in that order is the one
 * reported). For the data steps (DATA_MIDDLEWARE), which only load and never decide: the menu,
 * the baskets and the discounts of a first page load cost one round trip instead of three.
 * Resolves once every step has started, with `done`, their outcome. `between` (the shell's: a new
 * task) runs before each step after the first, so that starting them is not one long task.
 */
export async function startMiddleware(
  registry: MiddlewareRegistry,
  ctx: MiddlewareContext,
  names: readonly string[],
  between?: () => Promise<void>,
): Promise<{ done: Promise<void> }> {
  const started: Promise<void>[] = [];
  for (const name of names) {
    if (between && started.length) await between();
    const step = Object.hasOwn(registry, name) ? registry[name] : undefined;
    let run: Promise<void>;
    if (!step) run = Promise.reject(unknownMiddlewareError(name));
    else {
      try {
        run = Promise.resolve(step(ctx));
      } catch (error) {
        run = Promise.reject(error);
      }
    }
    // Awaited in order below; a later failure while an earlier one is reported is not unhandled.
    run.catch(() => undefined);
    started.push(run);
  }
  return { done: started.reduce<Promise<void>>((all, p) => all.then(() => p), Promise.resolve()) };
}

function unknownMiddlewareError(name: string): unknown {
  try {
    unknownMiddleware(name);
  } catch (error) {
    return error;
  }
}

/** /login?redirect=… : where a logged-out visitor of a protected page goes. */
export function loginRedirect(url: URL): Response {
  const target = `${url.pathname}${url.search}`;
  return redirect(target === '/' ? '/login' : `/login?redirect=${encodeURIComponent(target)}`);
}
