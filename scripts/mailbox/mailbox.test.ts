import { request } from 'node:http';
import { createServer } from 'node:net';
import { simpleParser } from 'mailparser';
import { createTransport } from 'nodemailer';
import { afterEach, describe, expect, it } from 'vitest';
import { isLoopback, MailboxSetupError, startMailbox, type Mailbox } from './mailbox.ts';
import type { MailJson } from './web.ts';

/** The local mailbox with what a real sender does: nodemailer over SMTP, then its pages and API. */

let mailbox: Mailbox | undefined;
afterEach(async () => {
  await mailbox?.close();
  mailbox = undefined;
});

const start = async (options: Parameters<typeof startMailbox>[0] = {}) => (mailbox = await startMailbox({ smtpPort: 0, webPort: 0, ...options }));

const send = (box: Mailbox, mail: { to: string; subject: string; text?: string; html?: string }) =>
  createTransport(box.smtpUrl).sendMail({ from: 'Club <no-reply@club.example>', ...mail });

/** A request with the headers a browser sets itself (fetch may not set Host or Origin). */
const statusOf = (url: string, method: string, headers: Record<string, string>) =>
  new Promise<number>((resolve, reject) => {
    request(url, { method, headers }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    })
      .on('error', reject)
      .end();
  });

const mails = async (box: Mailbox, query = '') => (await (await fetch(`${box.webUrl}api/mails${query}`)).json()) as MailJson[];

describe('the local mailbox', () => {
  it('keeps a mail sent over SMTP: the list, the JSON, the raw source a parser reads again, the HTML part under a no-script policy', async () => {
    const box = await start();
    const html = '<!doctype html><html lang="es"><body><h1>Hola</h1><a href="http://127.0.0.1:3000/x">Entrar</a><script>alert(1)</script></body></html>';
    const sent = await send(box, { to: 'Ana <Ana@Example.com>', subject: 'Tu código: 123456', text: 'Tu código es 123456.', html });
    expect(sent.response).toMatch(/^250 /);
    await send(box, { to: 'otro@example.com', subject: 'Otro' });

    const all = await mails(box);
    expect(all.map((mail) => mail.subject)).toEqual(['Otro', 'Tu código: 123456']);
    const [mail] = await mails(box, '?to=ana@example.com');
    expect(mail).toMatchObject({ to: '"Ana" <Ana@example.com>', subject: 'Tu código: 123456', text: 'Tu código es 123456.', html, envelope: { to: ['Ana@example.com'] } });
    expect(mail?.messageId).toBe(sent.messageId);

    const raw = await fetch(`${box.webUrl}mails/${mail?.id}/raw`);
    const parsed = await simpleParser(Buffer.from(await raw.arrayBuffer()));
    expect(parsed.subject).toBe('Tu código: 123456');
    expect(parsed.html).toBe(html);

    const part = await fetch(`${box.webUrl}mails/${mail?.id}/html`);
    expect(part.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(part.headers.get('content-security-policy')).toContain("script-src 'none'");
    expect(part.headers.get('content-security-policy')).toContain("form-action 'none'");
    expect(await part.text()).toBe(html);

    const page = await (await fetch(`${box.webUrl}mails/${mail?.id}`)).text();
    expect(page).toContain('<html lang="es">');
    expect(page).toMatch(/<iframe src="\/mails\/\d+\/html" title="Parte HTML del correo «Tu código: 123456»" sandbox="[^"]*"/);
    expect(/sandbox="([^"]*)"/.exec(page)?.[1]).not.toContain('allow-scripts');
    expect(page).not.toContain('<script>');
    const list = await (await fetch(box.webUrl)).text();
    expect(list).toContain(`<a href="/mails/${mail?.id}">Tu código: 123456</a>`);
    expect(list).toContain('<th scope="col">Para</th>');

    expect((await fetch(`${box.webUrl}api/mails`, { method: 'DELETE' })).status).toBe(204);
    expect(await mails(box)).toEqual([]);
    expect((await fetch(`${box.webUrl}mails/${mail?.id}`)).status).toBe(404);
  });

  it('refuses a message over its size limit (552) and keeps only the newest mails', async () => {
    const box = await start({ maxMessageBytes: 2_000, maxMails: 2 });
    await expect(send(box, { to: 'a@example.com', subject: 'Grande', text: 'x'.repeat(5_000) })).rejects.toMatchObject({ responseCode: 552 });
    for (const subject of ['1', '2', '3']) await send(box, { to: 'a@example.com', subject });
    expect((await mails(box)).map((mail) => mail.subject)).toEqual(['3', '2']);
  });

  it('answers only to its own host names, and empties from its page only when the page asks', async () => {
    const box = await start();
    expect(await statusOf(box.webUrl, 'GET', { host: `evil.example:${box.webPort}` })).toBe(421);
    expect(await statusOf(box.webUrl, 'GET', { host: `localhost:${box.webPort}` })).toBe(200);
    expect(await statusOf(`${box.webUrl}vaciar`, 'POST', { origin: 'http://evil.example' })).toBe(403);
    expect(await statusOf(`${box.webUrl}vaciar`, 'POST', { origin: box.webUrl.slice(0, -1) })).toBe(303);
  });

  it('listens on loopback only, and names the variable to change when a port is taken', async () => {
    expect(['127.0.0.1', '127.0.0.2', '::1', '[::1]', 'localhost'].every(isLoopback)).toBe(true);
    expect(['0.0.0.0', '::', '192.168.1.10', 'example.com'].some(isLoopback)).toBe(false);
    await expect(startMailbox({ host: '0.0.0.0', smtpPort: 0, webPort: 0 })).rejects.toThrow(/MAILBOX_HOST=0\.0\.0\.0.*loopback only/);

    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = (taken.address() as { port: number }).port;
    try {
      await expect(startMailbox({ smtpPort: port, webPort: 0 })).rejects.toThrow(new MailboxSetupError(`Port ${port} on 127.0.0.1 is taken (another mailbox, or another program): set MAILBOX_SMTP_PORT to a free port, e.g. MAILBOX_SMTP_PORT=${port < 65_535 ? port + 1 : port - 1}.`));
      await expect(startMailbox({ smtpPort: 0, webPort: port })).rejects.toThrow(/set MAILBOX_WEB_PORT to a free port/);
    } finally {
      taken.close();
    }
  });
});
