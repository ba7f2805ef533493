import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdClicks } from './held-clicks';

function page(html: string) {
  document.body.innerHTML = `<div id="root">${html}</div><section id="outside"><button>Aceptar</button></section>`;
  return document.getElementById('root')!;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('holdClicks', () => {
  it('holds a click on a button of the page and gives it again, once, on replay', () => {
    const root = page('<button id="faq"><span>Pregunta</span></button>');
    const seen = vi.fn();
    root.addEventListener('click', seen);
    const clicks = holdClicks(root);
    document.querySelector('span')!.click();
    expect(seen).not.toHaveBeenCalled();
    clicks.replay();
    expect(seen).toHaveBeenCalledTimes(1);
    expect((seen.mock.calls[0]![0] as MouseEvent).target).toBe(document.getElementById('faq'));
    document.getElementById('faq')!.click(); // after the replay, clicks are the app's again
    expect(seen).toHaveBeenCalledTimes(2);
  });

  it('holds a link to a section of this page, but lets links to other pages and downloads go', () => {
    const root = page('<a id="section" href="#faqs">FAQ</a><a id="other" href="/abonado">Acceso</a><a id="pdf" href="#x" download>PDF</a>');
    const clicks = holdClicks(root);
    const prevented = (id: string) => {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
      document.getElementById(id)!.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(prevented('section')).toBe(true);
    expect(prevented('other')).toBe(false);
    expect(prevented('pdf')).toBe(false);
    clicks.release();
  });

  it('leaves modified clicks and controls outside the app alone', () => {
    const root = page('<button id="faq">Pregunta</button>');
    const clicks = holdClicks(root);
    const modified = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    document.getElementById('faq')!.dispatchEvent(modified);
    expect(modified.defaultPrevented).toBe(false);
    const outside = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('#outside button')!.dispatchEvent(outside);
    expect(outside.defaultPrevented).toBe(false);
    clicks.release();
  });

  it('forgets what it held when released, and skips controls no longer on the page', () => {
    const root = page('<button id="a">A</button><button id="b">B</button>');
    const seen = vi.fn();
    root.addEventListener('click', seen);
    const released = holdClicks(root);
    document.getElementById('a')!.click();
    released.release();
    expect(seen).not.toHaveBeenCalled();
    const replayed = holdClicks(root);
    document.getElementById('a')!.click();
    document.getElementById('b')!.click();
    document.getElementById('a')!.remove();
    replayed.replay();
    expect(seen).toHaveBeenCalledTimes(1);
  });

  it('holds a form submitted with Enter and submits it again on replay, never natively', () => {
    const root = page('<form id="login"><input name="mail"></form>');
    const form = document.getElementById('login') as HTMLFormElement;
    const seen = vi.fn((event: Event) => event.preventDefault());
    const clicks = holdClicks(root);
    const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    form.addEventListener('submit', seen);
    clicks.replay();
    expect(seen).toHaveBeenCalledTimes(1);
  });
});
