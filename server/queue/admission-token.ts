import { createHmac, timingSafeEqual } from 'node:crypto';
import { NO_EXPIRY, routePath } from '../../src/api/queue.ts';
import { purchaseFlowOfRoute, QUEUE_ADMISSION_REASONS, type PurchaseFlow, type QueueAdmissionReason } from '../../src/api/queue-admission.ts';

/**
 * An admission outlives its permission by this much, so a purchase call sent as the countdown
 * reaches 0 (a round trip, a clock a second behind) is not refused. The database check uses it too.
 */
export const ADMISSION_MARGIN_SECONDS = 5;

export interface AdmissionClaims {
  /** `user:<id>` or `visitor:<id>`: the queue holder it was issued to. */
  holder: string;
  flow: PurchaseFlow;
  /** Unix seconds after which it is void. */
  expiresAt: number;
}

export type AdmissionCheck = { ok: true; claims: AdmissionClaims } | { ok: false; reason: QueueAdmissionReason };

/** Longer is not one of ours (the contract's bound): refused before any hashing. */
const MAX_TOKEN_LENGTH = 512;
const FLOWS: ReadonlySet<string> = new Set<PurchaseFlow>(['seat-change', 'signup', 'ticket']);
const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * Compact signed admissions: base64url of `flow|holder|expiresAt`, a dot, and its HMAC-SHA256
 * under the database's queue_admission_secret (a key of its own: nothing else it signs can pass).
 * Checking one costs no query, so a flood of forged or missing tokens never reaches the database.
 */
export function admissionSigner(secret: string) {
  const mac = (payload: string) => createHmac('sha256', secret).update(`queue-admission:${payload}`).digest('base64url');

  const issue = (holder: string, flow: PurchaseFlow, expiresInSeconds: number): string => {
    const payload = Buffer.from(`${flow}|${holder}|${nowSeconds() + expiresInSeconds + ADMISSION_MARGIN_SECONDS}`).toString('base64url');
    return `${payload}.${mac(payload)}`;
  };

  return {
    issue,
    /** The `admission` field of a permission to be on `route`: none for a route of no purchase flow or without expiry. */
    fieldFor(holder: string, route: string, expiresInSeconds: number): { admission?: string } {
      const flow = purchaseFlowOfRoute(routePath(route));
      return flow && expiresInSeconds !== NO_EXPIRY ? { admission: issue(holder, flow, expiresInSeconds) } : {};
    },
    check(token: string | undefined, flow: PurchaseFlow): AdmissionCheck {
      if (!token) return { ok: false, reason: QUEUE_ADMISSION_REASONS.missing };
      if (token.length > MAX_TOKEN_LENGTH) return { ok: false, reason: QUEUE_ADMISSION_REASONS.invalid };
      const [payload = '', signature = '', extra] = token.split('.');
      const expected = Buffer.from(mac(payload));
      const given = Buffer.from(signature);
      if (extra !== undefined || given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return { ok: false, reason: QUEUE_ADMISSION_REASONS.invalid };
      }
      const [claimedFlow = '', holder = '', expiresAt = ''] = Buffer.from(payload, 'base64url').toString().split('|');
      if (!FLOWS.has(claimedFlow) || !holder || !/^\d+$/.test(expiresAt)) return { ok: false, reason: QUEUE_ADMISSION_REASONS.invalid };
      if (Number(expiresAt) < nowSeconds()) return { ok: false, reason: QUEUE_ADMISSION_REASONS.expired };
      if (claimedFlow !== flow) return { ok: false, reason: QUEUE_ADMISSION_REASONS.otherFlow };
      return { ok: true, claims: { holder, flow, expiresAt: Number(expiresAt) } };
    },
  };
}

export type AdmissionSigner = ReturnType<typeof admissionSigner>;
