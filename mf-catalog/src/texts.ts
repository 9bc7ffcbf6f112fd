// Every Dutch text of mf-catalog (DESIGN.md rule 6).
export const texts = {
  assortiment: 'Assortiment',
  outlet: 'Outlet',
  article: 'Artikel',
  searchResults: 'Zoekresultaten',
  searchResultsFor: (phrase: string) => `Zoekresultaten voor '${phrase}'`,
  instantSearch: {
    label: 'Zoeken in het assortiment',
    placeholder: 'Zoek op artikel, merk of artikelnummer',
    button: 'Zoeken',
  },
  homeBlocks: {
    title: 'Snel naar',
    assortiment: 'Bekijk het assortiment',
    outlet: 'Outlet: scherpe prijzen op restpartijen',
  },
} as const;
