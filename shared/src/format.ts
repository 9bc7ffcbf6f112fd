// Money, numbers and dates for nl-NL (DESIGN.md rule 6), and the nl-NL formatters the apps build
// their own formats from. A formatter is made on first use and kept: a page's first Intl
// formatter loads the locale's data (about 17 ms of main thread on a desktop CPU, four times that
// on a phone), which should not be part of the boot of a page that has nothing to format yet.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let found = formatters.get(key) as T | undefined;
  if (!found) {
    found = make();
    formatters.set(key, found);
  }
  return found;
}

/** An nl-NL number format with these options, made once. */
export const dutchNumberFormat = (options: Intl.NumberFormatOptions = {}): Intl.NumberFormat =>
  cached(`n${JSON.stringify(options)}`, () => new Intl.NumberFormat('nl-NL', options));

/** An nl-NL date format with these options, made once. */
export const dutchDateFormat = (options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  cached(`d${JSON.stringify(options)}`, () => new Intl.DateTimeFormat('nl-NL', options));

export const formatMoney = (value: number) => dutchNumberFormat({ style: 'currency', currency: 'EUR' }).format(value);
export const formatNumber = (value: number) => dutchNumberFormat().format(value);
export const formatDate = (value: Date | string | number) =>
  dutchDateFormat({ day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date(value));

/** A calendar day (yyyy-mm-dd) written out: "woensdag 3 december 2026". */
export const formatLongDay = (iso: string) =>
  dutchDateFormat({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
