// Compresses every text asset of a built version folder with brotli and gzip, beside the file
// (main.js → main.js.br, main.js.gz), so the servers send the smaller file without compressing
// on every request. Source maps are left out: only the developer tools fetch them.
// Idempotent: a file whose two siblings exist is left alone, so a version folder built before
// this step gets them once without changing any byte it already serves.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export const TEXT_EXTENSIONS = ['.js', '.mjs', '.css', '.html', '.json', '.svg', '.txt', '.xml', '.webmanifest'];

function textFiles(dir) {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...textFiles(full));
    else if (TEXT_EXTENSIONS.includes(path.extname(entry.name).toLowerCase())) out.push(full);
  }
  return out;
}

/** Writes <file>.br and <file>.gz for each text file; returns the bytes before and after brotli. */
export function precompressFolder(dir) {
  let raw = 0;
  let br = 0;
  let written = 0;
  for (const file of textFiles(dir)) {
    const content = fs.readFileSync(file);
    raw += content.length;
    if (fs.existsSync(`${file}.br`) && fs.existsSync(`${file}.gz`)) {
      br += fs.statSync(`${file}.br`).size;
      continue;
    }
    const brotli = zlib.brotliCompressSync(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    const gzip = zlib.gzipSync(content, { level: zlib.constants.Z_BEST_COMPRESSION });
    // Written through a temporary name: a server never sees half a file. A tiny file that
    // compression makes bigger gets no sibling: the servers then send it as it is.
    for (const [ext, data] of [['.br', brotli], ['.gz', gzip]]) {
      if (data.length >= content.length) continue;
      fs.writeFileSync(`${file}${ext}.tmp`, data);
      fs.renameSync(`${file}${ext}.tmp`, `${file}${ext}`);
    }
    br += Math.min(brotli.length, content.length);
    written += 1;
  }
  return { raw, br, written };
}
