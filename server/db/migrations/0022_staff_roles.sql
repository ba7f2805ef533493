-- What an employee may do beyond being one (issue 46): 'gate' downloads a game for the gate and
-- syncs its entries; 'photos' reviews the photos members send. An employee without a role keeps
-- the rest (impersonation). Granted by the club in the database or by the import.
ALTER TABLE users ADD COLUMN staff_roles text[] NOT NULL DEFAULT '{}'
  CHECK (staff_roles <@ ARRAY['gate', 'photos']::text[]);
