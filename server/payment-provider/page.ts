import { PAYMENT_REQUEST_FIELDS, type PaymentRequest } from './signature.ts';

/** The simulator's pages: Spanish, plain HTML forms, no script at all. */

const STYLE = `
  body { font-family: system-ui, sans-serif; margin: 0; background: #f3f4f6; color: #111827; }
  main { max-width: 32rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 0.5rem; }
  h1 { font-size: 1.5rem; margin-top: 0; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0.5rem 1rem; }
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
  fieldset { border: 1px solid #9ca3af; border-radius: 0.5rem; display: grid; gap: 0.75rem; padding: 1rem; }
  button { font: inherit; padding: 0.75rem 1rem; border-radius: 0.375rem; border: 2px solid #1f2937; cursor: pointer; }
  button:focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
  .approve { background: #166534; color: #fff; }
  .decline { background: #991b1b; color: #fff; }
  .pending { background: #fff; color: #111827; }
  [role="alert"] { background: #fef2f2; border: 1px solid #991b1b; padding: 0.75rem; border-radius: 0.375rem; }
`;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const euros = new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' });

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Pasarela de pago (simulador)</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

/** The payment page: what is paid and the three outcomes the tester can choose. */
export function paymentPage(request: PaymentRequest, signature: string, problem?: string): string {
  const hidden = [...PAYMENT_REQUEST_FIELDS.map((field) => [field, request[field]] as const), ['signature', signature] as const]
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('\n');
  return layout(
    'Confirmar el pago',
    `<h1>Confirmar el pago</h1>
<p>Simulador de pruebas: no se realiza ningún cargo real.</p>
<dl>
<dt>Concepto</dt><dd>${escapeHtml(request.description)}</dd>
<dt>Importe</dt><dd>${escapeHtml(euros.format(Number(request.amount) / 100))}</dd>
<dt>Operación</dt><dd>${escapeHtml(request.transaction)}</dd>
</dl>
${problem ? `<p role="alert">${escapeHtml(problem)}</p>` : ''}
<form method="post" action="/pay">
${hidden}
<fieldset>
<legend>Elige el resultado del pago</legend>
<button type="submit" name="outcome" value="APPROVED" class="approve">Aprobar el pago</button>
<button type="submit" name="outcome" value="DECLINED" class="decline">Rechazar el pago</button>
<button type="submit" name="outcome" value="PENDING" class="pending">Dejar el pago pendiente</button>
</fieldset>
</form>`,
  );
}

export function errorPage(title: string, message: string): string {
  return layout(title, `<h1>${escapeHtml(title)}</h1>\n<p role="alert">${escapeHtml(message)}</p>`);
}
