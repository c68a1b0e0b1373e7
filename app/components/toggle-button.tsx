// A button that turns something on or off for the member — bookmark a post, follow a question — with a count. It
// submits the page's hidden form (app/lib/post-commands.ts), so it works before JavaScript loads; once it has, the
// click calls the JSON API and the page stays where it is.
import { useState, type ReactNode } from "react";
import { Toast } from "./toast";
import { useApiCall } from "./use-api-call";
import { POST_FORM_ID } from "~/lib/post-commands";

export type ToggleState = { on: boolean; count: number };

export function ToggleButton({
  initial,
  command,
  label,
  call,
  ariaLabel,
  className = "",
}: {
  initial: ToggleState;
  /** the command that turns it to `next` (app/lib/post-commands.ts) */
  command: (next: boolean) => string;
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
    <>
      <button
        type="submit"
        form={POST_FORM_ID}
        name="intent"
        value={command(next)}
        aria-pressed={state.on}
        aria-label={ariaLabel?.(state)}
        className={`rounded border border-line px-2 py-0.5 text-sm hover:text-fg ${state.on ? "text-primary" : "text-muted"} ${className}`}
        onClick={async (event) => {
          event.preventDefault();
          const { path, body, result } = call(next);
          const data = await api.call<never>(path, body);
          if (data) setState(result(data));
        }}
      >
        {label(state)}
      </button>
      <Toast message={api.error} onClose={api.clearError} />
    </>
  );
}
