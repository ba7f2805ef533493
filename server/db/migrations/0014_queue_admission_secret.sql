-- The queue's admissions (the tokens purchase calls carry while the tracker is on) get a signing
-- key of their own: a visitor cookie, a deep link or a payment signature is never an admission.
-- The seed fills it like the other secrets (once per database).
ALTER TABLE settings ADD COLUMN queue_admission_secret text;
