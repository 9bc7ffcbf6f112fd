import { isMainUser, isWarehouseOnly, parseRoles } from './roles';

describe('roles', () => {
  it('reads the role claim as a string or a list', () => {
    expect(parseRoles('kraanvogelklant_Magazijn')).toEqual(['kraanvogelklant_Magazijn']);
    expect(parseRoles(['a', 'b'])).toEqual(['a', 'b']);
    expect(parseRoles(undefined)).toEqual([]);
    expect(parseRoles(['a', 3, null, ''])).toEqual(['a']);
  });

  it('knows the main user and the warehouse-only user', () => {
    expect(isMainUser(['kraanvogelklant_Hoofdgebruiker'])).toBe(true);
    expect(isMainUser(['kraanvogelklant_Magazijn'])).toBe(false);
    expect(isWarehouseOnly(['kraanvogelklant_Magazijn'])).toBe(true);
    expect(isWarehouseOnly(['kraanvogelklant_Magazijn', 'kraanvogelklant_Hoofdgebruiker'])).toBe(false);
    expect(isWarehouseOnly([])).toBe(false);
    expect(isMainUser(['acmeklant_Hoofdgebruiker'], 'acme')).toBe(true);
  });
});
