import { decodePDFRawStream, PDFDocument, PDFRawStream } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signupOrderSchema, signupPaths, signupPaymentStartSchema } from '../../src/api/signup.ts';
import { userSchema, usersPaths } from '../../src/api/users.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { FIXTURE, insertArenaFixture } from './seat-change.fixtures.ts';
import { notify, PRODUCT, sendAs, transactionOf } from './signup.fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await insertArenaFixture(t.db);
}, 120_000);
afterAll(() => t.close());

const MAIL = 'member.english@test.club';
const mailsTo = async (recipient: string) =>
  (await t.db.query<{ subject: string; body: string }>('SELECT subject, body FROM mail_outbox WHERE recipient = $1 ORDER BY id', [recipient])).rows;

/** The text a pdf-lib page draws: its content streams inflated, the hex strings of its Tj operators decoded. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await PDFDocument.load(bytes);
  const texts: string[] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const content = Buffer.from(decodePDFRawStream(object).decode()).toString('latin1');
    for (const [, hex] of content.matchAll(/<([0-9A-Fa-f]+)> Tj/g)) texts.push(Buffer.from(hex!, 'hex').toString('latin1'));
  }
  return texts.join('\n');
}

describe("the member's language", () => {
  it('an English sign-up gets English mails and pass card; the app keeps the language current', async () => {
    const created = await sendAs(t.app, null)('POST', signupPaths.account, {
      name: 'Jane',
      lastname: 'Smith',
      mail: MAIL,
      password: 'Season2526',
      dni: '30000003E',
      birthdate: '1985-04-12',
      acceptTerms: true,
      language: 'en',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(userSchema.parse(created.json()).language).toBe('en');
    const cookie = created.cookies.filter((c) => c.name === 'sid').map((c) => `sid=${c.value}`)[0]!;
    expect((await mailsTo(MAIL)).map((mail) => mail.subject)).toEqual(['Confirm your email', expect.stringMatching(/^Your code: \d{6}$/)]);

    // Switching the app to French is kept for the next mails; back to English for the rest.
    const french = await sendAs(t.app, cookie)('PUT', usersPaths.update, { language: 'fr' });
    expect(french.json().language).toBe('fr');
    expect((await sendAs(t.app, null)('POST', usersPaths.passwordRecover, { mail: MAIL })).statusCode).toBeLessThan(300);
    expect((await mailsTo(MAIL)).at(-1)!.subject).toBe('Réinitialisez votre mot de passe');
    await sendAs(t.app, cookie)('PUT', usersPaths.update, { language: 'en' });
    expect((await sendAs(t.app, cookie)('PUT', usersPaths.update, { language: 'de' })).statusCode).toBe(400);

    await t.db.query('UPDATE users SET mail_confirmed = true WHERE lower(mail) = $1', [MAIL]);
    const order = await sendAs(t.app, cookie)('POST', signupPaths.orders, { term: 'FULL_SEASON', people: [{ self: true, productId: PRODUCT.adult }] });
    const { id, people } = signupOrderSchema.parse(order.json());
    const held = await sendAs(t.app, cookie)('PUT', signupPaths.seats(id), { seats: [{ personId: people[0]!.personId, seatId: FIXTURE.seat(FIXTURE.cheapArea, 7) }] });
    expect(held.statusCode, held.body).toBe(200);
    const started = signupPaymentStartSchema.parse(
      (await sendAs(t.app, cookie)('POST', signupPaths.payment(id), { method: 'SPLIT', iban: 'ES91 2100 0418 4502 0005 1332' })).json(),
    );
    expect((await notify(t.app, t.db, transactionOf(started.transaction!), 'APPROVED')).statusCode).toBe(204);

    const welcome = (await mailsTo(MAIL)).at(-1)!;
    expect(welcome.subject).toBe('Welcome: your season pass is ready');
    expect(welcome.body).toContain(`You can now sign in to your member area with your email (${MAIL})`);
    expect(welcome.body).toContain(`/api/${signupPaths.passCard(id)}`);
    expect(welcome.body).toMatch(/The second payment, €\d+\.\d\d, will be charged on 10 September 2025 to your account ending in 1332\./);

    const card = await sendAs(t.app, cookie)('GET', signupPaths.passCard(id));
    expect(card.statusCode).toBe(200);
    const text = await pdfText(card.rawPayload);
    expect(text).toContain('Season pass 25/26');
    expect(text).toContain('HOLDER');
    expect(text).toContain('Jane Smith');
    expect(text).toMatch(/row \d+, seat \d+/);
    expect(text).not.toContain('Titular');
  });
});
