// Every Dutch text of mf-checkout (DESIGN.md rule 6). The toasts and messages of SPEC §5 and §8
// are word for word; the validation messages come from shared/ (one wording for every app).
import { sharedTexts } from '@kraanvogel/shared';

/** The longest basket name the basket API accepts (createBasket's schema). */
export const BASKET_NAME_MAX_LENGTH = 100;

export const texts = {
  cart: 'Winkelwagen',
  order: 'Bestellen',
  orderStep: (n: number) => `Stap ${n}`,
  thanks: 'Bedankt voor je bestelling',
  thanksPunchout: 'Bedankt, je winkelwagen is doorgestuurd',
  loading: sharedTexts.loading,
  close: 'Sluiten',
  cartSelector: {
    label: 'Winkelwagen',
    /** The button's accessible name: 'Winkelwagen Project Zwolle, 3 artikelen'. */
    button: (name: string | null, lines: number | null) =>
      `Winkelwagen${name ? ` ${name}` : ''}${lines == null ? '' : `, ${lines === 1 ? '1 artikel' : `${lines} artikelen`}`}`,
    disabledHint: 'Op deze pagina kies je geen andere winkelwagen',
    menuTitle: 'Mijn winkelwagens',
    none: 'Geen winkelwagens',
    viewCart: 'Bekijk winkelwagen',
    newBasket: 'Nieuwe winkelwagen',
    newBestellijst: 'Nieuwe bestellijst',
  },
  newBasket: {
    title: 'Nieuwe winkelwagen',
    titleBestellijst: 'Nieuwe bestellijst',
    name: 'Naam',
    submit: 'Aanmaken',
    cancel: 'Annuleren',
  },
  validation: {
    required: sharedTexts.validation.required,
    maxLength: sharedTexts.validation.maxLength,
  },
  cartContent: {
    title: (name: string) => `Winkelwagen ${name}`,
    empty: (name: string) => `De winkelwagen ${name} is leeg`,
    failed: 'De inhoud van de winkelwagen kon niet worden geladen.',
    itemNo: (itemNo: string) => `Artikelnummer ${itemNo}`,
    amount: (amount: number, uom: string) => `${amount} ${uom}`.trim(),
    toCart: 'Naar winkelwagen',
    imageMissing: 'Geen afbeelding beschikbaar',
  },
  popup: {
    addedToCart: 'Toegevoegd aan winkelwagen',
    addedToOrderList: 'Toegevoegd aan bestellijst',
    inBasket: (name: string) => `In winkelwagen ${name}`,
    inBestellijst: (name: string) => `In bestellijst ${name}`,
    close: 'Sluiten',
    amount: (n: number) => `Aantal: ${n}`,
    continueShopping: 'Verder winkelen',
    toCart: 'Naar winkelwagen',
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
    noBestellijst: 'Je hebt nog geen bestellijst. Maak eerst een bestellijst aan.',
  },
} as const;
