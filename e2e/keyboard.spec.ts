import { expect, test, type Page } from '@playwright/test';
import { waitForShell } from './helpers';

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

/** Marks every focusable element of the header and footer, then tabs through the page recording what gets focus. */
async function tabThroughShell(page: Page): Promise<{ expected: string[]; reached: Set<string> }> {
  const { expected, stops } = await page.evaluate((selector) => {
    const ids: string[] = [];
    document.querySelectorAll(selector).forEach((element, index) => {
      // The site's header and footer (not a <header> inside the page), visible controls only.
      const region = element.closest('header, footer');
      if (!region || region.closest('main') || element.getClientRects().length === 0) return;
      element.setAttribute('data-kb', String(index));
      ids.push(String(index));
    });
    // Tab also visits every control of the page in between (the home has dozens).
    return { expected: ids, stops: document.querySelectorAll(selector).length };
  }, FOCUSABLE);
  const reached = new Set<string>();
  for (let press = 0; press < stops + 20; press++) {
    await page.keyboard.press('Tab');
    const id = await page.evaluate(() => document.activeElement?.getAttribute('data-kb') ?? null);
    if (id) reached.add(id);
  }
  return { expected, reached };
}

test('every control of the header and footer is reachable with Tab', async ({ page }) => {
  await page.goto('/');
  await waitForShell(page);
  const { expected, reached } = await tabThroughShell(page);
  expect(expected.length).toBeGreaterThan(20);
  expect(expected.filter((id) => !reached.has(id))).toEqual([]);
});

test('the skip link, the language switcher and a footer link work from the keyboard', async ({ page }) => {
  await page.goto('/');
  await waitForShell(page);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Saltar al contenido' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  const english = page.getByRole('button', { name: 'English' });
  await english.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(english).toHaveAttribute('aria-pressed', 'true');

  const legal = page.getByRole('contentinfo').getByRole('link', { name: 'Legal notice' });
  await legal.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/legal-notice$/);
  await expect(page.getByRole('main')).toBeFocused();
});

test('the cookie notice can be accepted with the keyboard', async ({ page }) => {
  await page.goto('/');
  const accept = page.getByRole('region', { name: 'Aviso de cookies' }).getByRole('button', { name: 'Aceptar' });
  await accept.focus();
  await page.keyboard.press('Space');
  await expect(accept).toBeHidden();
});
