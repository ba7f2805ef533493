-- The gate fetches photos apart from its signed download, by content: the download names each
-- member's thumbnail by the SHA-256 of its JPEG bytes, and GET gate/photos/:hash answers those
-- bytes. Computed by the database from the thumbnail itself (a data URL, '' when unreadable), so a
-- hash can never name other bytes, whichever code wrote the thumbnail.
ALTER TABLE users ADD COLUMN photo_thumbnail_sha256 text GENERATED ALWAYS AS (
  CASE WHEN photo_thumbnail LIKE 'data:image/%;base64,%' THEN encode(sha256(decode(split_part(photo_thumbnail, ',', 2), 'base64')), 'hex') END
) STORED;
CREATE INDEX users_photo_thumbnail_sha256_idx ON users (photo_thumbnail_sha256) WHERE photo_thumbnail_sha256 IS NOT NULL;
