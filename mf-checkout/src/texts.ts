// Every Dutch text of mf-checkout (DESIGN.md rule 6).
export const texts = {
  cart: 'Winkelwagen',
  order: 'Bestellen',
  orderStep: (n: number) => `Stap ${n}`,
  thanks: 'Bedankt voor je bestelling',
  thanksPunchout: 'Bedankt, je winkelwagen is doorgestuurd',
  cartSelector: { label: 'Winkelwagen', open: 'Winkelwagen openen' },
  popup: {
    addedToCart: 'Toegevoegd aan winkelwagen',
    addedToOrderList: 'Toegevoegd aan bestellijst',
    close: 'Sluiten',
    amount: (n: number) => `Aantal: ${n}`,
  },
} as const;
