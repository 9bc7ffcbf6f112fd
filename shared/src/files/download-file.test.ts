import { base64ToBlob, downloadBase64File, OBJECT_URL_LIFETIME_MS, saveBlob } from './download-file';

test('base64 data becomes a Blob with the same bytes and type', async () => {
  const blob = base64ToBlob(Buffer.from('%PDF-1.7 hallo').toString('base64'), 'application/pdf');
  expect(blob.type).toBe('application/pdf');
  const text = await new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
  expect(text).toBe('%PDF-1.7 hallo');
});

test('downloadBase64File clicks a download link with the file name', () => {
  const created: string[] = [];
  URL.createObjectURL = (b: Blob) => (created.push(b.type), 'blob:x');
  URL.revokeObjectURL = () => undefined;
  const clicked: { download: string; href: string }[] = [];
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ download: this.download, href: this.href });
  });
  downloadBase64File(btoa('abc'), 'factuur-F1.pdf', 'application/pdf');
  expect(created).toEqual(['application/pdf']);
  expect(clicked).toEqual([{ download: 'factuur-F1.pdf', href: 'blob:x' }]);
  expect(document.querySelector('a[download]')).toBeNull();
  click.mockRestore();
});

test('saveBlob keeps the object URL until the browser has had time to read it, then frees it', () => {
  jest.useFakeTimers();
  const blob = new Blob(['a;b'], { type: 'application/vnd.ms-excel' });
  const given: Blob[] = [];
  const revoked: string[] = [];
  URL.createObjectURL = (b: Blob) => (given.push(b), 'blob:excel');
  URL.revokeObjectURL = (u: string) => void revoked.push(u);
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  try {
    saveBlob(blob, 'winkelwagen-bus.xlsx');
    expect(given).toEqual([blob]);
    expect(click).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(OBJECT_URL_LIFETIME_MS - 1);
    expect(revoked).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(revoked).toEqual(['blob:excel']);
  } finally {
    click.mockRestore();
    jest.useRealTimers();
  }
});

test('the object URL lives long enough for a download manager that reads the Blob late', () => {
  expect(OBJECT_URL_LIFETIME_MS).toBeGreaterThanOrEqual(10_000);
});
