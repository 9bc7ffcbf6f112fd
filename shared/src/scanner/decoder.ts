// Reading a barcode from the camera's picture: the browser's BarcodeDetector where it exists and
// knows the formats, otherwise ZXing (@zxing/library), loaded here, when the scanner opens, never
// with a page. Both read EAN-13, EAN-8, UPC-A, Code 128 and QR.

export interface Decoder {
  /** The text of a code seen in the video's current picture, or null. */
  read(video: HTMLVideoElement): Promise<string | null>;
}

interface DetectorLike {
  detect(source: CanvasImageSource): Promise<{ rawValue: string }[]>;
}
interface DetectorClass {
  new (options: { formats: string[] }): DetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

const FORMATS = ['ean_13', 'ean_8', 'upc_a', 'code_128', 'qr_code'];

async function nativeDecoder(): Promise<Decoder | null> {
  const Detector = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    const supported = await Detector.getSupportedFormats();
    const formats = FORMATS.filter((f) => supported.includes(f));
    if (!formats.includes('ean_13')) return null;
    const detector = new Detector({ formats });
    return { read: async (video) => (await detector.detect(video))[0]?.rawValue ?? null };
  } catch {
    return null;
  }
}

async function zxingDecoder(): Promise<Decoder> {
  const zx = await import('@zxing/library');
  const hints = new Map<unknown, unknown>([
    [zx.DecodeHintType.POSSIBLE_FORMATS, [zx.BarcodeFormat.EAN_13, zx.BarcodeFormat.EAN_8, zx.BarcodeFormat.UPC_A, zx.BarcodeFormat.CODE_128, zx.BarcodeFormat.QR_CODE]],
    [zx.DecodeHintType.TRY_HARDER, true],
  ]);
  const reader = new zx.MultiFormatReader();
  reader.setHints(hints as Map<import('@zxing/library').DecodeHintType, unknown>);
  const canvas = document.createElement('canvas');
  return {
    read: async (video) => {
      const width = video.videoWidth;
      const height = video.videoHeight;
      if (!width || !height) return null;
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d', { willReadFrequently: true });
      if (!context) return null;
      context.drawImage(video, 0, 0, width, height);
      try {
        const { data } = context.getImageData(0, 0, width, height);
        const luminance = new Uint8ClampedArray(width * height);
        for (let i = 0, p = 0; i < luminance.length; i++, p += 4) luminance[i] = (data[p]! * 299 + data[p + 1]! * 587 + data[p + 2]! * 114) / 1000;
        const bitmap = new zx.BinaryBitmap(new zx.HybridBinarizer(new zx.RGBLuminanceSource(luminance, width, height)));
        return reader.decodeWithState(bitmap).getText();
      } catch {
        // NotFoundException and its kin: nothing readable in this picture.
        return null;
      } finally {
        reader.reset();
      }
    },
  };
}

export async function createDecoder(): Promise<Decoder> {
  return (await nativeDecoder()) ?? zxingDecoder();
}
