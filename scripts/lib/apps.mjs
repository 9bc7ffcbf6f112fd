// The apps of the shop: federation name → folder. One list for the build, release and bench tools.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const distDir = process.env.DIST_DIR ?? path.join(repoRoot, 'dist');
export const registryFile = process.env.REGISTRY_FILE ?? path.join(distDir, 'remotes.json');

export const APPS = {
  host: 'host',
  catalog: 'mf-catalog',
  checkout: 'mf-checkout',
  account: 'mf-account',
  content: 'mf-content',
  admin: 'mf-admin',
};
export const REMOTES = ['catalog', 'checkout', 'account', 'content', 'admin'];

export function appName(arg) {
  if (APPS[arg]) return arg;
  const byFolder = Object.entries(APPS).find(([, folder]) => folder === arg);
  if (byFolder) return byFolder[0];
  throw new Error(`Onbekende app '${arg}'. Kies uit: ${Object.keys(APPS).join(', ')}`);
}
