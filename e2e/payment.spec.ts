import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from './helpers';

/**
 * A paid seat change through the payment-provider simulator, in the browser: the API answers a
 * URL on the provider's own origin, the buyer chooses there (keyboard only), the provider notifies
 * the API and sends the browser back to the club's checkout result page.
 */
test.describe.configure({ mode: 'serial' });

const PARTNER = { mail: 'socio@demo.club', password: 'Demo2526!' };
const SEAT_CHANGE_PRODUCT_ID = 401;

async function api<T>(request: APIRequestContext, method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown): Promise<T> {
  const response = await request.fetch(`/api/${path}`, { method, data });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** Logs in, starts a change, holds a free seat, confirms and asks for payment: the provider URL. */
async function confirmedChangeUrl(
  request: APIRequestContext,
): Promise<{ url: string; seatId: number; areaId: number; totalAmount: number }> {
  const user = await api<{ partner: { id: number } }>(request, 'POST', 'users/login', PARTNER);
  const change = await api<{ session: string }>(request, 'POST', 'group-seat-change/init', {
    productId: SEAT_CHANGE_PRODUCT_ID,
    partners: [user.partner.id],
  });
  const areas = await api<{ level: string; id: number; available: number }[]>(request, 'GET', 'partners/seat-change/areas');
  for (const area of areas.filter((element) => element.level === 'AREA' && element.available > 0)) {
    const seats = await api<{ id: number; state: string }[]>(request, 'GET', `partners/seat-change/areas?parentId=${area.id}`);
    const seat = seats.find((candidate) => candidate.state === 'available');
    if (!seat) continue;
    await api(request, 'PUT', 'group-seat-change/update/seats', {
      session: change.session,
      seatsInfo: [{ partnerId: user.partner.id, seatId: seat.id }],
    });
    const { totalAmount } = await api<{ totalAmount: number }>(request, 'PUT', `group-seat-change/confirm/${change.session}`);
    const payment = await api<{ transaction: string }>(request, 'POST', 'group-seat-change/payment', {
      paymentMethod: 'CARD',
      session: change.session,
    });
    return { url: payment.transaction, seatId: seat.id, areaId: area.id, totalAmount };
  }
  throw new Error('no free seat for the demo partner');
}

test('approving on the provider applies the seat change and returns to checkout/success', async ({ page, baseURL }) => {
  const { url, seatId, areaId, totalAmount } = await confirmedChangeUrl(page.request);
  expect(new URL(url).origin).not.toBe(new URL(baseURL ?? '').origin); // another origin: the provider's

  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirmar el pago' })).toBeVisible();
  const euros = new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' }).format(totalAmount);
  await expect(page.getByRole('definition').filter({ hasText: euros })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Aprobar el pago' }).focus();
  await page.keyboard.press('Enter');
  await page.waitForURL((address) => address.pathname === '/abonado/cambio-asiento/checkout/success');
  expect(new URL(page.url()).origin).toBe(new URL(baseURL ?? '').origin);
  await expect(page.getByRole('heading', { level: 1, name: 'Tu cambio de asiento está hecho' })).toBeVisible();

  const finished = await api<{ status: string }>(page.request, 'GET', 'group-seat-change/finished');
  expect(finished.status).toBe('PAID');
  const seats = await api<{ id: number; state: string }[]>(page.request, 'GET', `partners/seat-change/areas?parentId=${areaId}`);
  expect(seats.find((seat) => seat.id === seatId)?.state).toBe('current'); // the seat is now the partner's
});

test('leaving the payment pending returns to checkout/pending-refund and records a refund', async ({ page }) => {
  const { url } = await confirmedChangeUrl(page.request);
  await page.goto(url);
  await page.getByRole('button', { name: 'Dejar el pago pendiente' }).focus();
  await page.keyboard.press('Enter');
  await page.waitForURL((address) => address.pathname === '/abonado/cambio-asiento/checkout/pending-refund');
  await expect(page.getByRole('heading', { level: 1, name: 'Te devolveremos el importe' })).toBeVisible();
  const finished = await api<{ status: string }>(page.request, 'GET', 'group-seat-change/finished');
  expect(finished.status).toBe('REFUND_PENDING');
});
