// What only screens use: the UI kit's form fields, responsive list, paging, modal and confirm
// dialog; the basket calls of the basket screens (create, remove, copy, export, the realtime
// basket), file downloads and the net/gross price switch. An entry of its own,
// '@kraanvogel/shared/screens', so that they load with the first screen that uses one and not
// with every page (the boot entry of `/` is budgeted: e2e/size-budget.json). Its modules take what they need of the main entry through
// '@kraanvogel/shared' itself, never by a relative path, which would bundle a second copy beside
// the singleton.
export * from './ui/form';
export * from './ui/pagination';
export * from './ui/responsive-list';
export * from './ui/modal';
export * from './ui/confirm-dialog';
export * from './basket/api/get-realtime-basket';
export * from './basket/api/create-basket';
export * from './basket/api/remove-basket-line';
export * from './basket/api/remove-basket';
export * from './basket/api/copy-basket-contents';
export * from './basket/api/set-basket-personal';
export * from './basket/api/export-basket';
export * from './files/download-file';
export * from './prices/price-mode';
