/** One content page in one language, as the seed inserts it. */
export interface PageSeed {
  tag: string;
  path: string;
  title: string;
  /** CMS-style HTML (h2/p/ul); the client sanitises it before rendering. */
  content: string;
}
