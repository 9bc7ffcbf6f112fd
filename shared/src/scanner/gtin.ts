// What a scanned or typed code means as an article number on a package: the GTIN it carries,
// written as the 13 digits of an EAN-13 (the shop's articles carry EAN-13s). EAN-13 and EAN-8 as
// they are, UPC-A with a leading 0, a GTIN-14 whose first digit is 0 without it; a GS1 code
// (Code 128 or QR with "(01)…" or the FNC1 form "01…", or a GS1 Digital Link ".../01/…") gives
// its GTIN. Spaces and dashes typed by hand are ignored. null: not a GTIN (check digit wrong,
// letters, another length).

const checkDigitOk = (digits: string): boolean => {
  let sum = 0;
  const body = digits.slice(0, -1);
  for (let i = 0; i < body.length; i++) {
    // From the right: the digit next to the check digit weighs 3, the one before it 1, and so on.
    const weight = (body.length - i) % 2 === 1 ? 3 : 1;
    sum += Number(body[i]) * weight;
  }
  return (10 - (sum % 10)) % 10 === Number(digits[digits.length - 1]);
};

/** A GTIN of 8, 12, 13 or 14 digits as the EAN the shop looks up (13 digits, or 8 for an EAN-8). */
function asEan(digits: string): string | null {
  if (!/^\d+$/.test(digits) || ![8, 12, 13, 14].includes(digits.length) || !checkDigitOk(digits)) return null;
  if (digits.length === 12) return `0${digits}`;
  if (digits.length === 14) return digits.startsWith('0') ? digits.slice(1) : null;
  return digits;
}

export function gtinOf(code: string): string | null {
  const text = code.trim();
  // GS1 Digital Link: https://id.example/01/08719990030028/…
  const link = /\/01\/(\d{14})(?:[/?#]|$)/.exec(text);
  if (link) return asEan(link[1]!);
  // GS1 element string: "(01)08719990030028(10)…", or after FNC1 (]C1, ]Q3 or the GS character).
  const bracketed = /\(01\)(\d{14})/.exec(text);
  if (bracketed) return asEan(bracketed[1]!);
  const GS = String.fromCharCode(29);
  const raw = text.startsWith(GS) ? text.slice(1) : text.replace(/^(\]C1|\]Q3|\]d2)/, '');
  if (raw !== text && /^01\d{14}/.test(raw)) return asEan(raw.slice(2, 16));
  if (/^01\d{14}/.test(raw) && raw.length >= 16) return asEan(raw.slice(2, 16));
  return asEan(text.replace(/[\s-]/g, ''));
}
