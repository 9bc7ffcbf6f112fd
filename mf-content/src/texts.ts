// Every Dutch text of mf-content (DESIGN.md rule 6).
export const texts = {
  news: 'Nieuws',
  newsItem: (slug: string) => slug.replace(/-/g, ' '),
  privacy: 'Privacyverklaring',
  registration: 'Registreren',
  styleguide: 'Styleguide',
  ping: 'Ping',
  pingOk: 'De webshop is bereikbaar.',
  signedInAs: (name: string) => `Ingelogd als ${name}`,
  notSignedIn: 'Niet ingelogd',
  newsTeaser: { title: 'Laatste nieuws', all: 'Alle nieuwsberichten' },
} as const;
