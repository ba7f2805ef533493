/** Play-function checks shared by the foundations stories: the page against the contract. */
import { expect, within } from 'storybook/test';
import { CONTRAST_PAIRS } from '../../src/ui/theme/contrast';
import { formatRatio, pairName, pairRatio } from './ContrastTable';
import { groupsOn, type PageTitle } from './groups';
import { readToken, tokensOf } from './tokens';

/**
 * Every leaf of every contract group assigned to `page` has a row, named by the token, showing the
 * value the active theme gives it (and it has one): a token missing from the page fails here.
 */
export async function expectEveryToken(canvasElement: HTMLElement, page: PageTitle) {
  const canvas = within(canvasElement);
  for (const group of groupsOn(page)) {
    for (const { label, property } of tokensOf(group)) {
      const value = readToken(property);
      await expect(value, `${label} has no value in the active theme`).not.toBe('');
      const row = canvas.getByRole('rowheader', { name: label }).closest('tr');
      await expect(within(row!).getByText(value)).toBeVisible();
    }
  }
}

/** Every pair of CONTRAST_PAIRS reaches its minimum in the active theme, and the page says so. */
export async function expectContrastPairsPass(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  for (const pair of CONTRAST_PAIRS) {
    const ratio = pairRatio(pair);
    await expect(ratio, `${pairName(pair)}: ${formatRatio(ratio)}, needs ${pair.minimum}:1`).toBeGreaterThanOrEqual(pair.minimum);
    const row = within(canvas.getByRole('rowheader', { name: pairName(pair) }).closest('tr')!);
    await expect(row.getByText(formatRatio(ratio))).toBeVisible();
    await expect(row.getByText('Pass')).toBeVisible();
  }
}
