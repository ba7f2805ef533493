/** Landing mode (spec §2): single sign-on pages show no header and no footer. */
export function isLandingMode(pathname: string): boolean {
  return pathname.toLowerCase().includes('/sso');
}
