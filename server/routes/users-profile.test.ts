import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credentialErrors, USERS_EMAIL_IN_USE, userPhotoSchema, userSchema, usersPaths } from '../../src/api/users.ts';
import { loginDemo } from '../db/seed-data/accounts-login.ts';
import { createTestApp, sessionCookieFor, type TestApp } from '../test/test-app.ts';
import { call, DEMO, expectError, lastMail, PNG_DATA_URL } from './users-test-kit.ts';

const ADDRESS = { street: 'Calle Mayor 1', postalCode: '46001', city: 'Valencia', province: 'Valencia', country: 'es' };

describe("the session user's own data", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const put = (path: string, cookie: string | undefined, body?: unknown) => call(t.app, 'PUT', path, { body, cookie });
  const get = (path: string, cookie?: string) => call(t.app, 'GET', path, { cookie });

  describe('PUT users/update', () => {
    it('updates name and lastname and answers the user', async () => {
      const cookie = await sessionCookieFor(t.db, 'aficionado@demo.club');
      const response = await put(usersPaths.update, cookie, { name: '  Jordi ', lastname: 'Ruiz' });
      expect(response.statusCode, response.body).toBe(200);
      expect(userSchema.parse(response.json())).toMatchObject({ name: 'Jordi', lastname: 'Ruiz', mail: 'aficionado@demo.club' });
    });

    it('applies a case-only mail change at once; a new mail waits for its link and the old address may undo it', async () => {
      const cookie = await sessionCookieFor(t.db, 'simpatizante@demo.club');
      const sameMail = await put(usersPaths.update, cookie, { mail: 'Simpatizante@demo.club' });
      expect(sameMail.json()).toMatchObject({ mail: 'Simpatizante@demo.club', confirmed: { mail: true } });
      const response = await put(usersPaths.update, cookie, { mail: 'nuevo.simpatizante@demo.club', currentPassword: DEMO.password });
      expect(response.json()).toMatchObject({ mail: 'Simpatizante@demo.club', confirmed: { mail: true } });
      expect((await get(usersPaths.extended, cookie)).json()).toMatchObject({ pendingMail: 'nuevo.simpatizante@demo.club' });
      const confirmation = await lastMail(t.db, 'nuevo.simpatizante@demo.club');
      expect(confirmation.body).toContain('/confirmar-cambio-correo/');
      const confirm = { mail: 'nuevo.simpatizante@demo.club', hash: confirmation.hash };
      expect((await put(usersPaths.mailChangeConfirm, undefined, confirm)).statusCode).toBe(204);
      expectError(await put(usersPaths.mailChangeConfirm, undefined, confirm), 404, /invalid or has expired/);
      expect((await get(usersPaths.extended, cookie)).json()).toMatchObject({ mail: 'nuevo.simpatizante@demo.club', pendingMail: null });
      // The warning went to the old address; its link puts the old mail back and ends every session.
      const warning = await lastMail(t.db, 'Simpatizante@demo.club');
      expect(warning.body).toContain('nuevo.simpatizante@demo.club');
      const undo = { mail: 'simpatizante@demo.club', hash: warning.hash };
      expect((await put(usersPaths.mailChangeUndo, undefined, undo)).statusCode).toBe(204);
      expectError(await put(usersPaths.mailChangeUndo, undefined, undo), 404, /invalid or has expired/);
      expectError(await get(usersPaths.extended, cookie), 401, 'Not logged in');
      const { rows } = await t.db.query("SELECT mail, mail_confirmed FROM users WHERE lower(mail) = 'simpatizante@demo.club'");
      expect(rows).toEqual([{ mail: 'Simpatizante@demo.club', mail_confirmed: true }]);
    });

    it('refuses a new mail without the current password or with a wrong one (a failed login)', async () => {
      const cookie = await sessionCookieFor(t.db, 'grupo.libre@demo.club');
      const body = { mail: 'otro.libre@demo.club' };
      expect((await put(usersPaths.update, cookie, body)).json()).toMatchObject({ statusCode: 403, code: credentialErrors.passwordRequired });
      expect((await put(usersPaths.update, cookie, { ...body, currentPassword: 'Wrong2526!' })).json()).toMatchObject({
        statusCode: 403,
        code: credentialErrors.wrongPassword,
      });
      const { rows } = await t.db.query("SELECT 1 FROM limit_hits WHERE NOT succeeded AND counter = 'login-account' AND key = (SELECT 'user:' || id FROM users WHERE mail = 'grupo.libre@demo.club')");
      expect(rows.length).toBeGreaterThan(0);
      expect((await get(usersPaths.extended, cookie)).json()).toMatchObject({ mail: 'grupo.libre@demo.club', pendingMail: null });
    });

    it("answers 409 'email in use' for another user's mail, whatever its case", async () => {
      const cookie = await sessionCookieFor(t.db, 'empresa@demo.club');
      expectError(await put(usersPaths.update, cookie, { mail: 'SOCIO@demo.club', currentPassword: DEMO.password }), 409, USERS_EMAIL_IN_USE);
      expect((await get(usersPaths.extended, cookie)).json()).toMatchObject({ mail: 'empresa@demo.club' });
    });

    it('answers 401 without a session and 400 naming the field', async () => {
      expectError(await put(usersPaths.update, undefined, { name: 'X' }), 401, 'Not logged in');
      const cookie = await sessionCookieFor(t.db, 'empresa@demo.club');
      expectError(await put(usersPaths.update, cookie, { name: 5 }), 400, /body\.name: expected string/);
      expectError(await put(usersPaths.update, cookie, { name: 'x'.repeat(1_000_000) }), 400, /body\.name: at most 120/);
      expectError(await put(usersPaths.update, cookie, { mail: 'not a mail' }), 400, /body\.mail: must be a mail/);
      expectError(await put(usersPaths.update, cookie, { type: 'EMPLOYEE' }), 400, /unknown field 'type'/);
      expectError(await put(usersPaths.update, cookie, { id: 1, name: 'X' }), 400, /unknown field 'id'/);
    });
  });

  describe('photo validation', () => {
    it('shows a pending photo validation; uploading a photo clears it and only the owner gets the photo', async () => {
      const cookie = await sessionCookieFor(t.db, loginDemo.validations);
      const before = userSchema.parse((await get(usersPaths.extended, cookie)).json());
      expect(before).toMatchObject({ mandatoryValidation: { photo: true, address: true }, photo: null, photoStatus: 'NONE' });
      expectError(await put(usersPaths.confirmPhoto, cookie, {}), 409, /No photo to confirm/);
      const upload = await put(usersPaths.confirmPhoto, cookie, { photo: PNG_DATA_URL });
      expect(upload.statusCode, upload.body).toBe(200);
      expect(upload.json()).toMatchObject({ mandatoryValidation: { photo: false }, photoStatus: 'PENDING', photo: PNG_DATA_URL });
      expect(userPhotoSchema.parse((await get(usersPaths.photo, cookie)).json())).toEqual({ photo: PNG_DATA_URL, status: 'PENDING', refusal: null });
      // The gate's small copy is made from it at once.
      const { rows } = await t.db.query<{ photo_thumbnail: string }>('SELECT photo_thumbnail FROM users WHERE mail = $1', [loginDemo.validations]);
      expect(rows[0]?.photo_thumbnail).toMatch(/^data:image\/jpeg;base64,/);
      // Only the club approves it: keeping the photo on file is refused while it waits for review.
      expectError(await put(usersPaths.confirmPhoto, cookie, {}), 409, /Only a photo the club approved can be kept/);
      expect((await get(usersPaths.extended, cookie)).json()).toMatchObject({ photoStatus: 'PENDING', photoRefusal: null });
      // Another user's photo call answers that user's own (empty) photo, never this one.
      const other = await get(usersPaths.photo, await sessionCookieFor(t.db, 'socio@demo.club'));
      expect(other.json()).toEqual({ photo: null, status: 'NONE', refusal: null });
    });

    it('keeps a photo the club approved in an earlier season', async () => {
      const cookie = await sessionCookieFor(t.db, loginDemo.photoOnFile);
      const kept = await put(usersPaths.confirmPhoto, cookie, {});
      expect(kept.statusCode, kept.body).toBe(200);
      expect(kept.json()).toMatchObject({ mandatoryValidation: { photo: false }, photoStatus: 'CONFIRMED' });
    });

    it('omits a pending validation once; 409 when none is pending', async () => {
      const cookie = await sessionCookieFor(t.db, 'socio@demo.club');
      expectError(await put(usersPaths.omitPhoto, cookie), 409, /No photo validation is pending/);
      await t.db.query("UPDATE users SET photo_validation_required = true WHERE mail = 'socio@demo.club'");
      const response = await put(usersPaths.omitPhoto, cookie);
      expect(response.json()).toMatchObject({ mandatoryValidation: { photo: false }, photoStatus: 'OMITTED' });
    });

    it('answers 401 without a session and 400 for a bad photo', async () => {
      expectError(await get(usersPaths.photo), 401, 'Not logged in');
      expectError(await put(usersPaths.confirmPhoto, undefined, {}), 401, 'Not logged in');
      expectError(await put(usersPaths.omitPhoto, undefined), 401, 'Not logged in');
      const cookie = await sessionCookieFor(t.db, 'socio@demo.club');
      expectError(await put(usersPaths.confirmPhoto, cookie, { photo: 'data:text/html;base64,PGI+' }), 400, /body\.photo: must be a JPEG/);
      expectError(await put(usersPaths.confirmPhoto, cookie, { photo: 7 }), 400, /body\.photo: expected string/);
      expectError(await put(usersPaths.confirmPhoto, cookie, { photo: `data:image/png;base64,${'A'.repeat(1_000_000)}` }), 400, /body\.photo: at most 400000 characters/);
      expectError(await put(usersPaths.confirmPhoto, cookie, { photo: PNG_DATA_URL, userId: 1 }), 400, /unknown field 'userId'/);
      // Labelled a PNG and well-formed base64, but not an image: refused, and nothing is stored.
      const notAnImage = `data:image/png;base64,${Buffer.from('<svg onload=alert(1)>').toString('base64')}`;
      expectError(await put(usersPaths.confirmPhoto, cookie, { photo: notAnImage }), 400, 'The photo is not a readable image');
      expect((await get(usersPaths.photo, cookie)).json()).toMatchObject({ photo: null });
      expectError(await put(usersPaths.omitPhoto, cookie, { photo: PNG_DATA_URL }), 400, /takes no body/);
    });
  });

  describe('address validation', () => {
    it('confirms the address on file, clearing the mandatory validation', async () => {
      const cookie = await sessionCookieFor(t.db, loginDemo.validations);
      const response = await put(usersPaths.confirmAddress, cookie);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        mandatoryValidation: { address: false },
        confirmed: { address: true },
        address: { postalCode: '46023', city: 'Valencia' },
      });
    });

    it('answers 409 when there is no address on file, then update-address sets and confirms one', async () => {
      const cookie = await sessionCookieFor(t.db, 'empresa@demo.club');
      expectError(await put(usersPaths.confirmAddress, cookie), 409, /No address/);
      const response = await put(usersPaths.updateAddress, cookie, ADDRESS);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ address: { ...ADDRESS, country: 'ES' }, confirmed: { address: true } });
    });

    it('answers 401 without a session and 400 naming the field', async () => {
      expectError(await put(usersPaths.updateAddress, undefined, ADDRESS), 401, 'Not logged in');
      expectError(await put(usersPaths.confirmAddress, undefined), 401, 'Not logged in');
      const cookie = await sessionCookieFor(t.db, 'empresa@demo.club');
      expectError(await put(usersPaths.updateAddress, cookie, { ...ADDRESS, city: undefined }), 400, /body\.city: required/);
      expectError(await put(usersPaths.updateAddress, cookie, { ...ADDRESS, postalCode: 46001 }), 400, /body\.postalCode: expected string/);
      expectError(await put(usersPaths.updateAddress, cookie, { ...ADDRESS, street: 'x'.repeat(1_000_000) }), 400, /body\.street: at most 120/);
      expectError(await put(usersPaths.updateAddress, cookie, { ...ADDRESS, userId: 2 }), 400, /unknown field 'userId'/);
    });
  });

  it('acts on the session user only: a login as another user sees none of these changes', async () => {
    const response = await call(t.app, 'POST', usersPaths.login, { body: { mail: 'socio@demo.club', password: DEMO.password }, ip: '10.7.0.1' });
    const user = userSchema.parse(response.json());
    expect(user.address?.street).toBe('Calle de Colón 12, 3º');
    expect(user.name).toBe('Lucía');
  });
});
