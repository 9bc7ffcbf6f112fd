// The scanner's Dutch texts. They load with the scanner (a chunk of its own), not with the shared
// texts of every page (index.ts), which are in the budgeted boot entry.
export const scannerTexts = {
  title: 'Barcode scannen',
  aim: 'Richt de camera op de streepjescode op de verpakking.',
  starting: 'Camera starten…',
  refused: 'Je hebt de camera niet toegestaan. Typ de code van de verpakking hieronder in, of sta de camera toe in de instellingen van je browser.',
  absent: 'Er is geen camera beschikbaar. Typ de code van de verpakking hieronder in.',
  typedLabel: 'Code (EAN) intypen',
  typedHint: 'De cijfers onder de streepjescode, bijvoorbeeld 8719990030028.',
  find: 'Zoek code',
  looking: (code: string) => `Code ${code} zoeken…`,
  unknown: (code: string) => `Geen artikel gevonden met code ${code}.`,
  searchFor: (code: string) => `Zoeken op ${code}`,
  failed: 'Het artikel kon niet worden opgezocht. Probeer het nog eens.',
  found: (description: string) => `Gevonden: ${description}`,
  list: 'Gescand',
  empty: 'Nog niets gescand.',
  quantityOf: (description: string) => `Aantal van ${description}`,
  less: (description: string) => `Minder ${description}`,
  more: (description: string) => `Meer ${description}`,
  // The button shows 'Weg'; its name starts with it (axe: the visible text is part of the name).
  remove: (description: string) => `Weg uit de lijst: ${description}`,
  removeShort: 'Weg',
  openArticle: 'Bekijk artikel',
  addOne: 'In winkelwagen',
  addOneLabel: (description: string, amount: string) => `In winkelwagen: ${amount} van ${description}`,
  addAll: (lines: number) => (lines === 1 ? '1 regel in de winkelwagen' : `${lines} regels in de winkelwagen`),
  adding: 'Bezig met toevoegen…',
  added: (lines: number, basket: string) => (lines === 1 ? `1 regel toegevoegd aan ${basket}.` : `${lines} regels toegevoegd aan ${basket}.`),
  addFailed: 'Toevoegen is niet gelukt. Probeer het nog eens.',
  lineRefused: (code: string, reason: string) => `${code}: ${reason}`,
  /** Without a connection: only articles found before are known, and the list waits to be sent. */
  offlineUnknown: (code: string) => `U bent offline en code ${code} is op dit apparaat nog niet eerder gevonden. Probeer het opnieuw zodra u verbinding heeft.`,
  foundOffline: (description: string) => `Gevonden (eerder opgezocht, u bent offline): ${description}`,
  queued: (lines: number) =>
    lines === 1 ? '1 regel staat klaar in uw winkelwagen en wordt verstuurd zodra u weer verbinding heeft.' : `${lines} regels staan klaar in uw winkelwagen en worden verstuurd zodra u weer verbinding heeft.`,
  /** Online, behind basket changes that still wait to be sent. */
  queuedOnline: (lines: number) => (lines === 1 ? '1 regel staat klaar in uw winkelwagen en wordt zo verstuurd.' : `${lines} regels staan klaar in uw winkelwagen en worden zo verstuurd.`),
};
