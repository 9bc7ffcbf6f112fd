// The diagnostics registry shared/ keeps on globalThis (shared/src/diagnostics.ts).
interface KraanvogelApp {
  react: unknown;
  reactVersion: string;
  styledThemeContext: unknown;
  queryClientContext?: unknown;
  authStore: unknown;
  basketChannel: unknown;
}
// eslint-disable-next-line no-var
declare var __KRAANVOGEL__: { apps: Record<string, KraanvogelApp> } | undefined;
