// Configuration of the api process, from environment variables (documented in the README).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export const env = {
  port: Number(process.env.PORT ?? 8080),
  host: process.env.HOST ?? '0.0.0.0',
  /** Public origin of the site, used for OIDC redirect URIs and issuer. */
  publicUrl: process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 8080}`,
  distDir: process.env.DIST_DIR ?? path.join(repoRoot, 'dist'),
  registryFile: process.env.REGISTRY_FILE ?? path.join(process.env.DIST_DIR ?? path.join(repoRoot, 'dist'), 'remotes.json'),
  dataDir: process.env.DATA_DIR ?? path.join(repoRoot, '.data'),
  serveWeb: process.env.SERVE_WEB !== '0',
  remoteOverrides: process.env.REMOTE_OVERRIDES,
  tagManagerId: process.env.TAG_MANAGER_ID || null,
  repoRoot,
};
