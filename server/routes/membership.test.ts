import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { membershipPaths, productAvailabilitySchema, productListSchema } from '../../src/api/membership.ts';
import { createTestApp, sessionCookieFor, type TestApp } from '../test/test-app.ts';

describe('membership creation products', () => {
  let t: TestApp;
  let partnerCookie: string;
  let fanCookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    partnerCookie = await sessionCookieFor(t.db, 'socio@demo.club');
    fanCookie = await sessionCookieFor(t.db, 'aficionado@demo.club');
  });
  afterAll(() => t.close());

  const get = (path: string, cookie?: string) => t.app.inject({ url: `/api/${path}`, headers: cookie ? { cookie } : {} });
  const ids = (body: unknown) => productListSchema.parse(body).map((product) => product.id);

  describe('GET partners/create/products/:rolId', () => {
    it('lists the active NEW products of the rol, every term, prices in euros', async () => {
      const response = await get(membershipPaths.products(1));
      expect(response.statusCode).toBe(200);
      const products = productListSchema.parse(response.json());
      expect(products).toEqual([
        expect.objectContaining({ id: 101, kind: 'NEW', rolId: 1, term: 'FULL_SEASON', price: 240, unitsLeft: null, soldOut: false }),
        expect.objectContaining({ id: 111, kind: 'NEW', rolId: 1, term: 'HALF_SEASON', price: 144, unitsLeft: 0, soldOut: true }),
      ]);
      expect(products.some((product) => product.id === 190)).toBe(false); // last season's, inactive
    });

    it('answers 404 for an unknown rol and 400 for a rol that is not a number', async () => {
      expect((await get(membershipPaths.products(99))).statusCode).toBe(404);
      const response = await get('partners/create/products/adult');
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('path.rolId');
    });
  });

  describe('GET partners/create/products-term/:rolId/:term', () => {
    it('lists the NEW products of one rol and term', async () => {
      const response = await get(membershipPaths.productsTerm(2, 'FULL_SEASON'));
      expect(response.statusCode).toBe(200);
      expect(productListSchema.parse(response.json())).toEqual([
        expect.objectContaining({ id: 102, price: 192, unitsLeft: 40, soldOut: false }),
      ]);
      expect(ids((await get(membershipPaths.productsTerm(3, 'HALF_SEASON'))).json())).toEqual([113]);
    });

    it('answers 400 naming the term when it is not a term, 404 for an unknown rol', async () => {
      const response = await get('partners/create/products-term/1/MONTHLY');
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('path.term');
      expect((await get(membershipPaths.productsTerm(99, 'FULL_SEASON'))).statusCode).toBe(404);
    });
  });

  describe('GET sympathizer-with-number/create/products/:rolId', () => {
    it('lists the sympathizer-with-number products of the rol', async () => {
      const response = await get(membershipPaths.sympathizerProducts(1));
      expect(response.statusCode).toBe(200);
      expect(productListSchema.parse(response.json())).toEqual([
        expect.objectContaining({ id: 301, kind: 'SYMPATHIZER_WITH_NUMBER', price: 30, unitsLeft: 500 }),
      ]);
      expect(productListSchema.parse((await get(membershipPaths.sympathizerProducts(6))).json())[0]?.price).toBe(15);
    });

    it('answers 404 for an unknown rol', async () => {
      expect((await get(membershipPaths.sympathizerProducts(99))).statusCode).toBe(404);
    });
  });

  describe('GET partners/create-renewal-term/products/:rolId', () => {
    it('lists the renewal products of the rol to a partner', async () => {
      const response = await get(membershipPaths.renewalProducts(4), partnerCookie);
      expect(response.statusCode).toBe(200);
      expect(productListSchema.parse(response.json())).toEqual([expect.objectContaining({ id: 204, kind: 'RENEWAL', price: 160 })]);
    });

    it('answers 401 without a session, 403 to a user without partner profile, 404 for an unknown rol', async () => {
      expect((await get(membershipPaths.renewalProducts(1))).statusCode).toBe(401);
      const fan = await get(membershipPaths.renewalProducts(1), fanCookie);
      expect(fan.statusCode).toBe(403);
      expect(fan.body).not.toContain('Renovación');
      expect((await get(membershipPaths.renewalProducts(99), partnerCookie)).statusCode).toBe(404);
    });

    it('lets a special-renewal account without partner profile see them', async () => {
      await t.db.query("UPDATE users SET special_renewal = true WHERE mail = 'aficionado@demo.club'");
      try {
        expect(ids((await get(membershipPaths.renewalProducts(1), fanCookie)).json())).toEqual([201]);
      } finally {
        await t.db.query("UPDATE users SET special_renewal = false WHERE mail = 'aficionado@demo.club'");
      }
    });
  });

  describe('GET partners/create/availability/:id', () => {
    it('answers the units left of a creation product', async () => {
      const limited = await get(membershipPaths.availability(102));
      expect(limited.statusCode).toBe(200);
      expect(productAvailabilitySchema.parse(limited.json())).toEqual({ productId: 102, unitsLeft: 40, soldOut: false });
      expect((await get(membershipPaths.availability(111))).json()).toEqual({ productId: 111, unitsLeft: 0, soldOut: true });
      expect((await get(membershipPaths.availability(201))).json()).toEqual({ productId: 201, unitsLeft: null, soldOut: false });
    });

    it('answers 404 for a seat-change, an inactive or an unknown product', async () => {
      for (const id of [401, 190, 999]) expect((await get(membershipPaths.availability(id))).statusCode).toBe(404);
      expect((await get('partners/create/availability/1e3')).statusCode).toBe(400);
    });
  });

  describe('with settings.enable_partner_creation off', () => {
    it('answers 403 to every creation call, and serves them again once it is back on', async () => {
      await t.db.query('UPDATE settings SET enable_partner_creation = false');
      try {
        const calls = [
          get(membershipPaths.products(1)),
          get(membershipPaths.productsTerm(1, 'FULL_SEASON')),
          get(membershipPaths.sympathizerProducts(1)),
          get(membershipPaths.renewalProducts(1), partnerCookie),
          get(membershipPaths.availability(101)),
        ];
        for (const response of await Promise.all(calls)) {
          expect(response.statusCode).toBe(403);
          expect(response.json().message).toBe('Membership creation is disabled');
        }
      } finally {
        await t.db.query('UPDATE settings SET enable_partner_creation = true');
      }
      expect((await get(membershipPaths.products(1))).statusCode).toBe(200);
    });
  });
});
