// The texts of mf-catalog's InstantSearch and HomeBlocks: the widgets the host shows on pages this
// app does not own (with the facet titles: the search query's facet table, which the instant
// search builds its links with, carries them). Their own module, so that those pages download these texts and not all of
// the app's; they are part of `texts` too (./index.ts), where the rest of the app reads them.
export const widgetTexts = {
  loading: 'Bezig met laden…',
  placeholderImage: 'Geen afbeelding beschikbaar',
  instantSearch: {
    label: 'Zoeken in het assortiment',
    placeholder: 'Zoek op artikel, merk of artikelnummer',
    button: 'Zoeken',
    scan: 'Scannen',
    noResults: 'Er zijn geen artikelen gevonden',
    suggestions: 'Zoeksuggesties',
    articles: 'Artikelen',
    /** The articles' title when a corrected phrase was searched instead of the one typed. */
    articlesFor: (phrase: string) => `Resultaten voor '${phrase}'`,
    listLabel: 'Suggesties',
    status: (n: number) => (n === 0 ? 'Er zijn geen artikelen gevonden' : `${n} suggesties beschikbaar. Gebruik de pijltjestoetsen om te kiezen.`),
  },
  article_: {
    code: 'Artikelnummer',
    /** The customer's own number for the article (klantartikelnummer). */
    ownNumber: 'Uw artikelnummer',
  },
  /** The mark on an article the signed-in customer ordered before (the count is of his orders). */
  purchased: {
    mark: (times: number, last: string) => `Eerder besteld: ${times}×, laatst ${last}`,
    label: (times: number, last: string) => `Eerder besteld: ${times === 1 ? '1 keer' : `${times} keer`}, laatst op ${last}`,
  },
  /** The facet titles the customer sees. */
  facets: { ProductBrand: 'Merk', ProductSeries: 'Serie', ProductType: 'Type', ProductClassName: 'Klasse' },
  homeBlocks: {
    title: 'Snel naar',
    featured: 'Uitgelichte categorieën',
    shortcuts: 'Direct naar',
    assortiment: 'Bekijk het assortiment',
    outlet: 'Outlet: scherpe prijzen op restpartijen',
  },
} as const;
