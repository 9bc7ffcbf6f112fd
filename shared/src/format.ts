// Money, numbers and dates for nl-NL (DESIGN.md rule 6).
const money = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });
const number = new Intl.NumberFormat('nl-NL');
const date = new Intl.DateTimeFormat('nl-NL', { day: '2-digit', month: '2-digit', year: 'numeric' });

export const formatMoney = (value: number) => money.format(value);
export const formatNumber = (value: number) => number.format(value);
export const formatDate = (value: Date | string | number) => date.format(new Date(value));
