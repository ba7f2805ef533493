-- The gate downloads every card holder's photo (issue 35): it gets this small copy, made by the
-- server from the photo (server/card/photo-thumbnail.ts). NULL until made: at upload for a new
-- photo, at the next gate download for one already on file.
ALTER TABLE users ADD COLUMN photo_thumbnail text;
