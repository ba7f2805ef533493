import { expect, test, type Page } from '@playwright/test';
import { dismissAlert } from './auth-helpers';
import { openArea, startSeatChange } from './seat-change-helpers';

/**
 * The hold running out (spec §4 "Expiry"): the page's clock is moved on instead of waiting out the
 * 15-minute hold. Under 2 minutes the warning shows; at 0 the app ends the change on the server
 * (group-seat-change/expire), the timer message shows and the member is on the profile.
 */
test.use({ viewport: { width: 375, height: 800 } });

/**
 * Every read of the change re-syncs the countdown with the server's real time left (§4 "Load"), so
 * a read still in flight when the page's clock jumps would undo the jump: wait until none is.
 */
function settledReads(page: Page): () => Promise<void> {
  const inFlight = new Set<object>();
  const isRead = (url: string) => new URL(url).pathname.startsWith('/api/');
  page.on('request', (request) => isRead(request.url()) && inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  return () => expect.poll(() => inFlight.size).toBe(0);
}

const TIMER_MESSAGE = 'Se ha acabado el tiempo para elegir tu asiento';

test('the countdown reaches 0: the change expires on the server, the timer message, the profile', async ({ page }) => {
  await page.clock.install();
  const readsSettled = settledReads(page);
  await startSeatChange(page, 'cambio.libre.7@demo.club');
  await openArea(page);
  await expect(page.getByRole('timer')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Te quedan menos de 2 minutos' })).toBeHidden();
  await readsSettled();
  await page.clock.fastForward('13:30');
  await expect(page.getByRole('alert').filter({ hasText: 'Te quedan menos de 2 minutos' })).toBeVisible();
  await page.clock.fastForward('01:40');
  await expect(page.getByRole('alertdialog').filter({ hasText: TIMER_MESSAGE })).toBeVisible();
  await dismissAlert(page, TIMER_MESSAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil de abonado' })).toBeVisible();
  expect((await page.request.get('/api/group-seat-change')).status()).toBe(404);
});
