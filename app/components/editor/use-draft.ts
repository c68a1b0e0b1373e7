import { useCallback, useEffect, useRef, useState } from "react";

const IDLE_MS = 3000;
const CONFORM_INTENT = "__intent__";

/**
 * Local drafts (SPEC §4): the named fields of a form are saved in localStorage after 3 s without typing, restored when
 * the page opens again (the answer draft is keyed by its question), and cleared on submit or discard.
 */
export function useDraft(formId: string, storageKey: string, fieldNames: string[], enabled: boolean) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [restored, setRestored] = useState(false);
  const [dirty, setDirty] = useState(false);

  const form = useCallback(() => document.getElementById(formId) as HTMLFormElement | null, [formId]);

  const save = useCallback(() => {
    const element = form();
    if (!element) return;
    const values: Record<string, string> = {};
    for (const name of fieldNames) {
      const field = element.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement | null;
      if (field && field.value.trim()) values[name] = field.value;
    }
    if (Object.keys(values).length) localStorage.setItem(storageKey, JSON.stringify({ values, savedAt: Date.now() }));
    else localStorage.removeItem(storageKey);
  }, [fieldNames, form, storageKey]);

  const clear = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    localStorage.removeItem(storageKey);
    setDirty(false);
  }, [storageKey]);

  // restore once, into empty fields only: what the server sent back (a failed submit) wins over the draft
  useEffect(() => {
    if (!enabled) return;
    const element = form();
    const saved = localStorage.getItem(storageKey);
    if (!element || !saved) return;
    try {
      const { values } = JSON.parse(saved) as { values: Record<string, string> };
      let any = false;
      for (const [name, value] of Object.entries(values)) {
        const field = element.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement | null;
        if (field && !field.value.trim()) {
          field.value = value;
          field.dispatchEvent(new Event("input", { bubbles: true }));
          any = true;
        }
      }
      if (any) {
        // the draft lives in localStorage, outside React: it can only be read after hydration, here
        // eslint-disable-next-line react-hooks/set-state-in-effect
        setRestored(true);
        setDirty(true);
      }
    } catch {
      localStorage.removeItem(storageKey);
    }
  }, [enabled, form, storageKey]);

  useEffect(() => {
    const element = form();
    if (!enabled || !element) return;
    const onInput = (event: Event) => {
      const name = (event.target as HTMLInputElement | null)?.name;
      if (!name || !fieldNames.includes(name)) return;
      setDirty(true);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(save, IDLE_MS);
    };
    const onSubmit = (event: SubmitEvent) => {
      // conform validates a field by submitting the form with its own intent button: that is not sending it
      if (event.submitter?.getAttribute("name") === CONFORM_INTENT) return;
      clear();
    };
    element.addEventListener("input", onInput);
    element.addEventListener("submit", onSubmit);
    return () => {
      element.removeEventListener("input", onInput);
      element.removeEventListener("submit", onSubmit);
      if (timer.current) clearTimeout(timer.current);
    };
  }, [clear, enabled, fieldNames, form, save]);

  /** Discard: the draft goes, and the fields are emptied. */
  const discard = useCallback(() => {
    const element = form();
    for (const name of fieldNames) {
      const field = element?.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement | null;
      if (field) {
        field.value = "";
        field.dispatchEvent(new Event("input", { bubbles: true }));
      }
    }
    clear();
    setRestored(false);
  }, [clear, fieldNames, form]);

  return { restored, dirty, discard, clear };
}
