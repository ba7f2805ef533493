import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberCardAnswerSchema, memberCardPaths, cardSecretSchema } from '../../src/api/member-card.ts';
import { usersPaths } from '../../src/api/users.ts';
import { CARD_PDF_LIMIT, CARD_SECRET_LIMIT } from '../card/limits.ts';
import { cardDemo } from '../db/seed-data/accounts-card.ts';
import { DEMO_PHOTO } from '../db/seed-data/demo-photo.ts';
import { createTestApp, sessionCookieFor, type TestApp } from '../test/test-app.ts';
import { call, cookieHeader, expectError } from './users-test-kit.ts';

describe('the member card: GET partners/card, POST partners/card/secret, GET partners/card/pdf', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const cardOf = async (mail: string) => {
    const response = await call(t.app, 'GET', memberCardPaths.card, { cookie: await sessionCookieFor(t.db, mail) });
    expect(response.statusCode, response.body).toBe(200);
    return memberCardAnswerSchema.parse(response.json());
  };
  const secret = (cookie: string | undefined) => call(t.app, 'POST', memberCardPaths.secret, { cookie, body: {} });

  it('answers the card with the confirmed photo, the pass, the seat and the group', async () => {
    expect(await cardOf(cardDemo.withPhoto)).toEqual({
      unavailable: null,
      card: {
        partnerNumber: 4101,
        name: 'Nuria',
        lastname: 'Bosch Alapont',
        photo: DEMO_PHOTO,
        season: '25/26',
        pass: 'Abono Adulto',
        seat: expect.objectContaining({ area: 'Zona N2B' }) as unknown,
        group: null,
      },
    });
    expect((await cardOf('socio@demo.club')).card).toMatchObject({ partnerNumber: 1001, photo: null });
    expect((await cardOf('grupo.hijo@demo.club')).card).toMatchObject({ pass: 'Abono Infantil (7-13)', group: { name: 'Familia Ferrando' } });
  });

  it('shows no photo the club has not confirmed yet', async () => {
    await t.db.query("UPDATE users SET photo_status = 'PENDING' WHERE mail = 'validacion.omitir@demo.club'");
    expect((await cardOf('validacion.omitir@demo.club')).card).toMatchObject({ photo: null });
  });

  it('says why there is no card, in the contract order', async () => {
    const reasons = {
      'aficionado@demo.club': 'NOT_PARTNER',
      'empleado@demo.club': 'NOT_PARTNER',
      'socio.pendiente@demo.club': 'PENDING',
      'socio.bloqueado@demo.club': 'BLOCKED',
      [cardDemo.noSeat]: 'NO_SEAT',
      'socio.sin.pagos@demo.club': 'NOT_PAID',
      'renovacion@demo.club': 'NOT_PAID', // paid last season only
    };
    for (const [mail, reason] of Object.entries(reasons)) expect(await cardOf(mail), mail).toEqual({ card: null, unavailable: reason });
    expectError(await secret(await sessionCookieFor(t.db, cardDemo.noSeat)), 403, 'No member card: NO_SEAT');
    const pdf = await call(t.app, 'GET', memberCardPaths.pdf, { cookie: await sessionCookieFor(t.db, 'socio.sin.pagos@demo.club') });
    expectError(pdf, 403, 'No member card: NOT_PAID');
    expect(pdf.json()).toMatchObject({ code: 'NOT_PAID' });
  });

  it('gives the same secret on every call, and another to another member', async () => {
    const cookie = await sessionCookieFor(t.db, 'grupo.conyuge@demo.club');
    const first = cardSecretSchema.parse((await secret(cookie)).json());
    expect(first).toMatchObject({ season: '25/26', partnerNumber: 2002 });
    expect((await secret(cookie)).json()).toEqual(first);
    const other = cardSecretSchema.parse((await secret(await sessionCookieFor(t.db, 'grupo.amigo1@demo.club'))).json());
    expect(other.secret).not.toBe(first.secret);
  });

  it('refuses the secret to an employee impersonating the member (attack)', async () => {
    const employee = await sessionCookieFor(t.db, 'empleado@demo.club');
    const acting = await call(t.app, 'POST', usersPaths.impersonate, { cookie: employee, body: { mail: 'grupo.amigo2@demo.club' } });
    expect(acting.statusCode, acting.body).toBe(200);
    const response = await secret(cookieHeader(acting));
    expectError(response, 403, 'Not while impersonating a member');
    expect(response.json()).toMatchObject({ code: 'impersonating' });
    expect((await t.db.query("SELECT 1 FROM card_secrets cs JOIN partners p ON p.id = cs.partner_id WHERE p.partner_number = 2012")).rows).toEqual([]);
  });

  it(`stops a loop asking for the secret at ${CARD_SECRET_LIMIT.max} an hour (attack)`, async () => {
    const cookie = await sessionCookieFor(t.db, 'grupo.libre@demo.club');
    for (let i = 0; i < CARD_SECRET_LIMIT.max; i += 1) expect((await secret(cookie)).statusCode).toBe(200);
    const refused = await secret(cookie);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it(`answers the card as a PDF in the member's language, at most ${CARD_PDF_LIMIT.max} an hour (attack)`, async () => {
    await t.db.query("UPDATE users SET language = 'en' WHERE mail = 'grupo.titular@demo.club'");
    const cookie = await sessionCookieFor(t.db, 'grupo.titular@demo.club');
    const pdf = await call(t.app, 'GET', memberCardPaths.pdf, { cookie });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await PDFDocument.load(pdf.rawPayload)).getTitle()).toMatch(/^Member card 25\/26 · /);
    for (let i = 1; i < CARD_PDF_LIMIT.max; i += 1) expect((await call(t.app, 'GET', memberCardPaths.pdf, { cookie })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', memberCardPaths.pdf, { cookie })).statusCode).toBe(429);
  });

  it('answers 401 without a session', async () => {
    expectError(await call(t.app, 'GET', memberCardPaths.card), 401, 'Not logged in');
    expectError(await secret(undefined), 401, 'Not logged in');
    expectError(await call(t.app, 'GET', memberCardPaths.pdf), 401, 'Not logged in');
  });
});
