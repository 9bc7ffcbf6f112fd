// Article and category pictures of the demo assortment: small SVG drawings made from the data,
// so that the shop shows real images without shipping binary files.
import { escapeHtml } from '@kraanvogel/rules';

const PALETTE = ['#00529b', '#2a7abf', '#0f8b8d', '#6c757d', '#3d5a80', '#5e548e'];

function hue(text: string): string {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return PALETTE[h % PALETTE.length]!;
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let cur = '';
  for (const word of text.split(/\s+/)) {
    if ((cur + ' ' + word).trim().length > width) {
      if (cur) lines.push(cur);
      cur = word;
    } else cur = (cur + ' ' + word).trim();
  }
  if (cur) lines.push(cur);
  return lines.slice(0, 4);
}

export function articleSvg(title: string, brand: string | null, group: string): string {
  const color = hue(group);
  const lines = wrap(title, 22)
    .map((l, i) => `<text x="200" y="${250 + i * 26}" text-anchor="middle" font-size="20" fill="#1d2a36">${escapeHtml(l)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img" aria-label="${escapeHtml(title)}">
<rect width="400" height="400" fill="#f2f5f8"/><circle cx="200" cy="140" r="80" fill="${color}" opacity=".85"/>
<path d="M170 120h60v20h-20v40h-20v-40h-20z" fill="#fff"/>
<text x="200" y="40" text-anchor="middle" font-family="Barlow,Arial,sans-serif" font-size="18" font-weight="700" fill="${color}">${escapeHtml(brand ?? '')}</text>
<g font-family="Barlow,Arial,sans-serif">${lines}</g></svg>`;
}

export function categorySvg(title: string): string {
  const color = hue(title);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="300" viewBox="0 0 600 300" role="img" aria-label="${escapeHtml(title)}">
<rect width="600" height="300" fill="${color}"/><text x="300" y="165" text-anchor="middle" font-family="Barlow,Arial,sans-serif" font-size="42" font-weight="700" fill="#fff">${escapeHtml(title)}</text></svg>`;
}
