import { expect, test, type Page } from '@playwright/test';
import { apiLogin } from './auth-helpers';
import { expectNoAxeViolations } from './helpers';

/**
 * The seat change a partner makes on a phone, keyboard only, on the real server: the area, the
 * seat on the map (its list alternative), the checkout and the payment provider, back to the
 * result and the profile. Each test logs in as its own demo partner (server/README.md).
 */
const afterLoad = { timeout: 15_000 };

test.use({ viewport: { width: 375, height: 800 } });

/** Tabs until `target` has focus (the page's order decides how many presses). */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>) {
  for (let presses = 0; presses < 80 && !(await target.evaluate((element) => element === document.activeElement).catch(() => false)); presses += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

async function press(page: Page, target: ReturnType<Page['getByRole']>, key = 'Enter') {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

/** Chooses the first free seat in the map's list alternative (keyboard only): its row and number. */
async function chooseFirstFreeSeat(page: Page, index = 0): Promise<{ row: string; number: string }> {
  const option = page.getByRole('radio').nth(index);
  await tabTo(page, option);
  await page.keyboard.press('Space');
  await expect(option).toBeChecked();
  const label = (await option.locator('xpath=..').textContent()) ?? '';
  const [, row = '', number = ''] = /Fila (\d+), asiento (\d+)/.exec(label) ?? [];
  return { row, number };
}

test('a partner changes seat and pays: the profile shows the new seat', async ({ page }) => {
  await apiLogin(page, 'cambio.libre.1@demo.club');
  await page.goto('/abonado/perfil');
  await press(page, page.getByRole('link', { name: 'Cambiar de asiento' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Cambiar de asiento' })).toBeVisible(afterLoad);
  await expectNoAxeViolations(page);
  await press(page, page.getByRole('button', { name: 'Empezar el cambio' }));

  await expect(page.getByRole('heading', { level: 1, name: 'Elige la zona' })).toBeVisible(afterLoad);
  await expect(page.getByRole('timer')).toBeVisible();
  await expectNoAxeViolations(page);
  const firstArea = page.getByRole('main').getByRole('listitem').getByRole('button').first();
  const areaName = (await firstArea.locator('span').first().textContent()) ?? '';
  await press(page, firstArea);

  await expect(page.getByRole('heading', { level: 1, name: 'Elige el asiento' })).toBeVisible(afterLoad);
  await expect(page.getByRole('heading', { level: 2, name: `Asientos de ${areaName}` })).toBeVisible(afterLoad);
  await expectNoAxeViolations(page);
  const seat = await chooseFirstFreeSeat(page);
  await press(page, page.getByRole('button', { name: 'Reservar y continuar' }));

  await expect(page.getByRole('heading', { level: 1, name: 'Revisa y paga' })).toBeVisible(afterLoad);
  const summary = page.getByRole('main');
  await expect(summary).toContainText(`${areaName}, fila ${seat.row}, asiento ${seat.number}`);
  await expect(summary.getByText('Gestión del cambio', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await press(page, page.getByRole('button', { name: 'Confirmar y pagar' }));

  await expect(page.getByRole('heading', { level: 1, name: 'Confirmar el pago' })).toBeVisible(afterLoad);
  await press(page, page.getByRole('button', { name: 'Aprobar el pago' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Tu cambio de asiento está hecho' })).toBeVisible(afterLoad);
  await press(page, page.getByRole('link', { name: 'Ir a mi perfil' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil de abonado' })).toBeVisible(afterLoad);
  await expect(page.getByRole('main')).toContainText(`${areaName} · Fila ${seat.row} · Asiento ${seat.number}`);
});
