// An uploaded build (a .tar.gz of one version folder) becomes `<dist>/<app folder>/<version>/`:
// unpacked into a temporary folder beside it and renamed, so a version folder is complete or
// absent. A version folder that exists already is never overwritten (versions are immutable).
// Compressed copies in the archive (main.js.br, main.js.gz) are left out and made again from the
// files themselves: a stale copy beside a changed file would be what browsers get.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import * as tar from 'tar';
import { precompressFolder } from '@kraanvogel/release-tools/precompress';
import { invalid } from '../../plugins/errors.js';

const MAX_FILES = 5_000;
const MAX_UNPACKED_BYTES = 200 * 1024 * 1024;

/** Unpacks `archive` as `version` of the app served from `folder`; false when it existed already. */
export async function unpackVersion(distDir: string, folder: string, version: string, archive: Buffer): Promise<boolean> {
  const target = path.join(distDir, folder, version);
  if (fs.existsSync(target)) return false;
  const tmp = path.join(distDir, folder, `.tmp-upload-${randomBytes(6).toString('hex')}`);
  fs.mkdirSync(tmp, { recursive: true });
  try {
    let files = 0;
    let bytes = 0;
    let tooBig = false;
    await pipeline(
      Readable.from(archive),
      tar.x({
        cwd: tmp,
        strict: true,
        // Only plain files and folders: no links that could point outside the version folder.
        filter: (_p, entry) => {
          const e = entry as tar.ReadEntry;
          if (e.type !== 'File' && e.type !== 'Directory') return false;
          if (/\.(br|gz)$/i.test(e.path)) return false;
          files += 1;
          bytes += e.size ?? 0;
          if (files > MAX_FILES || bytes > MAX_UNPACKED_BYTES) tooBig = true;
          return !tooBig;
        },
      }),
    ).catch((e: Error) => {
      throw invalid('archive', `Het archief kon niet worden uitgepakt: ${e.message}`);
    });
    if (tooBig) throw invalid('archive', `Het archief is te groot (meer dan ${MAX_FILES} bestanden of ${MAX_UNPACKED_BYTES / 1024 / 1024} MB).`);
    // The folder's contents, or the folder itself as the archive's only top-level entry.
    let root = tmp;
    const top = fs.readdirSync(tmp);
    if (!top.includes('mf-manifest.json') && top.length === 1 && fs.statSync(path.join(tmp, top[0]!)).isDirectory()) root = path.join(tmp, top[0]!);
    if (!fs.existsSync(path.join(root, 'mf-manifest.json'))) throw invalid('archive', 'Het archief bevat geen mf-manifest.json.');
    precompressFolder(root);
    try {
      fs.renameSync(root, target);
    } catch (e) {
      // Published by a concurrent upload of the same version in the meantime: keep that one.
      if (fs.existsSync(target)) return false;
      throw e;
    }
    return true;
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
