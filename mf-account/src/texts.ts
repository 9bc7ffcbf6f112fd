// Every Dutch text of mf-account (DESIGN.md rule 6).
export const texts = {
  mijnAccount: 'Mijn account',
  pages: {
    mijnorders: 'Mijn orders',
    mijnfacturen: 'Mijn facturen',
    mijnwinkelwagens: 'Mijn winkelwagens',
    mijnbestellijsten: 'Mijn bestellijsten',
    mijninloggegevens: 'Mijn inloggegevens',
    mijnorganisatie: 'Mijn organisatie',
    adresgegevenswijzigen: 'Adresgegevens wijzigen',
    mailnotifications: 'Mailnotificaties',
    mijnteam: 'Mijn team',
    nieuwlid: 'Nieuw teamlid',
    retouraanvraag: 'Retouraanvraag',
    retourBedankt: 'Bedankt voor je retouraanvraag',
    order: (no: string) => `Order ${no}`,
    factuur: (no: string) => `Factuur ${no}`,
    bestellijst: (name: string) => `Bestellijst ${name}`,
  },
} as const;
