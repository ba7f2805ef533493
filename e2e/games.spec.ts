import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, waitForShell } from './helpers';

test("a visitor finds the season's games from the footer, each with its sale", async ({ page }) => {
  await page.goto('/');
  await waitForShell(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Partidos y entradas' }).click();
  await expect(page).toHaveURL(/\/partidos$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Partidos en casa 25/26' })).toBeVisible();
  const games = page.getByRole('main').getByRole('listitem');
  // The seeded 34, the gate's game of tomorrow (its tickets on sale) and the guests' game after it.
  await expect(games).toHaveCount(36);
  await expect(games.filter({ hasText: 'Club Baloncesto Rival' })).toContainText('Entradas a la venta hasta el');
  await expect(games.filter({ hasText: 'Real Madrid' })).toContainText('Partido jugado');
  await expect(games.filter({ hasText: 'Real Madrid' })).toContainText('domingo, 29 de marzo de 2026 · 18:00 (hora de Madrid)');
  await expectNoAxeViolations(page);
});

test("/partidos and a game's page come complete from the server: their games are there without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'es-ES' });
  const page = await context.newPage();
  await page.goto('/partidos');
  await expect(page.getByRole('heading', { level: 1, name: 'Partidos en casa 25/26' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(36);
  const onSale = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Club Baloncesto Rival' });
  await expect(onSale).toContainText('Entradas a la venta hasta el');
  // A game's page too: its prices and the way to its tickets.
  await onSale.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contra Club Baloncesto Rival' })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row').filter({ hasText: /^Zona/ }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Comprar entradas' })).toBeVisible();
  await context.close();
});

test("a game's page shows its price by area, and no purchase once it is played", async ({ page }) => {
  await page.goto('/partidos');
  await page.getByRole('link', { name: 'Real Madrid', exact: true }).click();
  await expect(page).toHaveURL(/\/partidos\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contra Real Madrid' })).toBeVisible();
  await expect(page).toHaveTitle(/Contra Real Madrid/);
  // Tier A: an ECONOMY area is 21 €, a PREMIUM one 32 €.
  const prices = page.getByRole('table');
  await expect(prices.getByRole('row').filter({ hasText: /^Zona/ }).first()).toBeVisible();
  await expect(prices).toContainText('21');
  await expect(prices).toContainText('32');
  await expect(page.getByRole('link', { name: 'Comprar entradas' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('an address that names no game of the season says so, with a way back by keyboard', async ({ page }) => {
  await page.goto('/partidos/999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Partido no encontrado' })).toBeVisible();
  const back = page.getByRole('main').getByRole('link', { name: 'Ver todos los partidos' });
  await back.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/partidos$/);
  await expect(page.getByRole('heading', { level: 1, name: /Partidos en casa/ })).toBeVisible();
});
