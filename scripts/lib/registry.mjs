// The remote registry: one small JSON document mapping each app to its current version and
// keeping its history. Writes are atomic (temp file + rename) and serialised by a lock file,
// so two releases at once cannot lose each other's change.
import fs from 'node:fs';
import path from 'node:path';
import { registryFile } from './apps.mjs';

export function readRegistry(file = registryFile) {
  if (!fs.existsSync(file)) return {};
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

function sleep(ms) {
  return new Promise((r) => setTimeout(r, ms));
}

async function withLock(file, fn) {
  const lock = `${file}.lock`;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch (e) {
      if (e.code !== 'EEXIST') throw e;
      // A lock left by a crashed release (its process is gone) may be taken over.
      let pid;
      try {
        pid = Number(fs.readFileSync(lock, 'utf8'));
      } catch {
        continue; // released between our attempt and the read: try again at once
      }
      let alive = true;
      if (pid > 0) {
        try {
          process.kill(pid, 0);
        } catch (err) {
          alive = err.code === 'EPERM';
        }
      }
      if (!alive) fs.rmSync(lock, { force: true });
      else if (Date.now() > deadline) throw new Error(`Het register is vergrendeld door proces ${pid}`);
      else await sleep(50);
    }
  }
  try {
    return await fn();
  } finally {
    fs.rmSync(lock, { force: true });
  }
}

/** Applies `change` to the registry under the lock and writes it atomically. */
export async function updateRegistry(change, file = registryFile) {
  return withLock(file, async () => {
    const reg = readRegistry(file);
    const next = (await change(reg)) ?? reg;
    const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
    fs.writeFileSync(tmp, JSON.stringify(next, null, 2) + '\n');
    fs.renameSync(tmp, file);
    return next;
  });
}

/** Points `app` at `version`, recording it in the app's history. */
export function switchTo(reg, app, version, now = new Date()) {
  const entry = reg[app] ?? { current: null, history: [] };
  if (!entry.history.some((h) => h.version === version)) entry.history.push({ version, publishedAt: now.toISOString() });
  entry.current = version;
  reg[app] = entry;
  return reg;
}
