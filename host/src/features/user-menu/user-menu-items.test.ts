import { userMenuItems } from './user-menu-items';

const labels = (role: unknown, productKey?: string) => userMenuItems(role, productKey).map((i) => i.label);
const everyone = ['Mijn orders', 'Mijn facturen', 'Mijn winkelwagens', 'Mijn bestellijsten', 'Mijn assortiment', 'Mijn inloggegevens', 'Retouraanvraag', 'Uitloggen'];

describe('user menu by role', () => {
  it('a main user sees every item, in SPEC order, with Mijn organisatie', () => {
    expect(labels('kraanvogelklant_Hoofdgebruiker')).toEqual([
      'Mijn orders',
      'Mijn facturen',
      'Mijn winkelwagens',
      'Mijn bestellijsten',
      'Mijn assortiment',
      'Mijn inloggegevens',
      'Mijn organisatie',
      'Goed te keuren',
      'Retouraanvraag',
      'Uitloggen',
    ]);
  });

  it('Goed te keuren carries the count of requests waiting; an employee sees it only while he has some to decide, the warehouse never', () => {
    expect(userMenuItems('kraanvogelklant_Hoofdgebruiker', undefined, 3).find((i) => i.key === 'goedtekeuren')).toMatchObject({ label: 'Goed te keuren', count: 3 });
    expect(userMenuItems('kraanvogelklant_Hoofdgebruiker').find((i) => i.key === 'goedtekeuren')?.count).toBeUndefined();
    expect(userMenuItems('kraanvogelklant_Medewerker', undefined, 1).map((i) => i.label)).toContain('Goed te keuren');
    expect(userMenuItems('kraanvogelklant_Magazijn', undefined, 1).map((i) => i.label)).not.toContain('Goed te keuren');
  });

  it('reads the role from a list as well as from a string', () => {
    expect(labels(['kraanvogelklant_Hoofdgebruiker'])).toContain('Mijn organisatie');
    expect(labels(['kraanvogelklant_Magazijn', 'kraanvogelklant_Hoofdgebruiker'])).toContain('Mijn organisatie');
  });

  it('an employee (neither main nor warehouse) sees everything but Mijn organisatie', () => {
    expect(labels('kraanvogelklant_Medewerker')).toEqual(everyone);
  });

  it('a warehouse-only user sees no Mijn orders, Mijn facturen or Mijn organisatie', () => {
    const expected = ['Mijn winkelwagens', 'Mijn bestellijsten', 'Mijn assortiment', 'Mijn inloggegevens', 'Retouraanvraag', 'Uitloggen'];
    expect(labels('kraanvogelklant_Magazijn')).toEqual(expected);
    expect(labels(['kraanvogelklant_Magazijn'])).toEqual(expected);
    expect(labels(['kraanvogelklant_Magazijn', 'kraanvogelklant_Magazijn'])).toEqual(expected);
  });

  it('warehouse plus another role is not warehouse-only', () => {
    expect(labels(['kraanvogelklant_Magazijn', 'kraanvogelklant_Medewerker'])).toEqual(everyone);
  });

  it('a user without roles sees the items for everyone', () => {
    expect(labels(undefined)).toEqual(everyone);
    expect(labels([])).toEqual(everyone);
    expect(labels('')).toEqual(everyone);
  });

  it('uses the configured product key', () => {
    expect(labels('acmeklant_Hoofdgebruiker', 'acme')).toContain('Mijn organisatie');
    expect(labels('kraanvogelklant_Hoofdgebruiker', 'acme')).not.toContain('Mijn organisatie');
    expect(labels('acmeklant_Magazijn', 'acme')).not.toContain('Mijn orders');
  });

  it('only an administrator sees Beheer, before Uitloggen', () => {
    expect(labels('kraanvogel_Admin').slice(-2)).toEqual(['Beheer', 'Uitloggen']);
    expect(labels(['kraanvogelklant_Hoofdgebruiker', 'kraanvogel_Admin'])).toContain('Beheer');
    for (const role of ['kraanvogelklant_Hoofdgebruiker', 'kraanvogelklant_Medewerker', 'kraanvogelklant_Magazijn', undefined]) expect(labels(role)).not.toContain('Beheer');
    expect(labels('kraanvogel_Admin', 'acme')).not.toContain('Beheer');
    expect(userMenuItems('acme_Admin', 'acme').find((i) => i.label === 'Beheer')?.to).toBe('/beheer');
  });

  it('links each item to its route', () => {
    expect(userMenuItems('kraanvogelklant_Hoofdgebruiker').map((i) => i.to)).toEqual([
      '/mijnaccount/mijnorders',
      '/mijnaccount/mijnfacturen',
      '/mijnaccount/mijnwinkelwagens',
      '/mijnaccount/mijnbestellijsten',
      '/mijnaccount/mijnassortiment',
      '/mijnaccount/mijninloggegevens',
      '/mijnaccount/mijnorganisatie',
      '/mijnaccount/goedtekeuren',
      '/mijnaccount/retouraanvraag',
      '/logout',
    ]);
  });
});
