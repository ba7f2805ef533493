import type { StoredMail } from './store.ts';

/**
 * The mailbox's pages: Spanish like the project's other developer pages (the payment simulator),
 * plain HTML with no script and nothing loaded from elsewhere. A mail's HTML part is never put
 * in these pages: it is shown in a sandboxed iframe from /mails/:id/html (see web.ts).
 */

const STYLE = `
  body { font-family: system-ui, sans-serif; margin: 0; background: #f3f4f6; color: #111827; line-height: 1.5; }
  main { max-width: 64rem; margin: 1.5rem auto; padding: 1.5rem; background: #fff; border-radius: 0.5rem; }
  h1 { font-size: 1.5rem; margin-top: 0; overflow-wrap: anywhere; }
  h2 { font-size: 1.2rem; margin-top: 2rem; }
  a { color: #1d4ed8; }
  a:focus-visible, button:focus-visible, summary:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
  table { border-collapse: collapse; width: 100%; }
  caption { text-align: left; font-weight: 600; padding-bottom: 0.5rem; }
  th, td { text-align: left; padding: 0.5rem; border-bottom: 1px solid #d1d5db; vertical-align: top; overflow-wrap: anywhere; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; }
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #f9fafb; border: 1px solid #d1d5db; padding: 1rem; border-radius: 0.375rem; }
  iframe { width: 100%; height: 75vh; border: 1px solid #6b7280; border-radius: 0.375rem; background: #fff; }
  button { font: inherit; padding: 0.5rem 1rem; border-radius: 0.375rem; border: 2px solid #1f2937; background: #fff; color: #111827; cursor: pointer; }
  .actions { display: flex; gap: 1rem; align-items: center; flex-wrap: wrap; }
`;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const when = new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium', timeStyle: 'medium' });

const time = (date: Date) => `<time datetime="${date.toISOString()}">${escapeHtml(when.format(date))}</time>`;

const sizeOf = (bytes: number) => (bytes < 1024 ? `${bytes} B` : bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} kB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Buzón local</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

/** `/`: every mail kept, newest first. */
export function listPage(mails: StoredMail[], limits: { maxMails: number }): string {
  const rows = mails
    .map(
      (mail) => `<tr>
<td>${escapeHtml(mail.to || mail.envelope.to.join(', '))}</td>
<td><a href="/mails/${mail.id}">${escapeHtml(mail.subject || '(sin asunto)')}</a></td>
<td>${time(mail.date ?? mail.receivedAt)}</td>
</tr>`,
    )
    .join('\n');
  const table = mails.length
    ? `<table>
<caption>${mails.length === 1 ? '1 correo' : `${mails.length} correos`}, el más reciente primero</caption>
<thead><tr><th scope="col">Para</th><th scope="col">Asunto</th><th scope="col">Fecha</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`
    : '<p>Todavía no ha llegado ningún correo.</p>';
  return layout(
    'Correos recibidos',
    `<h1>Buzón local: correos que ha enviado el sitio</h1>
<p>Solo para desarrollo. Se guardan en memoria los últimos ${limits.maxMails} correos; al parar el buzón se pierden.</p>
<div class="actions">
<a href="/">Actualizar la lista</a>
${mails.length ? '<form method="post" action="/vaciar"><button type="submit">Vaciar el buzón</button></form>' : ''}
</div>
${table}`,
  );
}

/** `/mails/:id`: the headers, the HTML part in a sandboxed frame, the text part. */
export function mailPage(mail: StoredMail): string {
  const subject = mail.subject || '(sin asunto)';
  const header = (name: string, value: string | null) => (value ? `<dt>${name}</dt><dd>${value}</dd>` : '');
  const html = mail.html
    ? `<iframe src="/mails/${mail.id}/html" title="Parte HTML del correo «${escapeHtml(subject)}»" sandbox="allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation" referrerpolicy="no-referrer"></iframe>
<p><a href="/mails/${mail.id}/html">Abrir la parte HTML como documento</a> (sin scripts: los bloquea su política de seguridad).</p>`
    : '<p>Este correo no tiene parte HTML.</p>';
  const attachments = mail.attachments.length
    ? `<section aria-labelledby="adjuntos">
<h2 id="adjuntos">Adjuntos</h2>
<ul>
${mail.attachments.map((file) => `<li>${escapeHtml(file.filename ?? '(sin nombre)')} (${escapeHtml(file.contentType)}, ${sizeOf(file.size)})</li>`).join('\n')}
</ul>
</section>`
    : '';
  return layout(
    subject,
    `<p><a href="/">Volver a todos los correos</a></p>
<h1>${escapeHtml(subject)}</h1>
<section aria-labelledby="cabeceras">
<h2 id="cabeceras">Cabeceras</h2>
<dl>
${header('De', escapeHtml(mail.from))}
${header('Para', escapeHtml(mail.to))}
${header('Cc', escapeHtml(mail.cc))}
${header('Fecha', mail.date ? time(mail.date) : null)}
${header('Recibido', time(mail.receivedAt))}
${header('Message-ID', mail.messageId && escapeHtml(mail.messageId))}
${header('Sobre SMTP', escapeHtml(`MAIL FROM ${mail.envelope.from ?? '<>'}; RCPT TO ${mail.envelope.to.join(', ')}`))}
${header('Tamaño', sizeOf(mail.raw.length))}
</dl>
<details>
<summary>Todas las cabeceras, tal como llegaron</summary>
<pre>${escapeHtml(mail.headerLines.join('\n'))}</pre>
</details>
<p><a href="/mails/${mail.id}/raw">Ver el mensaje original (RFC 822)</a></p>
</section>
<section aria-labelledby="parte-html">
<h2 id="parte-html">Parte HTML</h2>
${html}
</section>
<section aria-labelledby="parte-texto">
<h2 id="parte-texto">Parte de texto</h2>
${mail.text ? `<pre>${escapeHtml(mail.text)}</pre>` : '<p>Este correo no tiene parte de texto.</p>'}
</section>
${attachments}`,
  );
}

export function notFoundPage(what: string): string {
  return layout('No encontrado', `<h1>No encontrado</h1>\n<p>${escapeHtml(what)}</p>\n<p><a href="/">Volver a todos los correos</a></p>`);
}
