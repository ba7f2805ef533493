import type { ServerConfig } from '../../src/api/config.ts';
import type { Queryable } from '../db/db.ts';

interface SettingsRow {
  partner_area_maintenance_mode: boolean;
  enable_partner_creation: boolean;
  partner_group_double_authentication: boolean;
  payment_methods: ServerConfig['payments']['methods'];
  payment_provider_origin: string;
  seat_change_product_id: number | null;
}

export class MissingSettingsError extends Error {
  constructor() {
    super('The settings row is missing: run the seed (it runs at server start).');
    this.name = 'MissingSettingsError';
  }
}

/** Read on every call on purpose: a flipped switch must apply to the very next request. */
export async function readServerConfig(db: Queryable): Promise<ServerConfig> {
  const { rows } = await db.query<SettingsRow>(
    `SELECT partner_area_maintenance_mode, enable_partner_creation, partner_group_double_authentication,
            payment_methods, payment_provider_origin,
            (SELECT id FROM products WHERE kind = 'SEAT_CHANGE' AND active ORDER BY id LIMIT 1) AS seat_change_product_id
     FROM settings`,
  );
  const row = rows[0];
  if (!row) throw new MissingSettingsError();
  return {
    partnerAreaMaintenanceMode: row.partner_area_maintenance_mode,
    enablePartnerCreation: row.enable_partner_creation,
    partnerGroupDoubleAuthentication: row.partner_group_double_authentication,
    payments: { methods: row.payment_methods, providerOrigin: row.payment_provider_origin },
    seatChangeProductId: row.seat_change_product_id,
  };
}

export async function setMaintenanceMode(db: Queryable, on: boolean): Promise<void> {
  const { rows } = await db.query(
    'UPDATE settings SET partner_area_maintenance_mode = $1, updated_at = now() RETURNING id',
    [on],
  );
  if (rows.length === 0) throw new MissingSettingsError();
}

export async function setPaymentOrigin(db: Queryable, origin: string): Promise<void> {
  const { rows } = await db.query(
    'UPDATE settings SET payment_provider_origin = $1, updated_at = now() RETURNING id',
    [origin],
  );
  if (rows.length === 0) throw new MissingSettingsError();
}

export async function setSeatHoldSeconds(db: Queryable, seconds: number): Promise<void> {
  const { rows } = await db.query('UPDATE settings SET seat_hold_seconds = $1, updated_at = now() RETURNING id', [seconds]);
  if (rows.length === 0) throw new MissingSettingsError();
}

const SECRET_COLUMNS = {
  deepLink: 'deep_link_secret',
  payment: 'payment_secret',
  queueVisitor: 'queue_visitor_secret',
  queueAdmission: 'queue_admission_secret',
} as const;

/** A per-database signing secret (the seed makes each): deep links, the payment provider's, the queue's visitor cookie or its admissions. */
export async function readSigningSecret(db: Queryable, which: keyof typeof SECRET_COLUMNS): Promise<string> {
  const { rows } = await db.query<{ secret: string | null }>(`SELECT ${SECRET_COLUMNS[which]} AS secret FROM settings`);
  const secret = rows[0]?.secret;
  if (!secret) throw new MissingSettingsError();
  return secret;
}
