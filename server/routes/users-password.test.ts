import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginErrors, usersPaths } from '../../src/api/users.ts';
import { hashToken } from '../auth/session.ts';
import { issueUserToken } from '../store/user-tokens.ts';
import { createTestApp, sessionCookieFor, type TestApp } from '../test/test-app.ts';
import { call, DEMO, expectError, lastMail } from './users-test-kit.ts';

describe('passwords, mail reminder and confirmations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  let ipCounter = 0;
  const send = (method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown, cookie?: string) =>
    call(t.app, method, path, { body, cookie, ip: `10.6.0.${++ipCounter}` });
  const login = (mail: string, password: string) => send('POST', usersPaths.login, { mail, password });
  const me = (cookie: string) => send('GET', usersPaths.extended, undefined, cookie);
  const checkPath = (hash: string, mail: string) =>
    `users/password/restore/${encodeURIComponent(hash)}/${encodeURIComponent(mail)}`;
  const userIdOf = async (mail: string) =>
    (await t.db.query<{ id: number }>('SELECT id FROM users WHERE mail = $1', [mail])).rows[0]?.id ?? -1;

  describe('recover and restore', () => {
    it('mails a restore link; the hash is live for that mail; restoring sets the password, consumes the hash and ends sessions', async () => {
      const mail = 'simpatizante@demo.club';
      const oldSession = await sessionCookieFor(t.db, mail);
      expect((await send('POST', usersPaths.passwordRecover, { mail: 'Simpatizante@demo.club' })).statusCode).toBe(204);
      const { body, hash = '' } = await lastMail(t.db, mail);
      expect(body).toContain(`/restablecer-contrasena/${hash}/${encodeURIComponent(mail)}`);
      expect((await send('GET', checkPath(hash, mail))).statusCode).toBe(204);
      expectError(await send('GET', checkPath(hash, 'socio@demo.club')), 404, /invalid or has expired/);
      const restore = await send('PUT', usersPaths.passwordRestore, { mail, hash, password: 'Nueva2526x' });
      expect(restore.statusCode, restore.body).toBe(204);
      expectError(await me(oldSession), 401, 'Not logged in');
      expect((await login(mail, 'Nueva2526x')).statusCode).toBe(200);
      expectError(await login(mail, DEMO.password), 401, loginErrors.invalid);
      expectError(await send('GET', checkPath(hash, mail)), 404, /invalid or has expired/);
      expectError(await send('PUT', usersPaths.passwordRestore, { mail, hash, password: 'Otra2526xx' }), 404, /invalid/);
    });

    it("answers 404 'email not found' for an unknown mail and mails nothing", async () => {
      const response = await send('POST', usersPaths.passwordRecover, { mail: 'nobody@demo.club' });
      expectError(response, 404, 'email not found');
      expect((await t.db.query("SELECT 1 FROM mail_outbox WHERE recipient = 'nobody@demo.club'")).rows).toEqual([]);
    });

    it('refuses an expired restore hash', async () => {
      const hash = await issueUserToken(t.db, await userIdOf('aficionado@demo.club'), 'PASSWORD_RESTORE');
      await t.db.query("UPDATE user_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1", [hashToken(hash)]);
      expectError(await send('GET', checkPath(hash, 'aficionado@demo.club')), 404, /expired/);
      expectError(await send('PUT', usersPaths.passwordRestore, { mail: 'aficionado@demo.club', hash, password: 'Nueva2526x' }), 404, /expired/);
    });

    it('answers 400 naming the field', async () => {
      expectError(await send('POST', usersPaths.passwordRecover, {}), 400, /body\.mail: required/);
      expectError(await send('POST', usersPaths.passwordRecover, { mail: 5 }), 400, /body\.mail: expected string/);
      expectError(await send('POST', usersPaths.passwordRecover, { mail: 'a'.repeat(1_000_000) }), 400, /at most 254/);
      expectError(await send('POST', usersPaths.passwordRecover, { mail: 'a@b.es', x: 1 }), 400, /unknown field 'x'/);
      expectError(await send('GET', checkPath('bad hash', 'a@b.es')), 400, /path\.hash: must be a token/);
      const weak = await send('PUT', usersPaths.passwordRestore, { mail: 'a@b.es', hash: 'abc', password: 'short' });
      expectError(weak, 400, /body\.password: at least 8 characters/);
    });
  });

  describe('PUT users/password', () => {
    it("changes the password with the current one and ends the user's other sessions only", async () => {
      const mail = 'aficionado@demo.club';
      const other = await sessionCookieFor(t.db, mail);
      const current = await sessionCookieFor(t.db, mail);
      const response = await send('PUT', usersPaths.password, { currentPassword: DEMO.password, newPassword: 'Cambio2526x' }, current);
      expect(response.statusCode, response.body).toBe(204);
      expect((await me(current)).statusCode).toBe(200);
      expectError(await me(other), 401, 'Not logged in');
      expect((await login(mail, 'Cambio2526x')).statusCode).toBe(200);
    });

    it('answers 403 for a wrong current password, 401 without a session, 400 for a weak new one', async () => {
      const cookie = await sessionCookieFor(t.db, 'socio@demo.club');
      const body = { currentPassword: 'wrong', newPassword: 'Cambio2526x' };
      expectError(await send('PUT', usersPaths.password, body, cookie), 403, 'Current password is wrong');
      expectError(await send('PUT', usersPaths.password, body), 401, 'Not logged in');
      expectError(await send('PUT', usersPaths.password, { currentPassword: DEMO.password, newPassword: 'abcdefgh' }, cookie), 400, /must contain a digit/);
      expectError(await send('PUT', usersPaths.password, { currentPassword: DEMO.password }, cookie), 400, /body\.newPassword: required/);
      expectError(await send('PUT', usersPaths.password, { currentPassword: 'x'.repeat(1_000_000), newPassword: 'Cambio2526x' }, cookie), 400, /at most 128/);
      expectError(await send('PUT', usersPaths.password, { ...body, mail: 'x' }, cookie), 400, /unknown field 'mail'/);
      expect((await login('socio@demo.club', DEMO.password)).statusCode).toBe(200);
    });
  });

  describe('POST users/mail/recover', () => {
    it('mails the address on file for a partner number and PIN, and answers no data', async () => {
      const response = await send('POST', usersPaths.mailRecover, { id: 1001, pin: DEMO.pin });
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect((await lastMail(t.db, 'socio@demo.club')).body).toContain('socio@demo.club');
    });

    it('works with a sympathizer number', async () => {
      expect((await send('POST', usersPaths.mailRecover, { id: 5001, pin: DEMO.pin })).statusCode).toBe(204);
    });

    it('answers 401 for a wrong PIN or an unknown number, and 400 for bad bodies', async () => {
      expectError(await send('POST', usersPaths.mailRecover, { id: 1001, pin: '0000' }), 401, loginErrors.invalid);
      expectError(await send('POST', usersPaths.mailRecover, { id: 999_999, pin: DEMO.pin }), 401, loginErrors.invalid);
      expectError(await send('POST', usersPaths.mailRecover, { id: '1001', pin: DEMO.pin }), 400, /body\.id: expected number/);
      expectError(await send('POST', usersPaths.mailRecover, { id: 1001 }), 400, /body\.pin: required/);
      expectError(await send('POST', usersPaths.mailRecover, { id: 1001, pin: '1'.repeat(1_000_000) }), 400, /at most 128/);
      expectError(await send('POST', usersPaths.mailRecover, { id: 1001, pin: '1', mail: 'x' }), 400, /unknown field 'mail'/);
    });
  });

  describe('mail and phone confirmation', () => {
    it('confirms a mail once with its hash', async () => {
      const id = await userIdOf('empresa@demo.club');
      await t.db.query('UPDATE users SET mail_confirmed = false WHERE id = $1', [id]);
      const hash = await issueUserToken(t.db, id, 'MAIL_CONFIRM');
      expectError(await send('PUT', usersPaths.confirmMail, { mail: 'socio@demo.club', hash }), 404, /invalid/);
      expect((await send('PUT', usersPaths.confirmMail, { mail: 'empresa@demo.club', hash })).statusCode).toBe(204);
      expectError(await send('PUT', usersPaths.confirmMail, { mail: 'empresa@demo.club', hash }), 404, /invalid/);
      expect((await login('empresa@demo.club', DEMO.password)).statusCode).toBe(200);
      expectError(await send('PUT', usersPaths.confirmMail, { mail: 'empresa@demo.club' }), 400, /body\.hash: required/);
    });

    it('leaves the link usable when the mail could not be confirmed with it (one transaction)', async () => {
      const id = await userIdOf('empresa@demo.club');
      await t.db.query('UPDATE users SET mail_confirmed = false WHERE id = $1', [id]);
      const hash = await issueUserToken(t.db, id, 'MAIL_CONFIRM');
      // The confirmation fails after the link is used, as a process dying between them would.
      await t.db.exec(`CREATE FUNCTION refuse_confirm() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN IF NEW.mail_confirmed THEN RAISE EXCEPTION 'confirmation lost'; END IF; RETURN NEW; END $$;
        CREATE TRIGGER refuse_confirm BEFORE UPDATE ON users FOR EACH ROW EXECUTE FUNCTION refuse_confirm();`);
      try {
        expect((await send('PUT', usersPaths.confirmMail, { mail: 'empresa@demo.club', hash })).statusCode).toBe(500);
      } finally {
        await t.db.exec('DROP TRIGGER refuse_confirm ON users; DROP FUNCTION refuse_confirm();');
      }
      expect((await send('PUT', usersPaths.confirmMail, { mail: 'empresa@demo.club', hash })).statusCode).toBe(204);
    });

    it('confirms the phone the hash was sent to; 409 for another phone; 404 for a bad hash', async () => {
      const mail = 'simpatizante.numero@demo.club';
      const cookie = await sessionCookieFor(t.db, mail);
      const update = await send('PUT', usersPaths.update, { phone: '+34611222333' }, cookie);
      expect(update.statusCode, update.body).toBe(200);
      expect(update.json()).toMatchObject({ phone: '+34611222333', confirmed: { phone: false } });
      const { hash } = await lastMail(t.db, '+34611222333');
      expect(hash).toBeDefined();
      expectError(await send('PUT', usersPaths.confirmPhone, { mail, hash, phone: '+34699999999' }), 409, /not the phone/);
      expectError(await send('PUT', usersPaths.confirmPhone, { mail: 'socio@demo.club', hash, phone: '+34611222333' }), 404, /invalid/);
      expect((await send('PUT', usersPaths.confirmPhone, { mail, hash, phone: '+34611222333' })).statusCode).toBe(204);
      expect((await me(cookie)).json()).toMatchObject({ confirmed: { phone: true } });
      expectError(await send('PUT', usersPaths.confirmPhone, { mail, hash, phone: 'call me' }), 400, /body\.phone: must be a phone/);
    });
  });
});
