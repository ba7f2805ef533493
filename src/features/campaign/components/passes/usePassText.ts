import { useTranslation } from 'react-i18next';
import type { PassText } from '../../data/passes';
import { usePrice } from '../usePrice';

/**
 * Translates the texts of the pass-page table: euro amounts are formatted for the current
 * language (147.5 → "147,50" / "147.50"), `extra` adds values every text may use (the season).
 */
export function usePassText(extra: Record<string, string> = {}) {
  const { t } = useTranslation();
  const price = usePrice();
  /** The interpolation values of a text, for `t` or `<Trans>`. */
  const valuesOf = ({ values, prices }: PassText) => ({
    ...extra,
    ...values,
    ...Object.fromEntries(Object.entries(prices ?? {}).map(([name, amount]) => [name, price(amount)])),
  });
  const text = (item: PassText) => t(item.key, valuesOf(item));
  return { t, text, price, valuesOf };
}
