#!/usr/bin/env node
/**
 * `node scripts/mailbox/wait.mjs URL [SECONDS]`: returns once the mailbox's page at URL answers, so
 * what runs next (a server with SMTP_URL pointing at it) sends nothing before it listens; fails
 * after SECONDS (60) without an answer. Polls every 100 ms: it waits for the mailbox, not a set time.
 */
const [url, seconds = '60'] = process.argv.slice(2);
if (!url) {
  console.error('usage: node scripts/mailbox/wait.mjs URL [SECONDS]');
  process.exit(2);
}
const deadline = Date.now() + Number(seconds) * 1000;
for (;;) {
  try {
    if ((await fetch(url)).ok) process.exit(0);
  } catch {
    // not listening yet
  }
  if (Date.now() > deadline) {
    console.error(`No mailbox answered at ${url} within ${seconds} s`);
    process.exit(1);
  }
  await new Promise((resolve) => setTimeout(resolve, 100));
}
