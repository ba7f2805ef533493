/**
 * A euro amount as a number for `locale`, without the currency sign (the translation places it):
 * whole euros without decimals (240 → "240"), otherwise two (147.5 → "147,50" in Spanish).
 */
export function formatPrice(amount: number, locale: string): string {
  const whole = Number.isInteger(amount);
  const key = `${locale}|${whole}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: whole ? 0 : 2 });
    formats.set(key, format);
  }
  return format.format(amount);
}

/** Building a NumberFormat costs milliseconds (locale data); one per locale and kind is enough. */
const formats = new Map<string, Intl.NumberFormat>();
