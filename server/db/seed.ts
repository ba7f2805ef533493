import { hashPassword } from '../auth/password.ts';
import type { Db, Queryable } from './db.ts';
import { contactSeed, legalLinkSeeds, socialLinkSeeds, sponsorSeeds } from './seed-data/footer.ts';
import { pagesEn } from './seed-data/pages.en.ts';
import { pagesEs } from './seed-data/pages.es.ts';
import { pagesFr } from './seed-data/pages.fr.ts';
import { DEMO_PASSWORD, demoUsers, type DemoUserSeed } from './seed-data/users.ts';

export const DEFAULT_PAYMENT_ORIGIN = 'http://localhost:4010';

export interface SeedOptions {
  /** Origin of the payment provider stored in settings; defaults to env PAYMENT_ORIGIN. */
  paymentOrigin?: string;
}

/**
 * Demo data. Idempotent: each area is inserted only when its table is empty, so edits made
 * to a running demo database survive restarts. Returns the areas it filled.
 */
export async function seed(db: Db, options: SeedOptions = {}): Promise<string[]> {
  const paymentOrigin = options.paymentOrigin ?? process.env.PAYMENT_ORIGIN ?? DEFAULT_PAYMENT_ORIGIN;
  // Hash before the transaction: scrypt is slow and must not hold the transaction open.
  const usersEmpty = await isEmpty(db, 'users');
  const hashes = usersEmpty ? await Promise.all(demoUsers.map(() => hashPassword(DEMO_PASSWORD))) : [];
  return db.transaction(async (tx) => {
    const filled: string[] = [];
    if (await isEmpty(tx, 'settings')) {
      await seedSettings(tx, paymentOrigin);
      filled.push('settings');
    }
    if (await isEmpty(tx, 'content_pages')) {
      await seedPages(tx);
      filled.push('content_pages');
    }
    if (await isEmpty(tx, 'club_contact')) {
      await seedFooter(tx);
      filled.push('footer');
    }
    if (usersEmpty && (await isEmpty(tx, 'users'))) {
      for (const [index, user] of demoUsers.entries()) await insertUser(tx, user, hashes[index] ?? '');
      filled.push('users');
    }
    return filled;
  });
}

async function isEmpty(db: Queryable, table: string): Promise<boolean> {
  const { rows } = await db.query(`SELECT 1 FROM ${table} LIMIT 1`);
  return rows.length === 0;
}

async function seedSettings(tx: Queryable, paymentOrigin: string): Promise<void> {
  await tx.query(
    `INSERT INTO settings (partner_area_maintenance_mode, enable_partner_creation,
       partner_group_double_authentication, payment_methods, payment_provider_origin)
     VALUES (false, true, true, $1::jsonb, $2)`,
    // jsonb parameters are always passed as JSON text: pg would turn a JS array into a PG array.
    [JSON.stringify(['CARD', 'BIZUM']), paymentOrigin],
  );
}

async function seedPages(tx: Queryable): Promise<void> {
  const byLanguage = { es: pagesEs, en: pagesEn, fr: pagesFr };
  for (const [lang, pages] of Object.entries(byLanguage)) {
    for (const page of pages) {
      await tx.query('INSERT INTO content_pages (tag, lang, path, title, content) VALUES ($1, $2, $3, $4, $5)', [
        page.tag,
        lang,
        page.path,
        page.title,
        page.content,
      ]);
    }
  }
}

async function seedFooter(tx: Queryable): Promise<void> {
  for (const [position, s] of sponsorSeeds.entries()) {
    await tx.query('INSERT INTO sponsors (group_id, id, url, img, alt, position) VALUES ($1, $2, $3, $4, $5, $6)', [
      s.group,
      s.id,
      s.url,
      s.img,
      s.alt,
      position,
    ]);
  }
  const { name, address, phone, mail } = contactSeed;
  await tx.query('INSERT INTO club_contact (name, address, phone, mail) VALUES ($1, $2, $3, $4)', [
    name,
    address,
    phone,
    mail,
  ]);
  for (const [position, link] of legalLinkSeeds.entries()) {
    await tx.query('INSERT INTO legal_links (id, url, position) VALUES ($1, $2, $3)', [link.id, link.url, position]);
  }
  for (const [position, link] of socialLinkSeeds.entries()) {
    await tx.query('INSERT INTO social_links (id, url, position) VALUES ($1, $2, $3)', [link.id, link.url, position]);
  }
}

async function insertUser(tx: Queryable, user: DemoUserSeed, passwordHash: string): Promise<void> {
  const { rows } = await tx.query<{ id: number }>(
    'INSERT INTO users (mail, password_hash, name, lastname, type) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [user.mail, passwordHash, user.name, user.lastname, user.type],
  );
  const userId = rows[0]?.id;
  if (userId === undefined) throw new Error(`Could not insert demo user ${user.mail}`);
  if (user.partner) {
    const p = user.partner;
    await tx.query(
      `INSERT INTO partners (user_id, partner_number, iban, total_paid_cents, season,
         change_seat_allowed, change_seat_execution_allowed)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [userId, p.partnerNumber, p.iban, p.totalPaidCents, p.season, p.changeSeatAllowed, p.changeSeatExecutionAllowed],
    );
  }
  if (user.sympathizer) {
    await tx.query('INSERT INTO sympathizers (user_id, number) VALUES ($1, $2)', [userId, user.sympathizer.number]);
  }
  if (user.fan) {
    await tx.query('INSERT INTO fans (user_id, shareholders_available) VALUES ($1, $2)', [
      userId,
      user.fan.shareholdersAvailable,
    ]);
  }
}
