// The Dutch texts of Mijn assortiment (the user's favourites), part of mf-account's texts module.
import { formatNumber } from '@kraanvogel/shared';


export const favouritesTexts = {
  favourites: {
    intro: 'De artikelen die u met een ster bewaarde. Kies de aantallen en zet ze in één keer in uw winkelwagen.',
    empty: 'Er staan nog geen artikelen in Mijn assortiment. Klik bij een artikel op de ster om het hier te bewaren.',
    sort: { besteld: 'Vaak besteld', naam: 'Naam' },
    toBasketAll: 'Alles in winkelwagen',
    toBasketAllDone: (n: number, basket: string) => (n === 1 ? `1 artikel staat in winkelwagen ${basket}.` : `${formatNumber(n)} artikelen staan in winkelwagen ${basket}.`),
    toBasketLine: (description: string) => `In winkelwagen: ${description}`,
    toBasketLineShort: 'In winkelwagen',
    toBasketLineDone: (amount: number, description: string, basket: string) => `${formatNumber(amount)} × ${description} staat in winkelwagen ${basket}.`,
    refused: (code: string, message: string) => `${code}: ${message}`,
    toBasketFailed: 'Het toevoegen aan de winkelwagen is mislukt. Probeer het later nog een keer.',
    remove: (description: string) => `Verwijderen: ${description}`,
    removeShort: 'Verwijderen',
    removed: (description: string) => `${description} is uit Mijn assortiment gehaald.`,
    notSold: 'Wordt niet meer verkocht',
    quantityOf: (description: string, unit: string) => `Aantal (${unit}) van ${description}`,
    ordered: (times: number, last: string) => `${formatNumber(times)}× besteld, laatst ${last}`,
    neverOrdered: 'Nog niet besteld',
    columns: { itemNo: 'Artikelnummer', description: 'Omschrijving', ordered: 'Eerder besteld', amount: 'Aantal', unit: 'Eenheid', price: 'Uw prijs', actions: 'Acties' },
    list: 'Artikelen in Mijn assortiment',
  },
};
