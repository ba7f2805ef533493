/** Euros with the sign placed by the language (147,50 € in Spanish, €147.50 in English). */
export function formatEuros(amount: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', minimumFractionDigits: Number.isInteger(amount) ? 0 : 2 }).format(amount);
}
