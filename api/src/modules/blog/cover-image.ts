// An uploaded cover image as the shop shows it: cropped to 16:9 around its centre, at most
// 1200 × 675 (never enlarged), turned upright by its EXIF orientation and stripped of its
// metadata, as WebP. sharp (libvips) does the work on its own threads, off the event loop, one
// thread per image and no cache of decoded images (the api shares its cores); the route counts as
// heavy work for the cost limits.
import sharp from 'sharp';
import { invalid } from '../../plugins/errors.js';

export const COVER_WIDTH = 1200;
export const COVER_HEIGHT = 675;
/** What the upload accepts, as the browser sends it. */
export const COVER_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MAX_COVER_BYTES = 10_000_000;
/** A larger picture than this is refused before it is decoded (a decompression bomb). */
const MAX_INPUT_PIXELS = 40_000_000;

sharp.concurrency(1);
sharp.cache(false);

const NOT_AN_IMAGE = 'Dit bestand is geen afbeelding die de webshop kan lezen (JPEG, PNG of WebP).';

export async function resizeCover(input: Buffer): Promise<{ contentType: string; width: number; height: number; data: Buffer }> {
  try {
    const meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!meta.format || !['jpeg', 'png', 'webp'].includes(meta.format)) throw invalid('file', NOT_AN_IMAGE);
    if ((meta.width ?? 0) < 200 || (meta.height ?? 0) < 100) throw invalid('file', 'De afbeelding is te klein: ze moet minstens 200 × 100 pixels zijn.');
    const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(COVER_WIDTH, COVER_HEIGHT, { fit: 'cover', position: 'attention', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return { contentType: 'image/webp', width: info.width, height: info.height, data };
  } catch (e) {
    if (e instanceof Error && 'statusCode' in e) throw e;
    throw invalid('file', NOT_AN_IMAGE);
  }
}
