// Writes the README's two demo EAN-13 codes as printable barcodes to docs/barcodes/ (SVG and
// PNG), drawn by bwip-js: `node e2e/scripts/demo-barcodes.mjs`. The codes are the seeded demo
// articles' (api/src/seed: 9003002 and 9010004).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import bwipjs from 'bwip-js/node';

const DEMO_CODES = [
  { ean: '8719990030028', article: '9003002 Demo knelkoppeling 15 mm' },
  { ean: '8719990100042', article: '9010004 Demo koperen buis 15 mm' },
];

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/barcodes');
fs.mkdirSync(out, { recursive: true });
for (const { ean, article } of DEMO_CODES) {
  const options = { bcid: 'ean13', text: ean, includetext: true, scale: 4, height: 22, paddingwidth: 12, paddingheight: 8, backgroundcolor: 'FFFFFF' };
  fs.writeFileSync(path.join(out, `${ean}.svg`), bwipjs.toSVG(options));
  fs.writeFileSync(path.join(out, `${ean}.png`), await bwipjs.toBuffer(options));
  console.log(`${ean} (${article}): docs/barcodes/${ean}.svg, .png`);
}
