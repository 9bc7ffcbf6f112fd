// Turns base64 data from an API (the invoice PDF) into a file the browser saves under a given
// name and MIME type, without opening a new window.
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
  // The click has handed the data to the browser's download by now; a later revoke is harmless.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Base64 data as a downloaded file (SPEC: the invoice PDF helper). */
export function downloadBase64File(base64: string, fileName: string, mimeType: string): void {
  saveBlob(base64ToBlob(base64, mimeType), fileName);
}
