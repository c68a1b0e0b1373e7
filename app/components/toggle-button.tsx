// A button that turns something on or off for the member — bookmark a post, follow a question — with a count. It is
// a form posting to the page, so it works before JavaScript loads; once it has, the click calls the JSON API and the
// page stays where it is.
import { useState, type ReactNode } from "react";
import { Toast } from "./toast";
import { useApiCall } from "./use-api-call";

export type ToggleState = { on: boolean; count: number };

export function ToggleButton({
  initial,
  fields,
  label,
  call,
  ariaLabel,
  className = "",
}: {
  initial: ToggleState;
  /** the hidden fields of the form for turning it to the other state */
  fields: (next: boolean) => Record<string, string>;
  /** what the button says in a state, with the count */
  label: (state: ToggleState) => ReactNode;
  /** the API call that turns it to `next`: its path, its body, and the state its answer means */
  call: (next: boolean) => { path: string; body: unknown; result: (data: never) => ToggleState };
  /** a name for the button when its text alone does not say what it does */
  ariaLabel?: (state: ToggleState) => string;
  className?: string;
}) {
  const [state, setState] = useState(initial);
  const api = useApiCall();
  const next = !state.on;
  return (
    <form
      method="post"
      className="inline"
      onSubmit={async (event) => {
        event.preventDefault();
        const { path, body, result } = call(next);
        const data = await api.call<never>(path, body);
        if (data) setState(result(data));
      }}
    >
      {Object.entries(fields(next)).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button
        type="submit"
        aria-pressed={state.on}
        aria-label={ariaLabel?.(state)}
        className={`rounded border border-line px-2 py-0.5 text-sm hover:text-fg ${state.on ? "text-primary" : "text-muted"} ${className}`}
      >
        {label(state)}
      </button>
      <Toast message={api.error} onClose={api.clearError} />
    </form>
  );
}
