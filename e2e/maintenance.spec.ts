import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, maintenanceBaseUrl } from './helpers';

test('with maintenance on, the private area goes to /mantenimiento', async ({ page }) => {
  await page.goto(`${maintenanceBaseUrl}/abonado/perfil`);
  await expect(page).toHaveURL(`${maintenanceBaseUrl}/mantenimiento`);
  await expect(page.getByRole('heading', { level: 1, name: 'Estamos mejorando el área privada' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('with maintenance on, the public site stays open', async ({ page }) => {
  await page.goto(`${maintenanceBaseUrl}/`);
  await expect(page.getByRole('link', { name: 'Abónate ahora' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
});

test('with maintenance off, the private area is not redirected', async ({ page }) => {
  await page.goto('/abonado');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/abonado');
});
