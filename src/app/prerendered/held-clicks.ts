/**
 * Clicks that arrive while the app is still starting: on a button, or on a link within this page
 * (the campaign menu), they are held and given again once the app answers, so nothing the visitor
 * does is lost. Links to other pages, downloads and new tabs go ahead as plain links at once.
 * A form's submission is held too (pressing Enter in a field): the browser must never send a
 * form itself, its fields in the address.
 */
const CONTROL = 'button, summary, [role="button"], a[href]';

export interface HeldClicks {
  /** Stops holding and clicks again, in order, what was held and is still on the page. */
  replay(): void;
  /** Stops holding and forgets what was held (the app could not start). */
  release(): void;
}

export function holdClicks(within: Element, doc: Document = document): HeldClicks {
  const held: HTMLElement[] = [];
  const onClick = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(CONTROL) : null;
    if (!control || !within.contains(control)) return;
    if (control instanceof HTMLAnchorElement && !isLinkWithinPage(control, doc.location)) return;
    event.preventDefault();
    event.stopPropagation();
    held.push(control);
  };
  const onSubmit = (event: SubmitEvent) => {
    if (!(event.target instanceof HTMLFormElement) || !within.contains(event.target)) return;
    event.preventDefault();
    event.stopPropagation();
    held.push(event.target);
  };
  doc.addEventListener('click', onClick, { capture: true });
  doc.addEventListener('submit', onSubmit, { capture: true });
  const stop = () => {
    doc.removeEventListener('click', onClick, { capture: true });
    doc.removeEventListener('submit', onSubmit, { capture: true });
  };
  return {
    replay() {
      stop();
      for (const control of held.splice(0)) {
        if (!control.isConnected) continue;
        if (control instanceof HTMLFormElement) control.requestSubmit();
        else control.click();
      }
    },
    release() {
      stop();
      held.length = 0;
    },
  };
}

function isLinkWithinPage(link: HTMLAnchorElement, location: Location): boolean {
  if (link.hasAttribute('download') || (link.target && link.target !== '_self')) return false;
  return link.origin === location.origin && link.pathname === location.pathname && link.hash !== '';
}
