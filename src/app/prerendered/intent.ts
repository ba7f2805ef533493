/**
 * The first sign that the visitor is using the page, not just reading what was painted: any
 * input (touch, pointer, wheel, keyboard, focus) or the footer coming into view (it fills in from
 * the API once the app runs). A footer already in view when the page opens (a short page such as
 * the login) is not a sign: the app would start while the page is still painting, and the form
 * the visitor came for brings the first input soon enough.
 */
const INTENT_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'wheel', 'keydown', 'focusin'] as const;

export function onFirstIntent(act: () => void, watched: Element | null, win: Window & typeof globalThis = window): void {
  let acted = false;
  let wasOutOfView = false;
  const observer =
    watched && 'IntersectionObserver' in win
      ? new win.IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              if (!entry.isIntersecting) wasOutOfView = true;
              else if (wasOutOfView) fire();
            }
          },
          { rootMargin: '0px 0px 50% 0px' },
        )
      : undefined;
  function fire() {
    if (acted) return;
    acted = true;
    for (const type of INTENT_EVENTS) win.removeEventListener(type, fire, { capture: true });
    observer?.disconnect();
    act();
  }
  for (const type of INTENT_EVENTS) win.addEventListener(type, fire, { capture: true, passive: true });
  if (watched) observer?.observe(watched);
}
