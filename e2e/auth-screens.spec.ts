import { expect, test, type Page } from '@playwright/test';
import { chooseLoginKind } from './auth-helpers';

/**
 * A screenshot of every identity screen a visitor can open, at a phone's width and a desktop's
 * (test-results/screens/identity-<screen>-<width>.png): what a reviewer looks at. Their flows and
 * axe are checked by the other auth specs; here each screen must draw its heading or its alert.
 */
const CALLBACK = 'http://localhost:5174/sso/callback';
const sso = (kind: string, appId: string) => `/sso/${kind}?${new URLSearchParams({ appId, redirectUrl: CALLBACK }).toString()}`;

interface Screen {
  name: string;
  path: string;
  /** What to do on the page before the capture (a choice, an alert to wait for). */
  prepare?: (page: Page) => Promise<void>;
}

const heading = (page: Page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible();
const alertShown = (page: Page) => expect(page.getByRole('alertdialog')).toBeVisible();

const SCREENS: Screen[] = [
  { name: 'login', path: '/abonado' },
  { name: 'login-card', path: '/abonado', prepare: (page) => chooseLoginKind(page, 'Abonado') },
  { name: 'login-to-continue', path: '/abonado/perfil' },
  { name: 'shareholder-login', path: '/accionistas/login' },
  { name: 'pending', path: '/abonado/pendiente' },
  { name: 'recover-password', path: '/recuperar-contrasena' },
  { name: 'restore-password-refused', path: '/restablecer-contrasena/solo-hash' },
  { name: 'recover-mail', path: '/recuperar-correo' },
  { name: 'confirm-mail-refused', path: '/confirmar-correo' },
  { name: 'confirm-phone', path: '/confirmar-telefono' },
  { name: 'special-renewal', path: '/renovacion-especial' },
  { name: 'creation-link-refused', path: '/hazte-abonado/acceso' },
  { name: 'sso-partner', path: sso('socios', 'tienda') },
  { name: 'sso-unknown-app', path: sso('usuarios', 'desconocida') },
  { name: 'deep-link-invalid', path: '/dl/forged-token-for-the-screenshot', prepare: alertShown },
];

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test(`every identity screen at ${viewport.width} px`, async ({ page }) => {
    test.slow(); // every identity screen, each loaded from scratch
    await page.setViewportSize(viewport);
    for (const screen of SCREENS) {
      await page.goto(screen.path, { waitUntil: 'domcontentloaded' });
      await (screen.prepare ?? heading)(page);
      if (screen.prepare && screen.prepare !== alertShown) await heading(page);
      await page.screenshot({ path: `test-results/screens/identity-${screen.name}-${viewport.width}.png` });
    }
  });
}
