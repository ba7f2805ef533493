/**
 * Draws the web manifest's icons (public/icons: 192 and 512 px, and a 512 px maskable one with
 * the logo inside the safe zone) from the club logo, public/favicon.svg, in Chromium. Run after
 * changing the logo: `npx tsx scripts/app-icons.ts`; the PNGs are committed.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.ts';
import { clubTheme } from '../src/ui/theme/themes/club.ts';

const root = resolve(import.meta.dirname, '..');
const logo = `data:image/svg+xml;base64,${readFileSync(resolve(root, 'public/favicon.svg')).toString('base64')}`;

/** [file, size, logo share of the side]: a maskable icon keeps the logo in the central 80 %. */
const ICONS: [string, number, number][] = [
  ['icon-192.png', 192, 1],
  ['icon-512.png', 512, 1],
  ['icon-maskable-512.png', 512, 0.7],
];

const browser = await chromium.launch(chromiumLaunchOptions());
try {
  for (const [file, size, share] of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const background = share < 1 ? clubTheme.color.background : 'transparent';
    await page.setContent(
      `<body style="margin:0;display:grid;place-items:center;width:${size}px;height:${size}px;background:${background}">` +
        `<img src="${logo}" width="${size * share}" height="${size * share}" alt=""></body>`,
    );
    await page.screenshot({ path: resolve(root, 'public/icons', file), omitBackground: share === 1 });
    await page.close();
  }
} finally {
  await browser.close();
}
