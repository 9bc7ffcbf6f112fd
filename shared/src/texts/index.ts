// Dutch texts shared by every app (DESIGN.md rule 6). App-specific texts live in each app's
// own src/texts.ts.
export const sharedTexts = {
  shopName: 'Kraanvogel',
  breadcrumbsLabel: 'Kruimelpad',
  home: 'Home',
  remoteUnavailable: {
    title: 'Dit onderdeel is tijdelijk niet beschikbaar',
    body: 'Een deel van de pagina kon niet worden geladen. De rest van de site werkt gewoon.',
    retry: 'Opnieuw proberen',
  },
  loading: 'Bezig met laden…',
  toastLabels: { success: 'Gelukt!', info: 'Info', warning: 'Waarschuwing', alert: 'Oeps!' },
  requiredParameter: (param: string, call: string) =>
    `Required parameter ${param} was null or undefined when calling ${call}.`,
  validation: {
    required: 'Dit veld is verplicht',
    maxLength: (n: number) => `Maximale lengte van ${n} tekens overschreden`,
    // What the business rules of packages/rules refuse, in the words every form uses.
    kvk: 'Een KvK-nummer bestaat uit 8 cijfers.',
    vat: 'Vul een geldig Nederlands btw-nummer in, bijvoorbeeld NL123456789B01.',
    phone: 'Vul een geldig telefoonnummer in, bijvoorbeeld 038 123 45 67.',
    email: 'Vul een geldig e-mailadres in, bijvoorbeeld naam@bedrijf.nl.',
    houseNumber: 'Vul een huisnummer in, eventueel met toevoeging, bijvoorbeeld 12 of 12a.',
    postcode: (example: string) => `Vul een geldige postcode in, bijvoorbeeld ${example}.`,
  },
  close: 'Sluiten',
  confirm: { confirm: 'Bevestigen', cancel: 'Annuleren' },
  pagination: {
    label: 'Paginering',
    previous: 'Vorige',
    next: 'Volgende',
    page: (n: number) => `Pagina ${n}`,
    current: (n: number, of: number) => `Pagina ${n} van ${of}`,
  },
} as const;
