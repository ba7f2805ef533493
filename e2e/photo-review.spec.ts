import { expect, test } from '@playwright/test';
import { apiLogin, deepLinks } from './auth-helpers';
import { expectNoAxeViolations } from './helpers';

test("the club refuses a member's photo by keyboard, and the member reads why in their profile and is asked for another", async ({ page, browser, baseURL }) => {
  test.slow(); // two browsers: the employee's review, then the member's profile
  // Employees reach the site through the back office's login link, then their home's link.
  await page.goto(`/dl/${deepLinks().photoReviewLogin}`);
  await page.getByRole('link', { name: 'Revisión de fotos de carnet' }).click();
  await page.waitForURL('**/revision-fotos');
  const photo = page.getByRole('listitem', { name: 'Vicent Roig Tarazona' });
  await expect(photo.getByRole('img', { name: 'Foto enviada por Vicent Roig Tarazona' })).toBeVisible();
  await expect(photo).toContainText('Abonado n.º 4102');
  await expectNoAxeViolations(page);

  await photo.getByRole('button', { name: 'Rechazar la foto de Vicent Roig Tarazona' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Rechazar la foto de Vicent Roig Tarazona' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('radio', { name: /No se ve bien la cara/ }).focus();
  await page.keyboard.press('Space');
  await dialog.getByRole('button', { name: 'Rechazar la foto' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Foto de Vicent Roig Tarazona rechazada: le pediremos otra.')).toBeVisible();
  // Other tests' members may have photos waiting too: only this one has left the list.
  await expect(photo).toHaveCount(0);

  // The member, in another browser: the photo step comes back with the club's reason, and no way to keep the refused photo.
  const memberContext = await browser.newContext({ baseURL });
  const member = await memberContext.newPage();
  await apiLogin(member, 'carnet.sin.asiento@demo.club');
  await member.goto('/abonado/perfil');
  await expect(member.getByText('El club no ha aceptado tu foto. Motivo: No se ve bien la cara (tapada, de lado o demasiado lejos). Sube otra, por favor.')).toBeVisible();
  await expect(member.getByRole('button', { name: 'Confirmar esta foto' })).toHaveCount(0);
  await expect(member.getByRole('button', { name: 'Subir una foto nueva' })).toBeVisible();
  await expectNoAxeViolations(member);
  await memberContext.close();
});
