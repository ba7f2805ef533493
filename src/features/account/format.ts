/** Display rules of the member's data, pure so each is tested row by row. */

/** Only the last four digits show (spec: IBAN masked), grouped by four as printed on a bank card. */
export function maskIban(iban: string | null): string | null {
  if (!iban) return null;
  const compact = iban.replace(/\s+/g, '').toUpperCase();
  if (compact.length <= 4) return compact;
  const masked = '•'.repeat(compact.length - 4) + compact.slice(-4);
  return masked.replace(/(.{4})/g, '$1 ').trim();
}
