import { open } from 'node:fs/promises';

/**
 * The mail codes the app processes append to MAIL_OUTBOX_FILE (one JSON line per mail), read
 * incrementally: thousands of buyers would otherwise each re-read the whole file.
 */
export function mailOutbox(file) {
  const codes = new Map();
  const links = new Map();
  let offset = 0;
  let partial = '';
  let reading = null;

  const readNew = async () => {
    const handle = await open(file, 'r').catch((error) => (error.code === 'ENOENT' ? null : Promise.reject(error)));
    if (!handle) return;
    try {
      const { size } = await handle.stat();
      if (size <= offset) return;
      const buffer = Buffer.alloc(size - offset);
      await handle.read(buffer, 0, buffer.length, offset);
      offset = size;
      const lines = (partial + buffer.toString('utf8')).split('\n');
      partial = lines.pop();
      for (const line of lines.filter(Boolean)) {
        const mail = JSON.parse(line);
        const code = /\b(\d{6})\b/.exec(mail.body ?? '')?.[1];
        if (code) codes.set(mail.recipient, code);
        const link = /confirmar-correo\/([A-Za-z0-9_-]+)\//.exec(mail.body ?? '')?.[1];
        if (link) links.set(mail.recipient, link);
      }
    } finally {
      await handle.close();
    }
  };

  /** The last of `found` for `recipient`; waits a little for a line still being written. */
  const lastFor = async (found, recipient, timeoutMs) => {
    const deadline = Date.now() + timeoutMs;
    while (!found.has(recipient)) {
      if (Date.now() > deadline) throw new Error(`nothing mailed to ${recipient}`);
      reading ??= readNew().finally(() => (reading = null));
      await reading;
      if (!found.has(recipient)) await new Promise((done) => setTimeout(done, 50));
    }
    return found.get(recipient);
  };

  return {
    /** The 6-digit code mailed to `recipient` (the sign-up's mail check). */
    codeFor: (recipient, timeoutMs = 10_000) => lastFor(codes, recipient, timeoutMs),
    /** The hash of the confirmation link mailed to `recipient` (/confirmar-correo/:hash/:mail). */
    linkHashFor: (recipient, timeoutMs = 10_000) => lastFor(links, recipient, timeoutMs),
  };
}
