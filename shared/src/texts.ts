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
