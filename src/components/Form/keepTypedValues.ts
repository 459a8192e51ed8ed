import { type RefObject, useEffect } from 'react';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const TEXT_LIKE =
  'input:not([type]), input[type="text"], input[type="email"], input[type="tel"], input[type="search"], input[type="url"], input[type="number"], input[type="password"], textarea, select';

/** What the page was served with: the value attribute (inputs), the text (textarea), the selected option. */
function servedValue(field: Field): string {
  if (field instanceof HTMLSelectElement) {
    const served = Array.from(field.options).find((option) => option.defaultSelected) ?? field.options[0];
    return served?.value ?? '';
  }
  return field.defaultValue;
}

/**
 * Hands what a visitor typed into a prerendered form before the scripts ran to React. Until hydration
 * the fields are the server's HTML and typing changes only the DOM; React then adopts the nodes with
 * its own (empty) values and would overwrite the typed text at the next render. Once mounted, every
 * field whose value differs from the served one is replayed as the input (or change) event React
 * listens to, so the form's onChange, and its machine, receive it as if it was typed now.
 * On a page rendered by the client the values always match and nothing happens.
 */
export function useKeepTypedValues(formRef: RefObject<HTMLFormElement | null>) {
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    for (const field of form.querySelectorAll<Field>(TEXT_LIKE)) {
      const typed = field.value;
      const served = servedValue(field);
      if (typed === served) continue;
      const prototype = Object.getPrototypeOf(field) as object;
      const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
      if (!setValue) continue;
      // React notices a change by comparing with the value it last saw: put the served value back
      // through the element (React's tracker sees it), then the typed one past the tracker, and announce it
      field.value = served;
      setValue.call(field, typed);
      field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
    }
  }, [formRef]);
}
