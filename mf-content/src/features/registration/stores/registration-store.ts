// The registration state: the current step and the three groups of fields, kept in session
// storage so that a reload, or going back and forth, loses nothing (and closing the tab forgets
// the personal data). Cleared once the request is sent; only the thank-you step remains.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { storageKey } from '@kraanvogel/shared';

export type Land = 'NL' | 'BE' | 'DE';
export type Geslacht = 'Man' | 'Vrouw' | 'Anders';

export interface BedrijfsGegevens {
  Naam: string;
  BTW: string;
  chamberOfCommerceNumber: string;
  Straatnaam: string;
  Nummer: string;
  Postcode: string;
  Plaats: string;
  Land: Land;
  Telefoon: string;
  Email: string;
}

export interface Persoonsgegevens {
  Geslacht: Geslacht;
  Voorletters: string;
  Voornaam: string;
  Tussenvoegsel: string;
  Achternaam: string;
  Telefoon: string;
  Email: string;
}

export interface Aflevergegevens {
  Afleveradresisbedrijfsadres: boolean;
  Straatnaam: string;
  Nummer: string;
  Postcode: string;
  Plaats: string;
  Land: Land;
}

export type RegistrationStep = 1 | 2 | 3 | 4;

export interface RegistrationState {
  currentstep: RegistrationStep;
  BedrijfsGegevens: BedrijfsGegevens;
  Persoonsgegevens: Persoonsgegevens;
  Aflevergegevens: Aflevergegevens;
  setBedrijfsGegevens: (fields: Partial<BedrijfsGegevens>) => void;
  setPersoonsgegevens: (fields: Partial<Persoonsgegevens>) => void;
  setAflevergegevens: (fields: Partial<Aflevergegevens>) => void;
  goToStep: (step: RegistrationStep) => void;
  /** The request was sent: forget the data, show the thank-you step. */
  finish: () => void;
  /** Start again with an empty form. */
  reset: () => void;
}

export const REGISTRATION_KEY = storageKey('registratie');

export const emptyBedrijfsGegevens: BedrijfsGegevens = {
  Naam: '',
  BTW: '',
  chamberOfCommerceNumber: '',
  Straatnaam: '',
  Nummer: '',
  Postcode: '',
  Plaats: '',
  Land: 'NL',
  Telefoon: '',
  Email: '',
};
export const emptyPersoonsgegevens: Persoonsgegevens = { Geslacht: 'Man', Voorletters: '', Voornaam: '', Tussenvoegsel: '', Achternaam: '', Telefoon: '', Email: '' };
export const emptyAflevergegevens: Aflevergegevens = { Afleveradresisbedrijfsadres: false, Straatnaam: '', Nummer: '', Postcode: '', Plaats: '', Land: 'NL' };

const initial = () => ({
  currentstep: 1 as RegistrationStep,
  BedrijfsGegevens: { ...emptyBedrijfsGegevens },
  Persoonsgegevens: { ...emptyPersoonsgegevens },
  Aflevergegevens: { ...emptyAflevergegevens },
});

/** The company's address as delivery fields: what 'Afleveradres is bedrijfsadres' copies. */
export function companyAddress(b: BedrijfsGegevens): Omit<Aflevergegevens, 'Afleveradresisbedrijfsadres'> {
  return { Straatnaam: b.Straatnaam, Nummer: b.Nummer, Postcode: b.Postcode, Plaats: b.Plaats, Land: b.Land };
}

/** The delivery fields to send: the company's when they are the same, otherwise those entered. */
export function deliveryFor(s: Pick<RegistrationState, 'BedrijfsGegevens' | 'Aflevergegevens'>): Aflevergegevens {
  return s.Aflevergegevens.Afleveradresisbedrijfsadres ? { Afleveradresisbedrijfsadres: true, ...companyAddress(s.BedrijfsGegevens) } : s.Aflevergegevens;
}

export const useRegistration = create<RegistrationState>()(
  persist(
    (set) => ({
      ...initial(),
      setBedrijfsGegevens: (fields) =>
        set((s) => {
          const BedrijfsGegevens = { ...s.BedrijfsGegevens, ...fields };
          // While the delivery address is the company's, it follows every change of the company's.
          const Aflevergegevens = s.Aflevergegevens.Afleveradresisbedrijfsadres ? { ...s.Aflevergegevens, ...companyAddress(BedrijfsGegevens) } : s.Aflevergegevens;
          return { BedrijfsGegevens, Aflevergegevens };
        }),
      setPersoonsgegevens: (fields) => set((s) => ({ Persoonsgegevens: { ...s.Persoonsgegevens, ...fields } })),
      setAflevergegevens: (fields) =>
        set((s) => {
          const next = { ...s.Aflevergegevens, ...fields };
          return { Aflevergegevens: next.Afleveradresisbedrijfsadres ? { ...next, ...companyAddress(s.BedrijfsGegevens) } : next };
        }),
      goToStep: (currentstep) => set({ currentstep }),
      finish: () => set({ ...initial(), currentstep: 4 }),
      reset: () => set(initial()),
    }),
    {
      name: REGISTRATION_KEY,
      storage: createJSONStorage(() => sessionStorage),
      version: 1,
      partialize: (s) => ({ currentstep: s.currentstep, BedrijfsGegevens: s.BedrijfsGegevens, Persoonsgegevens: s.Persoonsgegevens, Aflevergegevens: s.Aflevergegevens }),
    },
  ),
);
