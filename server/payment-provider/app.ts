import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import * as z from 'zod/mini';
import { paymentOutcomeSchema, type PaymentOutcome } from '../../src/api/seat-change.ts';
import { errorPage, paymentPage } from './page.ts';
import { registerSepaDebits, type DebitRecord } from './sepa-debits.ts';
import { signNotification, verifyPaymentRequest, type PaymentRequest } from './signature.ts';

/**
 * The payment-provider simulator, on its own origin like a real one: GET /pay shows a signed
 * payment request; POST /pay (the page's form) notifies the API of the chosen outcome, server
 * to server, then sends the browser back to the shop (303). POST /sepa-debits charges an IBAN,
 * server to server (sepa-debits.ts).
 */
export interface PaymentProviderOptions {
  /** The secret shared with the shop (settings.payment_secret). */
  secret: () => Promise<string>;
  /** Server-to-server calls; tests route them to the API app's inject. */
  fetch?: typeof fetch;
  logger?: boolean;
  logLevel?: string;
  /** The SEPA debits charged so far, by idempotency key (memory: a restart forgets them); tests pass their own to read. */
  debits?: Map<string, DebitRecord>;
}

const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));
const httpUrl = z.url({ protocol: /^https?$/ }).check(z.maxLength(2000));

const paymentRequestSchema = z.object({
  transaction: text(64),
  amount: z.string().check(z.regex(/^\d{1,9}$/)),
  description: text(200),
  returnUrl: httpUrl,
  notifyUrl: httpUrl,
  signature: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
});
const outcomeFieldSchema = z.object({ outcome: paymentOutcomeSchema });
type SignedPaymentRequest = z.infer<typeof paymentRequestSchema>;

/** Where the shop's checkout shows each outcome. */
const RETURN_PATHS: Record<PaymentOutcome, string> = {
  APPROVED: '/success',
  DECLINED: '/error',
  PENDING: '/pending-refund',
};

export async function buildPaymentProvider(options: PaymentProviderOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ? { level: options.logLevel ?? 'info' } : false });
  const fetchImpl = options.fetch ?? fetch;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16_384 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.get('/pay', async (request, reply) => {
    const signed = await readSigned(request.query, options, reply);
    if (!signed) return reply;
    return sendPage(reply, 200, paymentPage(signed, signed.signature), signed.returnUrl);
  });

  app.post('/pay', async (request, reply) => {
    const signed = await readSigned(request.body, options, reply);
    if (!signed) return reply;
    const choice = z.safeParse(outcomeFieldSchema, request.body);
    if (!choice.success) return sendPage(reply, 400, errorPage('Resultado no válido', 'Elige uno de los tres resultados.'));
    const decision = { ...signed, outcome: choice.data.outcome };
    const secret = await options.secret();
    const notified = await notify(fetchImpl, decision.notifyUrl, {
      transaction: decision.transaction,
      outcome: decision.outcome,
      signature: signNotification(secret, decision.transaction, decision.outcome),
    }).catch((error: unknown) => {
      request.log.warn({ err: error }, 'payment notification failed');
      return false;
    });
    if (!notified) {
      const problem = 'No hemos podido avisar a la tienda del resultado. Vuelve a intentarlo.';
      return sendPage(reply, 502, paymentPage(decision, decision.signature, problem), decision.returnUrl);
    }
    return reply.code(303).header('Location', decision.returnUrl + RETURN_PATHS[decision.outcome]).send();
  });

  registerSepaDebits(app, options.secret, options.debits ?? new Map());

  app.setNotFoundHandler((_request, reply) =>
    sendPage(reply, 404, errorPage('Página no encontrada', 'Esta dirección no existe en la pasarela.')),
  );
  return app;
}

/** Parses and verifies a signed request; on failure answers the error page (400/403) and returns null. */
async function readSigned(
  input: unknown,
  options: PaymentProviderOptions,
  reply: FastifyReply,
): Promise<SignedPaymentRequest | null> {
  const parsed = z.safeParse(paymentRequestSchema, input);
  if (!parsed.success) {
    sendPage(reply, 400, errorPage('Solicitud de pago no válida', 'Faltan datos del pago o no son válidos.'));
    return null;
  }
  const signed: SignedPaymentRequest = parsed.data;
  const request: PaymentRequest = {
    transaction: signed.transaction,
    amount: signed.amount,
    description: signed.description,
    returnUrl: signed.returnUrl,
    notifyUrl: signed.notifyUrl,
  };
  if (!verifyPaymentRequest(await options.secret(), request, signed.signature)) {
    sendPage(reply, 403, errorPage('Firma no válida', 'La solicitud de pago no está firmada por la tienda.'));
    return null;
  }
  return signed;
}

async function notify(fetchImpl: typeof fetch, url: string, body: object): Promise<boolean> {
  const response = await fetchImpl(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  return response.ok;
}

/** No script anywhere; forms may only go to the provider itself and back to the shop. */
function sendPage(reply: FastifyReply, status: number, html: string, returnUrl?: string): FastifyReply {
  const formAction = ["'self'", returnUrl ? new URL(returnUrl).origin : ''].filter(Boolean).join(' ');
  return reply
    .code(status)
    .header(
      'Content-Security-Policy',
      `default-src 'none'; style-src 'unsafe-inline'; form-action ${formAction}; frame-ancestors 'none'; base-uri 'none'`,
    )
    .header('X-Content-Type-Options', 'nosniff')
    .header('Referrer-Policy', 'no-referrer')
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}
