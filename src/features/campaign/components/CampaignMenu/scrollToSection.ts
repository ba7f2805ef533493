/**
 * Scrolls a home section into view below whatever is stuck to the top of the page (the header,
 * the campaign menu on home), smoothly unless the reader asked for reduced motion, and moves
 * focus there so keyboard and screen-reader users continue from the section they chose.
 */
export function scrollToSection(id: string): boolean {
  const section = document.getElementById(id);
  if (!section) return false;
  const top = section.getBoundingClientRect().top + window.scrollY - stickyOffset();
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: Math.max(0, top), behavior: reduce ? 'auto' : 'smooth' });
  if (!section.hasAttribute('tabindex')) section.setAttribute('tabindex', '-1');
  section.focus({ preventScroll: true });
  return true;
}

/** Height of what stays pinned to the top once the page scrolls: elements marked `data-sticky-top`. */
export function stickyOffset(): number {
  return [...document.querySelectorAll<HTMLElement>('[data-sticky-top]')]
    .filter((element) => ['sticky', 'fixed'].includes(getComputedStyle(element).position))
    .reduce((sum, element) => sum + element.getBoundingClientRect().height, 0);
}

/**
 * Resolves once the element exists (the home page may still be mounting after a navigation),
 * or with false after `timeoutMs`: long enough for a slow phone to load the home.
 */
export function whenElementExists(id: string, timeoutMs = 10_000): Promise<boolean> {
  if (document.getElementById(id)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!document.getElementById(id)) return;
      finish(true);
    });
    const timer = window.setTimeout(() => finish(false), timeoutMs);
    function finish(found: boolean) {
      observer.disconnect();
      window.clearTimeout(timer);
      resolve(found);
    }
    observer.observe(document.body, { childList: true, subtree: true });
  });
}
