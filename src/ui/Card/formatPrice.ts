/**
 * A euro amount as a number for `locale`, without the currency sign (the translation places it):
 * whole euros without decimals (240 → "240"), otherwise two (147.5 → "147,50" in Spanish).
 */
export function formatPrice(amount: number, locale: string): string {
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount);
}
