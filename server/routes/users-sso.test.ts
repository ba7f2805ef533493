import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creationLoginSchema, loginErrors, ssoExchangeSchema, ssoRedirectSchema, usersPaths } from '../../src/api/users.ts';
import { hashToken } from '../auth/session.ts';
import { loginDemo } from '../db/seed-data/accounts-login.ts';
import { issueUserToken } from '../store/user-tokens.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { call, cookieHeader, DEMO, expectError, lastMail } from './users-test-kit.ts';

const CALLBACK = 'https://tienda.demo.club/sso/callback';
const TIENDA_SECRET = 'tienda-secret-for-tests';

describe('SSO logins, special-renewal validation and creation login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ssoSecrets: { tienda: TIENDA_SECRET } });
  });
  afterAll(() => t.close());

  let ipCounter = 0;
  const post = (path: string, body: unknown) => call(t.app, 'POST', path, { body, ip: `10.5.0.${++ipCounter}` });
  const userIdOf = async (mail: string) =>
    (await t.db.query<{ id: number }>('SELECT id FROM users WHERE mail = $1', [mail])).rows[0]?.id ?? -1;

  describe('POST users/sso/exchange', () => {
    const callback = `${CALLBACK}?state=xyz`;
    const codeFor = async (appId: string, redirectUrl: string) => {
      const login = await post(usersPaths.loginSsoUser, { mail: 'socio@demo.club', password: DEMO.password, appId, redirectUrl });
      return new URL(ssoRedirectSchema.parse(login.json()).redirectUrl).searchParams.get('code') ?? '';
    };
    const exchange = (body: object) =>
      post(usersPaths.ssoExchange, { appId: 'tienda', secret: TIENDA_SECRET, redirectUrl: callback, ...body });

    it('trades a code once for who the user is, and nothing more', async () => {
      const code = await codeFor('tienda', callback);
      const answer = await exchange({ code });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(ssoExchangeSchema.parse(answer.json()).user).toMatchObject({ mail: 'socio@demo.club', type: 'PARTNER' });
      expect(answer.body).not.toMatch(/iban|dni|address|ES91/i);
      expect(answer.cookies).toEqual([]);
      expectError(await exchange({ code }), 404, 'Unknown or used SSO code');
    });

    it('refuses a wrong or missing app secret, another app, another callback, an expired or malformed code', async () => {
      const code = await codeFor('tienda', callback);
      expectError(await exchange({ code, secret: 'guess' }), 403, 'Unknown SSO app or wrong secret');
      expectError(await exchange({ code, appId: 'entradas' }), 403, 'Unknown SSO app or wrong secret'); // no secret configured
      expectError(await exchange({ code, redirectUrl: CALLBACK }), 404, 'Unknown or used SSO code');
      await t.db.query("UPDATE sso_codes SET expires_at = now() - interval '1 second' WHERE code_hash = $1", [hashToken(code)]);
      expectError(await exchange({ code }), 404, 'Unknown or used SSO code');
      expect((await exchange({ code: 'short' })).statusCode).toBe(400);
    });
  });

  describe('POST users/login-sso-user', () => {
    const sso = (body: object) =>
      post(usersPaths.loginSsoUser, { mail: 'socio@demo.club', password: DEMO.password, appId: 'tienda', redirectUrl: CALLBACK, ...body });

    it('answers the callback with a one-time code stored as a hash, and sets no cookie', async () => {
      const response = await sso({ redirectUrl: `${CALLBACK}?state=abc` });
      expect(response.statusCode, response.body).toBe(200);
      const url = new URL(ssoRedirectSchema.parse(response.json()).redirectUrl);
      expect(`${url.origin}${url.pathname}`).toBe(CALLBACK);
      expect(url.searchParams.get('state')).toBe('abc');
      const code = url.searchParams.get('code') ?? '';
      expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const { rows } = await t.db.query<{ app_id: string; live: boolean }>(
        'SELECT app_id, expires_at > now() AND expires_at < now() + interval \'61 seconds\' AS live FROM sso_codes WHERE code_hash = $1',
        [hashToken(code)],
      );
      expect(rows).toEqual([{ app_id: 'tienda', live: true }]);
      expect(response.cookies).toEqual([]);
    });

    it.each([
      ['an unknown app', { appId: 'other' }, /Unknown SSO app/],
      ['a foreign host', { redirectUrl: 'https://evil.example/sso/callback' }, /not allowed/],
      ['another path', { redirectUrl: 'https://tienda.demo.club/other' }, /not allowed/],
      ['credentials in the URL', { redirectUrl: 'https://user:pw@tienda.demo.club/sso/callback' }, /not allowed/],
      ['an app callback of another app', { appId: 'entradas' }, /not allowed/],
    ])('answers 400 for %s', async (_case, body, message) => {
      expectError(await sso(body), 400, message);
    });

    it('applies the login rules: 401 wrong password, 466, 402, 409 and User not validated', async () => {
      expectError(await sso({ password: 'wrong' }), 401, loginErrors.invalid);
      expectError(await sso({ mail: 'cuenta.empresa@demo.club' }), 466, loginErrors.notAllowed);
      expectError(await sso({ mail: loginDemo.noPayments }), 402, loginErrors.noPayments);
      expectError(await sso({ mail: loginDemo.pending }), 409, loginErrors.pendingPartner);
      expectError(await sso({ mail: loginDemo.notValidated }), 403, loginErrors.notValidated);
    });

    it('answers 400 naming the field for bad bodies', async () => {
      expectError(await post(usersPaths.loginSsoUser, { mail: 'socio@demo.club' }), 400, /body\.password: required/);
      expectError(await sso({ redirectUrl: 'javascript:alert(1)' }), 400, /body\.redirectUrl: must be an http\(s\) URL/);
      expectError(await sso({ appId: 'x'.repeat(1_000_000) }), 400, /body\.appId: at most 64/);
      expectError(await sso({ extra: true }), 400, /unknown field 'extra'/);
    });
  });

  describe('POST users/login-sso-partner', () => {
    const sso = (body: object) =>
      post(usersPaths.loginSsoPartner, {
        dni: '12345678Z', birthdate: '1985-04-12', pin: DEMO.pin, partnerId: 1001, appId: 'tienda', redirectUrl: CALLBACK, ...body,
      });

    it('answers the callback with a code for a partner', async () => {
      const response = await sso({});
      expect(response.statusCode, response.body).toBe(200);
      expect(ssoRedirectSchema.parse(response.json()).redirectUrl).toMatch(/^https:\/\/tienda\.demo\.club\/sso\/callback\?code=/);
    });

    it('answers 401 for a wrong PIN, 466 for a sympathizer, 409 pending, 402 no payments', async () => {
      expectError(await sso({ pin: '0000' }), 401, loginErrors.invalid);
      expectError(await sso({ dni: '23456789D', birthdate: '1992-09-30', partnerId: 5001 }), 466, loginErrors.notAllowed);
      expectError(await sso({ dni: '11000003T', birthdate: '1999-02-21', partnerId: null }), 409, loginErrors.pendingPartner);
      expectError(await sso({ dni: '11000002E', birthdate: '1979-11-03', partnerId: 1102 }), 402, loginErrors.noPayments);
    });

    it('answers 400 for a missing PIN and for an unknown app', async () => {
      expectError(await sso({ pin: undefined }), 400, /body\.pin: required/);
      expectError(await sso({ appId: 'nope' }), 400, /Unknown SSO app/);
    });
  });

  describe('special renewal: POST users/login-validate, then POST partners/creationLogin', () => {
    it('mails a creation-login link that logs in once, confirms the mail and says firstTime once', async () => {
      const validate = await post(usersPaths.loginValidate, { mail: loginDemo.specialRenewal, previousPartnerNumber: 1150 });
      expect(validate.statusCode, validate.body).toBe(204);
      const { body, hash } = await lastMail(t.db, loginDemo.specialRenewal);
      expect(body).toContain('/hazte-abonado/acceso/');
      const first = await post(usersPaths.creationLogin, { hash, email: loginDemo.specialRenewal });
      expect(first.statusCode, first.body).toBe(200);
      const answer = creationLoginSchema.parse(first.json());
      expect(answer.firstTime).toBe(true);
      expect(answer.user).toMatchObject({ mail: loginDemo.specialRenewal, specialRenewal: true, partner: { previousPartnerNumber: 1150 } });
      const me = await call(t.app, 'GET', usersPaths.extended, { cookie: cookieHeader(first) });
      expect(me.statusCode).toBe(200);
      expectError(await post(usersPaths.creationLogin, { hash, email: loginDemo.specialRenewal }), 404, /invalid or expired/);
      await post(usersPaths.loginValidate, { mail: loginDemo.specialRenewal, previousPartnerNumber: 1150 });
      const again = await post(usersPaths.creationLogin, { hash: (await lastMail(t.db, loginDemo.specialRenewal)).hash, email: loginDemo.specialRenewal });
      expect(creationLoginSchema.parse(again.json()).firstTime).toBe(false);
    });

    it('accepts a sympathizer number too', async () => {
      const response = await post(usersPaths.loginValidate, { mail: 'simpatizante.numero@demo.club', previousPartnerNumber: 5001 });
      expect(response.statusCode).toBe(204);
    });

    it('answers 401, and mails nothing, for a wrong number or an unknown mail', async () => {
      const before = (await t.db.query('SELECT 1 FROM mail_outbox')).rows.length;
      expectError(await post(usersPaths.loginValidate, { mail: loginDemo.specialRenewal, previousPartnerNumber: 1105 }), 401, loginErrors.invalid);
      expectError(await post(usersPaths.loginValidate, { mail: 'nobody@demo.club', previousPartnerNumber: 1150 }), 401, loginErrors.invalid);
      expect((await t.db.query('SELECT 1 FROM mail_outbox')).rows).toHaveLength(before);
    });

    it('answers 400 for bad login-validate bodies', async () => {
      expectError(await post(usersPaths.loginValidate, { mail: loginDemo.specialRenewal }), 400, /body\.previousPartnerNumber: required/);
      expectError(await post(usersPaths.loginValidate, { mail: loginDemo.specialRenewal, previousPartnerNumber: '1150' }), 400, /expected number/);
      expectError(await post(usersPaths.loginValidate, { mail: 'a'.repeat(1_000_000), previousPartnerNumber: 1 }), 400, /at most 254/);
      expectError(await post(usersPaths.loginValidate, { mail: 'a@b.es', previousPartnerNumber: 1, x: 1 }), 400, /unknown field 'x'/);
    });

    it('creationLogin answers 466 to a user without partner, sympathizer or fan profile, and keeps the hash', async () => {
      const hash = await issueUserToken(t.db, await userIdOf('empresa@demo.club'), 'CREATION_LOGIN');
      expectError(await post(usersPaths.creationLogin, { hash, email: 'empresa@demo.club' }), 466, loginErrors.notAllowed);
      const { rows } = await t.db.query('SELECT 1 FROM user_tokens WHERE token_hash = $1 AND used_at IS NULL', [hashToken(hash)]);
      expect(rows).toHaveLength(1);
    });

    it('creationLogin answers 404 for a hash of another mail or purpose, or expired', async () => {
      const id = await userIdOf('socio@demo.club');
      const hash = await issueUserToken(t.db, id, 'CREATION_LOGIN');
      expectError(await post(usersPaths.creationLogin, { hash, email: 'aficionado@demo.club' }), 404, /invalid or expired/);
      const restore = await issueUserToken(t.db, id, 'PASSWORD_RESTORE');
      expectError(await post(usersPaths.creationLogin, { hash: restore, email: 'socio@demo.club' }), 404, /invalid or expired/);
      await t.db.query("UPDATE user_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1", [hashToken(hash)]);
      expectError(await post(usersPaths.creationLogin, { hash, email: 'socio@demo.club' }), 404, /invalid or expired/);
    });

    it('creationLogin answers 400 naming the field', async () => {
      expectError(await post(usersPaths.creationLogin, { email: 'socio@demo.club' }), 400, /body\.hash: required/);
      expectError(await post(usersPaths.creationLogin, { hash: 'bad hash!', email: 'socio@demo.club' }), 400, /body\.hash: must be a token/);
      expectError(await post(usersPaths.creationLogin, { hash: 'a'.repeat(1_000_000), email: 'socio@demo.club' }), 400, /body\.hash: at most 512/);
      expectError(await post(usersPaths.creationLogin, { hash: 'abc', email: 'socio@demo.club', mail: 'x' }), 400, /unknown field 'mail'/);
    });
  });
});
