import { expect, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page } from '@playwright/test';
import { press } from './seat-change-helpers';

/** A page of a new context with its clock at `time` (a phone at the doors), with a session's `storageState` if given. */
export async function atTheDoors(browser: Browser, baseURL: string | undefined, time: Date, storageState?: BrowserContextOptions['storageState']): Promise<Page> {
  const context = await browser.newContext({ baseURL, storageState });
  const page = await context.newPage();
  await page.clock.install({ time });
  return page;
}

export interface OpenGate {
  gate: Page;
  context: BrowserContext;
  /** The field a scanner types a code into, focused. */
  field: Locator;
}

/**
 * A gate at `time`: the employee logs in by the deep link `loginToken`, opens the gate, chooses
 * `game` among the day's games when given, downloads it and waits for the offline app.
 */
export async function openGate(browser: Browser, baseURL: string | undefined, { loginToken, time, game }: { loginToken: string; time: Date; game?: string }): Promise<OpenGate> {
  const context = await browser.newContext({ baseURL });
  const gate = await context.newPage();
  await gate.clock.install({ time });
  await gate.goto(`/dl/${loginToken}`);
  await gate.getByRole('link', { name: 'Control de acceso (taquilla)' }).click();
  await gate.waitForURL('**/taquilla');
  if (game) {
    // By keyboard, as a scanner's operator would: the cookie notice may cover the pills.
    const choice = gate.getByRole('group', { name: '¿Para qué partido es esta puerta?' }).getByRole('radio', { name: new RegExp(game) });
    await press(gate, choice, 'Space');
    await expect(choice).toBeChecked();
  }
  await gate.getByRole('button', { name: 'Descargar datos del partido' }).click();
  const field = gate.getByLabel('Código del carnet o de la entrada');
  await expect(field).toBeFocused();
  await expect(gate.locator('html')).toHaveAttribute('data-offline-app', 'ready');
  return { gate, context, field };
}
