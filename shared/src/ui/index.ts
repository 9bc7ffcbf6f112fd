// The shop's UI kit: every app builds its screens from these parts instead of its own copies.
export * from './button';
export * from './visually-hidden';
export * from './use-dismiss';
export * from './breadcrumbs';
export * from './skeleton';
export * from './card-grid';
export * from './use-media-query';
export * from './page-focus';
