// The one way the shop saves a file it has fetched (an invoice PDF, a basket as Excel, an
// article's attachment): through an object URL on a hidden download link, without opening a new
// window. Base64 data from an API (the invoice PDF) becomes a Blob first.

/**
 * How long the object URL of a saved file lives after the click. No event tells when the browser
 * has read the Blob: the click only starts the download, and Firefox and Safari resolve a blob:
 * URL later, in their download manager, so a URL revoked in the same task (or a second after it on
 * a busy machine) can leave an empty or failed download. Once the download has the data,
 * revoking only frees the page's copy. 30 s is far beyond the time any browser takes to start
 * reading; the price is that the Blob stays in memory that long, once per download.
 */
export const OBJECT_URL_LIFETIME_MS = 30_000;

export function base64ToBlob(base64: string, mimeType: string): Blob {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: mimeType });
}

/** Saves a Blob as a download with the given file name. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}

/** Base64 data as a downloaded file (SPEC: the invoice PDF helper). */
export function downloadBase64File(base64: string, fileName: string, mimeType: string): void {
  saveBlob(base64ToBlob(base64, mimeType), fileName);
}
