// Every Dutch text of the host (DESIGN.md rule 6).
export const texts = {
  home: {
    title: 'Home',
    welcome: 'Welkom bij Kraanvogel',
  },
  remoteFallback: {
    title: 'Dit onderdeel is tijdelijk niet beschikbaar',
    body: 'Een deel van de pagina kon niet worden geladen. De rest van de site werkt gewoon.',
    retry: 'Opnieuw proberen',
  },
  widgetFallback: 'Niet beschikbaar',
  boot: {
    failed: 'De webshop kon niet worden gestart. Controleer je verbinding en probeer het opnieuw.',
    retry: 'Opnieuw laden',
  },
  errors: {
    notFoundTitle: 'Pagina niet gevonden',
    notFoundText: 'Sorry... Pagina niet gevonden',
    notFoundMessage: 'This page could not be found',
    errorTitle: 'Fout!',
    backHome: 'Terug naar homepage',
    toLogin: 'Naar inlogpagina',
    errorPageFailed: 'An error occurred while showing the error page',
  },
  header: {
    logoLabel: 'Kraanvogel, naar de homepage',
    phone: '088 123 45 67',
    phoneHref: 'tel:+31881234567',
  },
  footer: {
    copyright: (year: number) => `© ${year} Kraanvogel Sanitair & Installatie B.V.`,
  },
} as const;
