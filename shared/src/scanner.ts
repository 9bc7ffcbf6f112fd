// The barcode scanner (scanner/scanner-dialog.tsx), '@kraanvogel/shared/scanner': an entry of its
// own, which an app imports with a dynamic import() when the scanner opens, so that neither its
// code nor the decoder's (ZXing, a chunk of this entry loaded only without BarcodeDetector) is part
// of a page, and only the apps that open it carry it (the boot entry of `/` is budgeted:
// e2e/size-budget.json). Like every entry, it takes what it needs of the main entry through
// '@kraanvogel/shared' itself.
export { default as Scanner, type ScannerProps } from './scanner/scanner-dialog';
export { gtinOf } from './scanner/gtin';
