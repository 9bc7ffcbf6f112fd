// Step 1's rules as a user meets them: the delivery day, Dutch postcodes, required address
// fields for delivery only, length limits with the shop's message.
import { dateProblem, firstPossibleDay } from '../lib/delivery-date';
import { deliveryProblems, type DeliveryInput } from '../lib/delivery-schema';

describe('the delivery day', () => {
  // Wednesday 18 November 2026, 10:00 in Zwolle.
  const today = new Date('2026-11-18T09:00:00Z');
  it('is the next working day at the earliest; Friday orders go to Monday', () => {
    expect(firstPossibleDay(today)).toBe('2026-11-19');
    expect(firstPossibleDay(new Date('2026-11-20T09:00:00Z'))).toBe('2026-11-23');
    expect(firstPossibleDay(new Date('2026-11-21T09:00:00Z'))).toBe('2026-11-23');
  });
  it('after the 17:00 cut-off an order counts for the next day: on Thursday evening the first day is Monday', () => {
    const thursdayEvening = new Date('2026-11-19T19:30:00Z');
    expect(firstPossibleDay(thursdayEvening)).toBe('2026-11-23');
    expect(dateProblem('2026-11-20', thursdayEvening)).toBe('Kies een datum vanaf maandag 23 november 2026.');
    expect(dateProblem('2026-11-23', thursdayEvening)).toBeNull();
  });
  it.each([
    ['2026-11-17', 'De datum ligt in het verleden.'],
    ['2026-11-18', 'Kies een datum vanaf donderdag 19 november 2026.'],
    ['2026-11-21', 'Kies een werkdag (maandag tot en met vrijdag).'],
    ['2027-12-01', 'Kies een datum binnen een jaar.'],
    ['', 'Dit veld is verplicht'],
    ['2026-11-19', null],
    ['2026-11-23', null],
  ])('%s: %s', (day, message) => expect(dateProblem(day, today)).toBe(message));
});

describe('step 1', () => {
  const valid = {
    levering: 'bezorgen' as const,
    naam: 'De Vries Installatie',
    adres: 'Industrieweg 12',
    postcode: '8011 AB',
    plaats: 'Zwolle',
    land: 'NL' as const,
    datum: firstPossibleDay(),
    leveringsinstructies: '',
    ponummer: '',
    referentie: '',
  };
  const errors = (input: Partial<DeliveryInput>) => deliveryProblems({ ...valid, ...input } as DeliveryInput);
  it('accepts a complete delivery, and pick-up without an address', () => {
    expect(errors({})).toEqual({});
    expect(errors({ levering: 'afhalen', naam: '', adres: '', postcode: '', plaats: '' })).toEqual({});
  });
  it('needs the address for delivery, in the Dutch format', () => {
    expect(errors({ naam: ' ', adres: '', plaats: '', postcode: '' })).toEqual({
      naam: 'Dit veld is verplicht',
      adres: 'Dit veld is verplicht',
      plaats: 'Dit veld is verplicht',
      postcode: 'Dit veld is verplicht',
    });
    expect(errors({ postcode: '12345' })).toEqual({ postcode: 'Vul een geldige postcode in, bijvoorbeeld 1234 AB.' });
  });
  it('holds the length limits with the shop\'s message', () => {
    expect(errors({ referentie: 'x'.repeat(51), ponummer: 'x'.repeat(36) })).toEqual({
      referentie: 'Maximale lengte van 50 tekens overschreden',
      ponummer: 'Maximale lengte van 35 tekens overschreden',
    });
  });
});
