-- Mails leave the outbox over SMTP (server/mail/delivery). Each row keeps its part for every
-- reader (the text part stays in `body`, which the tests and MAIL_OUTBOX_FILE read) and its
-- delivery state:
--   queued  waiting for its next attempt (next_attempt_at);
--   sending claimed by one process until claimed_until (a process that dies mid-send leaves it
--           there, and another one claims it again once the claim has run out);
--   sent    accepted by the SMTP server, with the message id it was sent under;
--   failed  refused for good (a 5xx answer, or too many attempts), with the server's answer.
-- An SMS (the phone confirmation) has no gateway yet: channel 'sms' rows are never sent by mail.
ALTER TABLE mail_outbox
  ADD COLUMN html text,
  ADD COLUMN kind text NOT NULL DEFAULT 'plain',
  ADD COLUMN channel text NOT NULL DEFAULT 'mail' CHECK (channel IN ('mail', 'sms')),
  ADD COLUMN state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'sending', 'sent', 'failed')),
  ADD COLUMN attempts integer NOT NULL DEFAULT 0,
  ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN claimed_until timestamptz,
  ADD COLUMN message_id text,
  ADD COLUMN sent_at timestamptz,
  ADD COLUMN last_error text;

-- Mails that were in the outbox before delivery existed were never meant to leave it (demo data,
-- tests): they count as failed, so a first start with SMTP does not send a backlog of old codes.
UPDATE mail_outbox SET state = 'failed', last_error = 'queued before mail delivery existed';

-- The sender's one question: what is due (queued and its time has come, or a claim run out).
CREATE INDEX mail_outbox_due_idx ON mail_outbox (next_attempt_at) WHERE state = 'queued' AND channel = 'mail';
CREATE INDEX mail_outbox_claimed_idx ON mail_outbox (claimed_until) WHERE state = 'sending';
