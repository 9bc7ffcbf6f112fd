// The texts of mf-checkout's CartSelector, CartPopup and BasketIntents: the widgets the host shows on pages this app does not own.
// Their own module, so that those pages download these texts and not all of the app's; they are
// part of `texts` too (./index.ts), where the rest of the app reads them.
import { sharedTexts } from '@kraanvogel/shared';

/** A basket whose name already says it is one ('Winkelwagen', the default basket's name): not 'Winkelwagen Winkelwagen'. */
export const namedBasket = (name: string) => /^winkelwagen\b/i.test(name.trim());
/** 'Winkelwagen Project Zwolle'; a basket whose name already says it is one, by its name alone. */
const basketTitle = (name: string) => (namedBasket(name) ? name : `Winkelwagen ${name}`);

export const widgetTexts = {
  loading: sharedTexts.loading,
  basketSelector: {
    label: 'Winkelwagen',
    /** The button's accessible name: 'Winkelwagen Project Zwolle, 3 artikelen'; a basket called 'Winkelwagen' is not named twice. */
    button: (name: string | null, lines: number | null, waiting = false) =>
      `${name ? basketTitle(name) : 'Winkelwagen'}${lines == null ? '' : `, ${lines === 1 ? '1 artikel' : `${lines} artikelen`}`}${waiting ? ', wijzigingen wachten op verbinding' : ''}`,
    disabledHint: 'Op deze pagina kiest u geen andere winkelwagen',
    menuTitle: 'Mijn winkelwagens',
    none: 'Geen winkelwagens',
    viewBasket: 'Bekijk winkelwagen',
    newBasket: 'Nieuwe winkelwagen',
    newBestellijst: 'Nieuwe bestellijst',
  },
  basketContent: {
    title: basketTitle,
    empty: (name: string) => `De winkelwagen ${name} is leeg`,
    failed: 'De inhoud van de winkelwagen kon niet worden geladen.',
    itemNo: (itemNo: string) => `Artikelnummer ${itemNo}`,
    amount: (amount: number, uom: string) => `${amount} ${uom}`.trim(),
    toBasket: 'Naar winkelwagen',
    imageMissing: 'Geen afbeelding beschikbaar',
  },
  popup: {
    addedToBasket: 'Toegevoegd aan winkelwagen',
    addedToOrderList: 'Toegevoegd aan bestellijst',
    inBasket: (name: string) => `In winkelwagen ${name}`,
    inBestellijst: (name: string) => `In bestellijst ${name}`,
    close: 'Sluiten',
    amount: (n: number) => `Aantal: ${n}`,
    continueShopping: 'Verder winkelen',
    toBasket: 'Naar winkelwagen',
    toBestellijsten: 'Naar mijn bestellijsten',
  },
  toasts: {
    selected: 'Winkelwagen is geselecteerd!',
    loadFailed: 'Kon winkelwagen niet ophalen. Probeer het later nog een keer!',
    basketCreated: 'winkelwagen is aangemaakt!',
    bestellijstCreated: 'bestellijst is aangemaakt!',
    basketCreateFailed: 'Kon winkelwagen niet aanmaken. Probeer het later nog een keer!',
    bestellijstCreateFailed: 'Kon bestellijst niet aanmaken. Probeer het later nog een keer!',
    addFailed: 'Kon artikel niet toevoegen. Probeer het later nog een keer!',
    noBestellijst: 'U heeft nog geen bestellijst. Maak eerst een bestellijst aan.',
    /** Added while offline: kept in the browser and sent when the connection is back. */
    queued: (what: string) => `${what} staat klaar in uw winkelwagen en wordt verstuurd zodra u weer verbinding heeft.`,
    queuedOnline: (what: string) => `${what} staat klaar in uw winkelwagen en wordt zo verstuurd.`,
  },
} as const;
