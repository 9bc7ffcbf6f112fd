// The OCI 4.0/5.0 field rules a return form must keep (SAP's field lengths and formats): which
// NEW_ITEM fields there are, their indexes from 1 without gaps, lengths, dot decimals without
// thousands separators, ISO unit and currency codes, and text in ISO-8859-1.
const RULES: Record<string, { max: number; pattern?: RegExp }> = {
  DESCRIPTION: { max: 40 },
  QUANTITY: { max: 15, pattern: /^\d{1,11}(\.\d{1,3})?$/ },
  UNIT: { max: 3, pattern: /^[A-Z0-9]{2,3}$/ },
  PRICE: { max: 15, pattern: /^\d{1,12}\.\d{2}$/ },
  PRICEUNIT: { max: 9, pattern: /^[1-9]\d{0,8}$/ },
  CURRENCY: { max: 5, pattern: /^[A-Z]{3}$/ },
  VENDORMAT: { max: 40 },
  MATGROUP: { max: 10 },
  LEADTIME: { max: 5, pattern: /^\d{1,5}$/ },
  EXT_PRODUCT_ID: { max: 40 },
};

/** Every way the fields break the OCI rules (empty: they keep them). */
export function ociProblems(fields: [string, string][], o: { descriptionMax?: number } = {}): string[] {
  const problems: string[] = [];
  const indexes = new Set<number>();
  for (const [name, value] of fields) {
    if (name === '~OkCode' || name === '~CALLER' || name === '~TARGET') continue;
    const m = /^NEW_ITEM-([A-Z_]+)\[(\d+)\]$/.exec(name);
    if (!m) {
      problems.push(`${name} is no OCI field`);
      continue;
    }
    const rule = RULES[m[1]!];
    if (!rule) {
      problems.push(`${name}: NEW_ITEM-${m[1]} is not a field the shop means to send`);
      continue;
    }
    indexes.add(Number(m[2]));
    const max = m[1] === 'DESCRIPTION' ? (o.descriptionMax ?? rule.max) : rule.max;
    if ([...value].length > max) problems.push(`${name} is longer than ${max}`);
    if (rule.pattern && !rule.pattern.test(value)) problems.push(`${name} '${value}' breaks its format`);
    if ([...value].some((c) => c.codePointAt(0)! > 0xff)) problems.push(`${name} has characters outside ISO-8859-1`);
  }
  const sorted = [...indexes].sort((a, b) => a - b);
  if (sorted.some((n, k) => n !== k + 1)) problems.push(`indexes ${sorted.join(', ')} do not run from 1 without gaps`);
  for (const n of sorted) for (const f of ['DESCRIPTION', 'QUANTITY', 'UNIT', 'PRICE', 'CURRENCY']) if (!fields.some(([name]) => name === `NEW_ITEM-${f}[${n}]`)) problems.push(`line ${n} lacks NEW_ITEM-${f}`);
  return problems;
}
