import { expect, waitFor, within } from 'storybook/test';
import { formatPrice } from '../../../src/ui';

type Canvas = ReturnType<typeof within>;

export const TICKETING_URL = 'https://entradas.example.com/abonos';

/** A euro amount as the Spanish page shows it (the text matchers fold the no-break space). */
export const euros = (amount: number, locale = 'es') => `${formatPrice(amount, locale)} €`;

/** The page has one h1, with this name. */
export async function expectTitle(canvas: Canvas, name: string) {
  await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  await expect(canvas.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** "Abónate ahora" leaves for the shop in the same tab. */
export async function expectShopLink(canvas: Canvas, name: string | RegExp = 'Abónate ahora') {
  const link = canvas.getByRole('link', { name });
  await expect(link).toHaveAttribute('href', TICKETING_URL);
  await expect(link).not.toHaveAttribute('target');
}

/** A PDF opens in a new tab, safely, and says so. */
export async function expectPdfLink(canvas: Canvas, name: RegExp, href: string) {
  const link = canvas.getByRole('link', { name });
  await expect(link).toHaveAttribute('href', href);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(link).toHaveAccessibleName(/PDF.*\(se abre en una pestaña nueva\)$/);
}

export async function expectDocumentTitle(title: string) {
  await waitFor(() => expect(document.title).toBe(title));
}

/** Nothing sticks out sideways at the story's width. */
export async function expectNoHorizontalOverflow(width: number) {
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(width);
}

/** Every text found its key and every number its placeholder (no "PASSES.X" nor "{{price}}" left). */
export async function expectTranslated(canvasElement: HTMLElement) {
  await expect(canvasElement).not.toHaveTextContent(/\{\{|\b(PASSES|PROMO|ADVANTAGES)\.[A-Z_]+/);
}
