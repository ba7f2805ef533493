import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepTypedValues } from './typed-values';

function page(html: string) {
  document.body.innerHTML = `<div id="root">${html}</div>`;
  return document.getElementById('root')!;
}

function type(field: HTMLInputElement, value: string) {
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('keepTypedValues', () => {
  it('writes back what was typed once the app has reset the field, and tells the app by an input event', () => {
    const root = page('<input name="mail"><input name="name">');
    const [mail, name] = root.querySelectorAll('input');
    const typed = keepTypedValues(root);
    type(mail!, 'ana@example.com');
    mail!.value = ''; // the app's form registers the field with its default value
    const heard = vi.fn((event: Event) => (event.target as HTMLInputElement).value);
    root.addEventListener('input', heard);
    typed.restore();
    expect(mail!.value).toBe('ana@example.com');
    expect(heard).toHaveReturnedWith('ana@example.com');
    expect(name!.value).toBe(''); // never typed into: left as the app set it
  });

  it('finds the field by name when the app drew new elements', () => {
    const root = page('<input name="dni">');
    const typed = keepTypedValues(root);
    type(root.querySelector('input')!, '12345678Z');
    root.innerHTML = '<input name="dni">';
    typed.restore();
    expect(root.querySelector('input')!.value).toBe('12345678Z');
  });

  it('ticks again a box the app unticked, by a click', () => {
    const root = page('<input type="checkbox" name="acceptTerms" value="on">');
    const box = root.querySelector('input')!;
    const typed = keepTypedValues(root);
    box.click();
    box.checked = false;
    const clicks = vi.fn();
    root.addEventListener('click', clicks);
    typed.restore();
    expect(box.checked).toBe(true);
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  it('tells the app of a choice the browser kept but the app may not know (a controlled radio button)', () => {
    const root = page('<input type="radio" name="kind" value="mail" checked><input type="radio" name="kind" value="card">');
    const card = root.querySelector<HTMLInputElement>('[value="card"]')!;
    const typed = keepTypedValues(root);
    card.click();
    const heard = vi.fn((event: Event) => (event.target as HTMLInputElement).value);
    root.addEventListener('change', heard);
    typed.restore();
    expect(card.checked).toBe(true);
    expect(heard).toHaveReturnedWith('card');
  });

  it('stops listening on restore: later typing is the app\'s alone', () => {
    const root = page('<input name="mail">');
    const mail = root.querySelector('input')!;
    const typed = keepTypedValues(root);
    typed.restore();
    type(mail, 'late@example.com');
    mail.value = '';
    typed.restore();
    expect(mail.value).toBe('');
  });
});
