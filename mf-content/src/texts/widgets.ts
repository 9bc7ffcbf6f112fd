// The texts of mf-content's NewsTeaser: the widgets the host shows on pages this app does not own.
// Their own module, so that those pages download these texts and not all of the app's; they are
// part of `texts` too (./index.ts), where the rest of the app reads them.

export const widgetTexts = {
  newsTeaser: { title: 'Laatste nieuws', all: 'Alle nieuwsberichten' },
  newsFailed: 'Het nieuws kon niet worden geladen. Probeer het later nog een keer.',
  publishedOn: (date: string) => `Gepubliceerd op ${date}`,
} as const;
