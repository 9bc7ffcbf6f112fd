// Amounts as the api computes them: cents rounded half up, VAT 21 % of the net total.
export const VAT_RATE = 0.21;
export const round2 = (n: number) => Math.round(n * 100) / 100;
