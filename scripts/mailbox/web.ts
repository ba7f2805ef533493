import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { listPage, mailPage, notFoundPage } from './pages.ts';
import type { MailStore, StoredMail } from './store.ts';

/** The mailbox's own pages: no script, no frame of them elsewhere, frames only of itself. */
const PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

/**
 * A mail's HTML part, which anyone who can send to the mailbox writes: no script of any kind
 * (script-src 'none' also stops inline handlers and javascript: links), no form posts, no
 * plugins, no <base>; images, styles and fonts from anywhere (a mail links its images, as the
 * club's logo); framed only by the mailbox's own page, whose iframe adds the sandbox (an opaque
 * origin). No `sandbox` directive here: opened as a document, the part must still let a test
 * tool's injected code run (axe), which a sandbox without scripts stops, and script-src already
 * keeps the mail's own scripts out.
 */
const MAIL_HTML_POLICY = [
  "default-src 'none'",
  "script-src 'none'",
  'img-src http: https: data:',
  "style-src http: https: 'unsafe-inline'",
  'font-src http: https: data:',
  "form-action 'none'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
].join('; ');

const COMMON_HEADERS = {
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  // Mails carry one-time links: none of this page's addresses travel to the sites it links to.
  'referrer-policy': 'no-referrer',
};

/** What /api/mails gives of a mail (the raw source is at /mails/:id/raw). */
export function mailJson(mail: StoredMail) {
  return {
    id: mail.id,
    to: mail.to,
    cc: mail.cc,
    from: mail.from,
    subject: mail.subject,
    date: (mail.date ?? mail.receivedAt).toISOString(),
    receivedAt: mail.receivedAt.toISOString(),
    messageId: mail.messageId,
    envelope: mail.envelope,
    text: mail.text,
    html: mail.html,
    attachments: mail.attachments,
    size: mail.raw.length,
    raw: `/mails/${mail.id}/raw`,
  };
}

export type MailJson = ReturnType<typeof mailJson>;

/**
 * The web side: `/` the list, `/mails/:id` one mail, `/mails/:id/html` its HTML part,
 * `/mails/:id/raw` its source, `/api/mails` (`?to=` filters) as JSON, DELETE `/api/mails` empties it.
 * Requests naming another host are refused: a page elsewhere that rebinds its DNS name to
 * 127.0.0.1 cannot read the mails (they hold login links).
 */
export function createWebServer(store: MailStore, options: { host: string; maxMails: number }): Server {
  return createServer((request, response) => {
    try {
      route(store, options, request, response);
    } catch (error) {
      send(response, 500, 'text/plain; charset=utf-8', `Mailbox error: ${error instanceof Error ? error.message : String(error)}`);
    }
  });
}

function route(store: MailStore, options: { host: string; maxMails: number }, request: IncomingMessage, response: ServerResponse): void {
  const port = request.socket.localPort;
  const allowedHosts = new Set([options.host, '127.0.0.1', 'localhost', '[::1]'].map((host) => `${host.includes(':') && !host.startsWith('[') ? `[${host}]` : host}:${port}`));
  if (!allowedHosts.has(request.headers.host ?? '')) {
    send(response, 421, 'text/plain; charset=utf-8', `This mailbox answers only as ${[...allowedHosts].join(', ')}\n`);
    return;
  }
  const url = new URL(request.url ?? '/', `http://${request.headers.host}`);
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  const mailRoute = /^\/(api\/)?mails\/(\d+)(\/html|\/raw)?$/.exec(url.pathname);
  const mail = mailRoute ? store.get(Number(mailRoute[2])) : undefined;

  if (method === 'GET' && url.pathname === '/') {
    sendPage(response, 200, listPage(store.list(), options));
  } else if (method === 'GET' && url.pathname === '/api/mails') {
    sendJson(response, 200, store.list(url.searchParams.get('to') ?? undefined).map(mailJson));
  } else if (method === 'DELETE' && url.pathname === '/api/mails') {
    store.clear();
    response.writeHead(204, COMMON_HEADERS).end();
  } else if (method === 'POST' && url.pathname === '/vaciar') {
    // The page's button. A form on another site could post here too: only the page's own origin may.
    if (request.headers.origin !== `http://${request.headers.host}`) {
      send(response, 403, 'text/plain; charset=utf-8', 'Only the mailbox page may empty it\n');
      return;
    }
    store.clear();
    response.writeHead(303, { ...COMMON_HEADERS, location: '/' }).end();
  } else if (method === 'GET' && mailRoute && !mail) {
    if (mailRoute[1]) sendJson(response, 404, { error: `No mail ${mailRoute[2]} (emptied, or beyond the last ${options.maxMails})` });
    else sendPage(response, 404, notFoundPage(`No hay ningún correo ${mailRoute[2]}: se ha vaciado el buzón o es de los que ya no se guardan.`));
  } else if (method === 'GET' && mailRoute && mail) {
    if (mailRoute[1]) {
      if (mailRoute[3]) sendPage(response, 404, notFoundPage('Use /mails/:id/html o /mails/:id/raw.'));
      else sendJson(response, 200, mailJson(mail));
    } else if (mailRoute[3] === '/raw') {
      response.writeHead(200, { ...COMMON_HEADERS, 'content-type': 'text/plain; charset=utf-8', 'content-security-policy': "default-src 'none'; sandbox" });
      response.end(mail.raw);
    } else if (mailRoute[3] === '/html') {
      if (mail.html === null) sendPage(response, 404, notFoundPage('Este correo no tiene parte HTML.'));
      else send(response, 200, 'text/html; charset=utf-8', mail.html, MAIL_HTML_POLICY);
    } else {
      sendPage(response, 200, mailPage(mail));
    }
  } else {
    sendPage(response, method === 'GET' ? 404 : 405, notFoundPage(`${request.method} ${url.pathname}: esta dirección no existe en el buzón.`));
  }
}

function send(response: ServerResponse, status: number, contentType: string, body: string | Buffer, policy?: string): void {
  response.writeHead(status, { ...COMMON_HEADERS, 'content-type': contentType, ...(policy ? { 'content-security-policy': policy } : {}) });
  response.end(body);
}

const sendPage = (response: ServerResponse, status: number, html: string) => send(response, status, 'text/html; charset=utf-8', html, PAGE_POLICY);

const sendJson = (response: ServerResponse, status: number, body: unknown) => send(response, status, 'application/json; charset=utf-8', JSON.stringify(body));
