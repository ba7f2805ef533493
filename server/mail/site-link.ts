/**
 * The origin visitors reach the site at (PUBLIC_ORIGIN, or the server's own address on a laptop):
 * every link in a mail is absolute, since a mail program has no page to resolve a path against.
 * Set once by buildApp; mails are queued deep in store code (a job, a transaction) that has no
 * request to read it from.
 */
let publicOrigin: string | null = null;

export function setMailOrigin(origin: string): void {
  publicOrigin = new URL(origin).origin;
}

export function mailOrigin(): string {
  if (!publicOrigin) throw new Error('A mail was composed before the server knew its public origin (buildApp sets it)');
  return publicOrigin;
}

/** `path` (an app path, with its query) on the public origin. */
export function siteLink(path: string): string {
  if (!path.startsWith('/') || path.startsWith('//')) throw new Error(`A mail links to a path of the site, not to ${path}`);
  return `${mailOrigin()}${path}`;
}

/** A client route of usersMailLinks with its one-time hash and the account's mail filled in, on the public origin. */
export function mailedLink(route: string, hash: string, mail: string): string {
  return siteLink(route.replace(':hash', encodeURIComponent(hash)).replace(':mail', encodeURIComponent(mail)));
}
