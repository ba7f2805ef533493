/**
 * What a visitor types into a prerendered form before the app starts. When the app takes the
 * fields over, its forms write their default values into them (react-hook-form does so as it
 * registers each field), so what was typed is written back afterwards, through the events the
 * app listens to: its form state learns it as if it had been typed then. Kept in memory only.
 */
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface Typed {
  value: string;
  checked: boolean;
}

export interface TypedValues {
  /** Stops listening and writes back, by field name, what was typed, so the app's forms hold it. */
  restore(): void;
}

const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;

const isToggle = (field: Field) => field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

export function keepTypedValues(within: Element): TypedValues {
  const typed = new Map<string, Typed>();
  const onInput = (event: Event) => {
    const field = event.target;
    if (!isField(field) || !field.name || !within.contains(field)) return;
    const key = isToggle(field) ? `${field.name}\u0000${field.value}` : field.name;
    typed.set(key, { value: field.value, checked: field instanceof HTMLInputElement && field.checked });
  };
  within.addEventListener('input', onInput, true);
  within.addEventListener('change', onInput, true);
  return {
    restore() {
      within.removeEventListener('input', onInput, true);
      within.removeEventListener('change', onInput, true);
      for (const [key, was] of typed) {
        const [name = '', value] = key.split('\u0000');
        const field = [...within.querySelectorAll('input, textarea, select')]
          .filter(isField)
          .find((candidate) => candidate.name === name && (value === undefined || candidate.value === value));
        if (field) writeBack(field, was);
      }
      typed.clear();
    },
  };
}

/**
 * The field is set to the opposite (a box) or emptied (a text) through the element, which the app
 * watches, then given what was typed the way typing does: the app hears a change whether it had
 * reset the field or kept the browser's value without knowing it (a controlled radio button).
 */
function writeBack(field: Field, was: Typed): void {
  if (isToggle(field)) {
    const box = field as HTMLInputElement;
    box.checked = !was.checked;
    box.click(); // what the app hears from a box or a radio button; it sets `checked` back
    return;
  }
  field.value = '';
  // The prototype's setter, not `field.value =`: an app that tracks the value it set would take
  // an assignment through the element for its own, and ignore the event.
  const prototype = Object.getPrototypeOf(field) as typeof HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, was.value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  if (field instanceof HTMLSelectElement) field.dispatchEvent(new Event('change', { bubbles: true }));
}
