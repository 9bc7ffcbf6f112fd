// page-widgets.json tells the server which remote widgets a page shows, so that their code is
// preloaded with the page (api/src/plugins/web/static-site.ts). It must say what the layouts and
// pages really place: a widget it leaves out loads late, one it names wrongly is JavaScript moved.
import fs from 'node:fs';
import path from 'node:path';
import widgets from './page-widgets.json';
import { theme } from '@kraanvogel/shared';

function placements(): string[] {
  const found = new Set<string>();
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.tsx$/.test(e.name) && !/\.test\./.test(e.name)) {
        for (const m of fs.readFileSync(p, 'utf8').matchAll(/<RemoteWidget\s+remote="(\w+)"\s+exposed="(\w+)"/g)) found.add(`${m[1]}/${m[2]}`);
      }
    }
  };
  walk(path.join(__dirname, '..'));
  return [...found].sort();
}

describe('the page widgets table', () => {
  it('names every widget the host places, and only those, once', () => {
    const listed = [...widgets.everyPage, ...Object.values(widgets.pages).flat()].map((w) => `${w.remote}/${w.expose}`);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed, ...Object.keys(widgets.notPreloaded)].sort()).toEqual(placements());
  });

  it('gives a desktop-only widget the media query the layout decides by', () => {
    const basket = widgets.everyPage.find((w) => w.expose === 'CartSelector');
    expect(basket?.media).toBe(`(min-width: ${theme.breakpoints.lg}px)`);
  });
});
