#!/usr/bin/env node
/**
 * `npm start` once the build is done: the built API server (dist-server/, plain node) serving dist/
 * and, unless SMTP_URL is set, the local mailbox it sends its mail to (scripts/mailbox). One process
 * tree: Ctrl+C stops both, and either one ending (a mailbox port taken, a server that cannot
 * start) stops the other.
 */
import concurrently from 'concurrently';
import { SERVER_NODE_FLAGS } from './build-server.mjs';
import { localMailbox } from './mailbox/local.mjs';

const mail = localMailbox();
const { result } = concurrently(
  [{ name: 'site', command: `node ${SERVER_NODE_FLAGS.join(' ')} dist-server/main.js`, env: { DEMO_DATA: 'on', ...mail.serverEnv }, prefixColor: 'blue' }, ...mail.commands],
  { killOthersOn: ['failure', 'success'] },
);
result.catch(() => process.exit(1));
