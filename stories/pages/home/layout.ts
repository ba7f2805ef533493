/**
 * Helpers of the home page stories. Each of those stories pins one width (globals.viewport), so
 * the visual runner captures every picture once: defaults at 1280 px, phones and most language
 * variants at 375 px.
 */
import { expect } from 'storybook/test';

/** Nothing sticks out sideways: the page never scrolls horizontally at this width (a 375 px phone). */
export async function expectNoHorizontalOverflow(root: HTMLElement, width = 375) {
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(width);
  const wider = [...root.querySelectorAll<HTMLElement>('*')]
    .filter((element) => element.getBoundingClientRect().right > width + 0.5)
    .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
  await expect(wider).toEqual([]);
}

/** A link that opens in a new tab, safely, and says so to screen readers. */
export async function expectNewTab(link: HTMLElement) {
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(link).toHaveAccessibleName(/\(se abre en una pestaña nueva\)$/);
}

/**
 * Decodes every picture of the page once, so the lazy ones paint at once when the visual runner
 * grows the frame to the whole page (a long page otherwise keeps changing while they arrive).
 */
export async function preloadImages(root: HTMLElement) {
  const sources = new Set([...root.querySelectorAll('img')].map((image) => image.src));
  await Promise.all(
    [...sources].map((src) => {
      const image = new Image();
      image.src = src;
      return image.decode().catch(() => undefined);
    }),
  );
}
