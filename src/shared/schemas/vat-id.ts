/**
 * The shape of a company's VAT number, stated once: the Billing tab's field and the team
 * billing-details route read it from here (docs/product.md#teams). Only the shape is checked
 * (country prefix, then that country's digits and letters); whether the number is registered is
 * the provider's business (Stripe verifies an `eu_vat` id with VIES after it is added).
 */

/** Each EU country's VAT number after its prefix (Greece is EL, Northern Ireland XI). */
const EU_SHAPES: Record<string, RegExp> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[A-HJ-NP-Z0-9]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^\d[A-Z0-9+*]\d{5}[A-Z]{1,2}$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^\d{2,10}$/,
  SE: /^\d{10}01$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
  XI: /^(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/,
};
const GB_SHAPE = /^(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/;

/** The provider's tax-id types we accept (Stripe's names). */
export type VatIdType = 'eu_vat' | 'gb_vat';

/** The number as it is stored and printed: upper case, without spaces, dots or hyphens. */
export function normalizeVatId(value: string): string {
  return value.replace(/[\s.-]/g, '').toUpperCase();
}

/** The tax-id type of a normalized VAT number, or null when it has no known shape. */
export function vatIdType(normalized: string): VatIdType | null {
  const prefix = normalized.slice(0, 2);
  const rest = normalized.slice(2);
  if (prefix === 'GB') return GB_SHAPE.test(rest) ? 'gb_vat' : null;
  const shape = EU_SHAPES[prefix];
  return shape?.test(rest) ? 'eu_vat' : null;
}
