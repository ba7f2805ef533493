import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPaymentProvider } from './app.ts';
import { paymentPageUrl, verifyNotification, type PaymentRequest } from './signature.ts';

const SECRET = 'test-secret';
const request: PaymentRequest = {
  transaction: 'tx-1',
  amount: '14750',
  description: 'Cambio de asiento <b>nº 7</b>',
  returnUrl: 'http://club.test/abonado/cambio-asiento/checkout',
  notifyUrl: 'http://club.test/api/payments/notify',
};

let app: FastifyInstance;
let notifications: { url: string; body: unknown }[] = [];
let notifyStatus = 204;

beforeAll(async () => {
  app = await buildPaymentProvider({
    secret: async () => SECRET,
    fetch: async (input, init) => {
      notifications.push({ url: String(input), body: JSON.parse(String(init?.body)) });
      return new Response(null, { status: notifyStatus });
    },
  });
});
afterAll(() => app.close());

const pageUrl = (fields: Partial<PaymentRequest> = {}) => {
  const url = new URL(paymentPageUrl('http://pay.test', SECRET, request));
  for (const [key, value] of Object.entries(fields)) url.searchParams.set(key, value);
  return url;
};

const decide = (outcome: string, fields: Partial<PaymentRequest> = {}) => {
  const form = new URLSearchParams(pageUrl(fields).searchParams);
  form.set('outcome', outcome);
  return app.inject({
    method: 'POST',
    url: '/pay',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
};

describe('payment provider simulator', () => {
  it('shows a signed payment in Spanish with three choices and no script', async () => {
    const url = pageUrl();
    const response = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("form-action 'self' http://club.test");
    expect(response.body).toContain('<html lang="es">');
    expect(response.body).toMatch(/147,50\s€/);
    expect(response.body).toContain('Cambio de asiento &#60;b&#62;nº 7&#60;/b&#62;');
    for (const outcome of ['APPROVED', 'DECLINED', 'PENDING']) expect(response.body).toContain(`value="${outcome}"`);
    expect(response.body).not.toMatch(/<script/i);
  });

  it('answers 403 when a signed field was changed', async () => {
    const url = pageUrl();
    url.searchParams.set('amount', '1');
    const response = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(response.statusCode).toBe(403);
    expect(response.body).toContain('Firma no válida');
  });

  it('answers 400 when fields are missing', async () => {
    const response = await app.inject({ method: 'GET', url: '/pay?transaction=tx-1' });
    expect(response.statusCode).toBe(400);
  });

  it('notifies the shop with a signed outcome, then returns the browser (303)', async () => {
    notifications = [];
    const response = await decide('DECLINED');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${request.returnUrl}/error`);
    expect(notifications).toHaveLength(1);
    const [notification] = notifications;
    expect(notification!.url).toBe(request.notifyUrl);
    const body = notification!.body as { transaction: string; outcome: 'DECLINED'; signature: string };
    expect(body).toMatchObject({ transaction: 'tx-1', outcome: 'DECLINED' });
    expect(verifyNotification(SECRET, body.transaction, body.outcome, body.signature)).toBe(true);
  });

  it('refuses a tampered form and an unknown outcome, and notifies nothing', async () => {
    notifications = [];
    const form = new URLSearchParams(pageUrl().searchParams);
    form.set('returnUrl', 'http://evil.test/');
    form.set('outcome', 'APPROVED');
    const forged = await app.inject({
      method: 'POST',
      url: '/pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    expect(forged.statusCode).toBe(403);
    expect((await decide('MAYBE')).statusCode).toBe(400);
    expect(notifications).toHaveLength(0);
  });

  it('shows the page again with an alert (502) when the shop cannot be notified', async () => {
    notifyStatus = 500;
    try {
      const response = await decide('APPROVED');
      expect(response.statusCode).toBe(502);
      expect(response.body).toContain('role="alert"');
      expect(response.body).toContain('value="APPROVED"');
    } finally {
      notifyStatus = 204;
    }
  });
});
