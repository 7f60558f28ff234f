import { isSupportedCountry, type CountryCode } from 'libphonenumber-js/max';

/**
 * The country a phone number printed without its code belongs to: the one the owner asked for,
 * else the region of their browser's first language that names one ("de-CH" is Switzerland, "en"
 * names none), else none, and such numbers are answered as printed.
 */
export function defaultCountry(
  asked: string | undefined,
  acceptLanguage: string | undefined,
): CountryCode | undefined {
  const code = asked?.toUpperCase();
  if (code && isSupportedCountry(code)) return code;
  const tags = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(params.find((param) => param.trim().startsWith('q='))?.split('=')[1] ?? 1);
      return { tag, q: Number.isFinite(q) ? q : 0 };
    })
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of tags) {
    const region = tag
      .split('-')
      .slice(1)
      .find((subtag) => /^[A-Za-z]{2}$/.test(subtag))
      ?.toUpperCase();
    if (region && isSupportedCountry(region)) return region;
  }
  return undefined;
}
