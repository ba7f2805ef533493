import { expect, type Locator, type Page } from '@playwright/test';
import { apiLogin } from './auth-helpers';

/**
 * Focuses `target` and presses `key`: what a keyboard user does, without tabbing through a map's
 * list of seats on the way (the tab order itself is tested by the kit's stories and keyboard.spec).
 */
export async function press(page: Page, target: Locator, key = 'Enter'): Promise<void> {
  await target.focus();
  await expect(target).toBeFocused();
  await page.keyboard.press(key);
}

/** Logs in as `mail`, opens the change from the profile's "Cambiar de asiento" and starts it (checking `members` first). */
export async function startSeatChange(page: Page, mail: string, members: string[] = []): Promise<void> {
  await apiLogin(page, mail);
  await page.goto('/abonado/perfil');
  await press(page, page.getByRole('link', { name: 'Cambiar de asiento' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Cambiar de asiento' })).toBeVisible();
  for (const member of members) await press(page, page.getByRole('checkbox', { name: new RegExp(member) }), 'Space');
  await press(page, page.getByRole('button', { name: 'Empezar el cambio' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Elige la zona' })).toBeVisible();
}

/** Opens the `index`-th area of the list (cheapest first): its name. */
export async function openArea(page: Page, index = 0): Promise<string> {
  const area = page.getByRole('main').getByRole('listitem').getByRole('button').nth(index);
  const name = (await area.locator('span').first().textContent()) ?? '';
  await press(page, area);
  await expect(page.getByRole('heading', { level: 1, name: 'Elige el asiento' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: `Asientos de ${name}` })).toBeVisible();
  return name;
}

/** The free seats of the map's list alternative (not the page's other checkboxes, such as the wheelchair filter). */
export function seatOptions(page: Page): Locator {
  const list = page.getByRole('group', { name: /^Asientos libres en / });
  return list.getByRole('radio').or(list.getByRole('checkbox'));
}

/**
 * "Best seats together" by keyboard: the proposal's heading takes the focus and its words are
 * answered ("2 asientos juntos en Zona X: fila 3, del 5 al 6"), with the area named.
 */
export async function askBestSeats(page: Page, people: number): Promise<{ text: string; area: string }> {
  await press(page, page.getByRole('button', { name: people === 1 ? 'Elegir el mejor asiento' : 'Elegir los mejores asientos juntos' }));
  const heading = page.getByRole('heading', { name: 'Tu propuesta de asientos' });
  await expect(heading).toBeFocused();
  const status = page.getByRole('region', { name: 'Tu propuesta de asientos' }).getByRole('status');
  await expect(status).toHaveText(new RegExp(`^${people} asientos? .*en (Zona \\w+): fila \\d+`));
  const text = (await status.textContent()) ?? '';
  return { text, area: / en (Zona \w+): /.exec(text)?.[1] ?? '' };
}

/** Chooses the `index`-th free seat in the map's list alternative (keyboard only): its row and number. */
export async function chooseSeat(page: Page, index = 0): Promise<{ row: string; number: string }> {
  const option = seatOptions(page).nth(index);
  await press(page, option, 'Space');
  await expect(option).toBeChecked();
  const label = (await option.locator('xpath=..').textContent()) ?? '';
  const [, row = '', number = ''] = /Fila (\d+), asiento (\d+)/.exec(label) ?? [];
  return { row, number };
}

/** Seconds the countdown shows ("14 min 5 s" → 845). */
export async function countdownSeconds(page: Page): Promise<number> {
  const text = (await page.getByRole('timer').textContent()) ?? '';
  const minutes = /(\d+)\s*min/.exec(text)?.[1] ?? '0';
  const seconds = /(\d+)\s*s\b/.exec(text)?.[1] ?? '0';
  return Number(minutes) * 60 + Number(seconds);
}
