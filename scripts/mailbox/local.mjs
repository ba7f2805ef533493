/**
 * What `npm start` and `npm run dev` add for mail (scripts/start.mjs, scripts/dev.mjs): the local
 * mailbox as one more concurrently command, and the SMTP_URL that points the server at it.
 * A user who set SMTP_URL has a mail server already: then no mailbox, and the server keeps theirs.
 */
export function localMailbox(env = process.env) {
  if (env.SMTP_URL) return { commands: [], serverEnv: {} };
  const host = env.MAILBOX_HOST || '127.0.0.1';
  const port = env.MAILBOX_SMTP_PORT || '1025';
  return {
    commands: [{ name: 'mail', command: 'tsx scripts/mailbox/main.ts', prefixColor: 'green' }],
    serverEnv: { SMTP_URL: `smtp://${host.includes(':') && !host.startsWith('[') ? `[${host}]` : host}:${port}` },
  };
}
