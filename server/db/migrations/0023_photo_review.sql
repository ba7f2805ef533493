-- Photos reviewed by the club: a photo a member sends waits (PENDING) until an employee with the
-- 'photos' role approves it (CONFIRMED, the only state the card and the gate show) or refuses it
-- (REFUSED, with a reason the member reads in their own language, so a code and not free text).
ALTER TABLE users DROP CONSTRAINT users_photo_status_check;
ALTER TABLE users ADD CONSTRAINT users_photo_status_check
  CHECK (photo_status IN ('NONE', 'PENDING', 'CONFIRMED', 'OMITTED', 'REFUSED'));

-- `photo_revision` grows with each photo sent: a decision names the revision the employee saw,
-- so a photo replaced meanwhile is never approved unseen. `photo_sent_at` orders the waiting list.
ALTER TABLE users
  ADD COLUMN photo_revision integer NOT NULL DEFAULT 0,
  ADD COLUMN photo_sent_at timestamptz,
  ADD COLUMN photo_refusal text CHECK (photo_refusal IN ('FACE_NOT_VISIBLE', 'POOR_QUALITY', 'NOT_A_PORTRAIT', 'INAPPROPRIATE')),
  ADD COLUMN photo_reviewed_by integer REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN photo_reviewed_at timestamptz,
  ADD CONSTRAINT users_photo_refusal_only_refused CHECK ((photo_status = 'REFUSED') = (photo_refusal IS NOT NULL));

UPDATE users SET photo_sent_at = now() WHERE photo_status = 'PENDING';

CREATE INDEX users_photos_waiting_idx ON users (photo_sent_at, id) WHERE photo_status = 'PENDING';
