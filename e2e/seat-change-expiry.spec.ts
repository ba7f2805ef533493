import { expect, test } from '@playwright/test';
import { dismissAlert } from './auth-helpers';
import { openArea, startSeatChange } from './seat-change-helpers';
import { SHORT_HOLD_SECONDS, shortHoldBaseUrl } from './short-hold';

/**
 * The hold running out (spec §4 "Expiry"), on the server whose holds last SHORT_HOLD_SECONDS:
 * at 0 the change is expired on the server, the timer message shows and the member is on the
 * profile.
 */
test.use({ baseURL: shortHoldBaseUrl, viewport: { width: 375, height: 800 } });

const TIMER_MESSAGE = 'Se ha acabado el tiempo para elegir tu asiento';

test('the countdown reaches 0: the change expires on the server, the timer message, the profile', async ({ page }) => {
  test.setTimeout(SHORT_HOLD_SECONDS * 1000 + 120_000);
  await startSeatChange(page, 'cambio.libre.7@demo.club');
  await openArea(page);
  await expect(page.getByRole('timer')).toBeVisible();
  // Under the cart-expiration alert's 120 s from the start: the warning that the seats will be freed.
  await expect(page.getByRole('alert').filter({ hasText: 'Te quedan menos de 2 minutos' })).toBeVisible();
  await expect(page.getByRole('alertdialog').filter({ hasText: TIMER_MESSAGE })).toBeVisible({ timeout: SHORT_HOLD_SECONDS * 1000 + 20_000 });
  await dismissAlert(page, TIMER_MESSAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil de abonado' })).toBeVisible();
  expect((await page.request.get('/api/group-seat-change')).status()).toBe(404);
});
