import {
  sponsorGroupIds,
  type Information,
  type legalLinkIds,
  type Page,
  type PageRef,
  type SponsorGroupId,
  type socialNetworks,
} from '../../src/api/pages.ts';
import type { Queryable } from '../db/db.ts';

export async function listPages(db: Queryable): Promise<PageRef[]> {
  const { rows } = await db.query<PageRef>('SELECT tag, lang, path FROM content_pages ORDER BY tag, lang');
  return rows;
}

/** Every page's address and version: which addresses are CMS pages, and whether a rendered copy is current. */
export async function listPageVersions(db: Queryable): Promise<Array<PageRef & { updatedAt: string }>> {
  const { rows } = await db.query<PageRef & { updated_at: Date | string }>(
    'SELECT tag, lang, path, updated_at FROM content_pages ORDER BY tag, lang',
  );
  return rows.map(({ updated_at, ...ref }) => ({ ...ref, updatedAt: new Date(updated_at).toISOString() }));
}

export async function findPage(db: Queryable, tag: string, lang: string): Promise<Page | null> {
  const { rows } = await db.query<Omit<Page, 'updatedAt'> & { updated_at: Date | string }>(
    'SELECT tag, lang, path, title, content, updated_at FROM content_pages WHERE tag = $1 AND lang = $2',
    [tag, lang],
  );
  const row = rows[0];
  if (!row) return null;
  const { updated_at, ...page } = row;
  return { ...page, updatedAt: new Date(updated_at).toISOString() };
}

type Sponsor = Information['sponsors'][SponsorGroupId][number];
type LinkRow<Id> = { id: Id; url: string };

/** Footer data; every group of the contract is present, empty when it has no sponsor. */
export async function readInformation(db: Queryable): Promise<Information | null> {
  const [sponsors, contact, legalLinks, socialLinks] = await Promise.all([
    db.query<Sponsor & { group_id: SponsorGroupId }>(
      'SELECT group_id, id, url, img, alt FROM sponsors ORDER BY position, id',
    ),
    db.query<Information['contact']>('SELECT name, address, phone, mail FROM club_contact'),
    db.query<LinkRow<(typeof legalLinkIds)[number]>>('SELECT id, url FROM legal_links ORDER BY position, id'),
    db.query<LinkRow<(typeof socialNetworks)[number]>>('SELECT id, url FROM social_links ORDER BY position, id'),
  ]);
  const contactRow = contact.rows[0];
  if (!contactRow) return null;
  const groups = Object.fromEntries(sponsorGroupIds.map((id) => [id, [] as Sponsor[]])) as Information['sponsors'];
  // Group ids are constrained to the contract's list by the table's CHECK.
  for (const { group_id, ...sponsor } of sponsors.rows) groups[group_id].push(sponsor);
  return { sponsors: groups, contact: contactRow, legalLinks: legalLinks.rows, socialLinks: socialLinks.rows };
}

/** The club's name (club_contact has one row), for the documents the server makes. */
export async function readClubName(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ name: string }>('SELECT name FROM club_contact');
  return rows[0]?.name ?? 'Club';
}
