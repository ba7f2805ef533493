import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_CODE_SENDS as SEND_LIMITS } from '../../src/api/limits.ts';
import { MAIL_CODE, SIGNUP_CODES, signupMailCodeSchema, signupPaths } from '../../src/api/signup.ts';
import { userSchema } from '../../src/api/users.ts';
import { call, cookieHeader } from '../routes/users-test-kit.ts';
import { insertHits } from '../test/limit-hits.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const MAIL_CODE_SENDS = {
  minSecondsApart: SEND_LIMITS.apart.windowSeconds,
  perAccountPerHour: SEND_LIMITS.perHour.max,
  resendsPerIpPerHour: SEND_LIMITS.resends.max,
};

/**
 * A script that made an account with a mail it cannot read guesses the 6-digit code to get a
 * confirmed mail (and so hold seats): each code dies after 5 wrong tries, and new codes come
 * slowly, so the guessing stops.
 */
describe('guessing the sign-up mail code', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  let made = 0;
  /** A valid DNI (its check letter) for the n-th account. */
  const dniFor = (n: number) => {
    const number = 31_000_000 + n;
    return `${number}${'TRWAGMYFPDXBNJZSQVHLCKE'[number % 23]}`;
  };
  /** A new account through step 1, as the script would make it; its session cookie and mailed code. */
  async function signUp(ip: string) {
    made += 1;
    const mail = `guesser-${made}@test.club`;
    const response = await call(t.app, 'POST', signupPaths.account, {
      ip,
      body: { name: 'Bot', lastname: 'Script', mail, password: 'Abono2526', dni: dniFor(made), birthdate: '1990-06-15', acceptTerms: true },
    });
    expect(response.statusCode, response.body).toBe(201);
    return { cookie: cookieHeader(response), mail, code: () => mailedCode(mail) };
  }
  const mailedCode = async (mail: string) => {
    const { rows } = await t.db.query<{ body: string }>('SELECT body FROM mail_outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1', [mail]);
    return /\b(\d{6})\b/.exec(rows[0]?.body ?? '')?.[1] ?? '';
  };
  const confirm = (cookie: string, code: string, ip: string) => call(t.app, 'POST', signupPaths.confirmMail, { cookie, ip, body: { code } });
  const resend = (cookie: string, ip: string) => call(t.app, 'POST', signupPaths.resendCode, { cookie, ip });
  /** A wrong guess: the real code plus one, kept to 6 digits. */
  const wrongFor = (code: string) => String((Number(code) + 1) % 10 ** MAIL_CODE.digits).padStart(MAIL_CODE.digits, '0');

  it('leaves the code usable when the mail could not be confirmed with it (one transaction)', async () => {
    const account = await signUp('10.29.9.1');
    const code = await account.code();
    // The confirmation fails after the code is checked, as a process dying between them would.
    await t.db.exec(`CREATE FUNCTION refuse_confirm() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.mail_confirmed THEN RAISE EXCEPTION 'confirmation lost'; END IF; RETURN NEW; END $$;
      CREATE TRIGGER refuse_confirm BEFORE UPDATE ON users FOR EACH ROW EXECUTE FUNCTION refuse_confirm();`);
    try {
      expect((await confirm(account.cookie, code, '10.29.9.1')).statusCode).toBe(500);
    } finally {
      await t.db.exec('DROP TRIGGER refuse_confirm ON users; DROP FUNCTION refuse_confirm();');
    }
    const retried = await confirm(account.cookie, code, '10.29.9.1');
    expect(retried.statusCode, retried.body).toBe(200);
    expect(userSchema.parse(retried.json()).confirmed.mail).toBe(true);
  });

  it('kills the code after 5 wrong tries, parallel ones included: even the right code is refused then', async () => {
    const account = await signUp('10.29.1.1');
    const code = await account.code();
    const burst = await Promise.all(Array.from({ length: 8 }, () => confirm(account.cookie, wrongFor(code), '10.29.1.1')));
    const statuses = burst.map((response) => response.statusCode);
    // The login limit counts tries still running, so on PostgreSQL a burst may be refused (429) before
    // the code has had its 5: the script guesses on, one at a time, until the code is dead.
    while (!statuses.includes(410) && statuses.length < 8 + MAIL_CODE.maxWrongTries) {
      statuses.push((await confirm(account.cookie, wrongFor(code), '10.29.1.1')).statusCode);
    }
    expect(statuses.filter((status) => status === 409)).toHaveLength(MAIL_CODE.maxWrongTries);
    // The others find the code dead (410), or, when they raced past that check, its tries counted (429).
    expect(statuses.filter((status) => status === 410 || status === 429)).toHaveLength(statuses.length - MAIL_CODE.maxWrongTries);
    const right = await confirm(account.cookie, code, '10.29.1.1');
    expect(right.statusCode).toBe(410);
    expect(right.json().code).toBe(SIGNUP_CODES.mailCodeExpired);
  });

  it('confirms the mail with the right code from the mail, and refuses an expired one', async () => {
    const account = await signUp('10.29.2.1');
    await t.db.query("UPDATE mail_codes SET expires_at = now() - interval '1 second' WHERE user_id = (SELECT id FROM users WHERE mail = $1)", [account.mail]);
    expect((await confirm(account.cookie, await account.code(), '10.29.2.1')).statusCode).toBe(410);
    await t.db.query("DELETE FROM limit_hits WHERE counter LIKE 'mail-code-%'");
    expect((await resend(account.cookie, '10.29.2.1')).statusCode).toBe(200);
    const confirmed = await confirm(account.cookie, await account.code(), '10.29.2.1');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(userSchema.parse(confirmed.json()).confirmed.mail).toBe(true);
  });

  it('mails new codes at most once a minute and 5 times an hour per account', async () => {
    const account = await signUp('10.29.3.1');
    const tooSoon = await resend(account.cookie, '10.29.3.2');
    expect(tooSoon.statusCode).toBe(429);
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(MAIL_CODE_SENDS.minSecondsApart - 10);
    // The minute passes (sends moved back in time), four more codes come, the sixth of the hour waits.
    for (let send = 2; send <= MAIL_CODE_SENDS.perAccountPerHour; send += 1) {
      await t.db.query("UPDATE limit_hits SET at = at - interval '61 seconds' WHERE counter LIKE 'mail-code-%'");
      const sent = await resend(account.cookie, `10.29.3.${send}`);
      expect(sent.statusCode, sent.body).toBe(200);
      const state = signupMailCodeSchema.parse(sent.json());
      expect(state.expiresIn).toBe(MAIL_CODE.ttlSeconds);
      // The page's countdown: a minute, or, after the hour's last code, until the hour has room.
      if (send < MAIL_CODE_SENDS.perAccountPerHour) expect(state.resendIn).toBe(MAIL_CODE_SENDS.minSecondsApart);
      else expect(state.resendIn).toBeGreaterThan(30 * 60);
    }
    await t.db.query("UPDATE limit_hits SET at = at - interval '61 seconds' WHERE counter LIKE 'mail-code-%'");
    const sixth = await resend(account.cookie, '10.29.3.9');
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(30 * 60);
  });

  it('mails at most 20 resent codes an hour to one IP, whatever the accounts', async () => {
    const account = await signUp('10.29.4.1');
    await t.db.query("UPDATE limit_hits SET at = at - interval '61 seconds' WHERE counter LIKE 'mail-code-%'");
    // Other accounts' codes asked for from the same IP this hour, up to the limit.
    await insertHits(t.db, SEND_LIMITS.resends, '10.29.4.9', MAIL_CODE_SENDS.resendsPerIpPerHour, 10 * 60);
    const limited = await resend(account.cookie, '10.29.4.9');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(40 * 60);
    expect((await resend(account.cookie, '10.29.4.10')).statusCode).toBe(200);
  });
});
