import { accessOf } from '@/lib/roles';
import { tilesFor } from '../components/account-overview';

test('tiles follow the user menu: warehouse-only has no orders or invoices, only a main user has the organization', () => {
  expect(tilesFor(accessOf(['kraanvogelklant_Magazijn'], 'kraanvogel'))).toEqual(['mijnwinkelwagens', 'mijnbestellijsten', 'mijnassortiment', 'mijninloggegevens', 'retouraanvraag']);
  expect(tilesFor(accessOf(['kraanvogelklant_Hoofdgebruiker'], 'kraanvogel'))).toEqual([
    'mijnorders',
    'mijnfacturen',
    'mijnwinkelwagens',
    'mijnbestellijsten',
    'mijnassortiment',
    'mijninloggegevens',
    'mijnorganisatie',
    'goedtekeuren',
    'retouraanvraag',
  ]);
  expect(tilesFor(accessOf(['kraanvogelklant_Magazijn', 'kraanvogelklant_Medewerker'], 'kraanvogel'))).toContain('mijnorders');
});
