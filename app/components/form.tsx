// Form pieces shared by every page form (inputs bound to conform fields are in form-fields.tsx, so that pages
// without such forms do not load conform). Error messages arrive as locale keys (from the shared schemas or the
// server) and are translated here.
import { useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/components/translation";

/** A message is a locale key, or {key, params} as JSON when it carries parameters (see handleForm). */
function translateMessage(t: (key: string, options?: Record<string, unknown>) => string, message: string): string {
  if (message.startsWith('{"key"')) {
    try {
      const { key, params } = JSON.parse(message) as { key: string; params: Record<string, unknown> };
      return t(key, params);
    } catch {
      return message;
    }
  }
  return t(message);
}

export function FieldErrors({ id, errors }: { id?: string; errors?: string[] }) {
  const { t } = useTranslation();
  if (!errors?.length) return null;
  return (
    <ul id={id} className="mt-1 text-sm text-danger" role="alert">
      {errors.map((error) => (
        <li key={error}>{translateMessage(t, error)}</li>
      ))}
    </ul>
  );
}

export function SubmitButton({ children, name, value }: { children: ReactNode; name?: string; value?: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <button
      type="submit"
      name={name}
      value={value}
      disabled={busy}
      className="rounded bg-primary px-4 py-2 font-medium text-primary-fg disabled:opacity-60"
    >
      {children}
    </button>
  );
}

/** A page-level notice (success or warning). */
export function Notice({ tone = "info", children }: { tone?: "info" | "success" | "warning"; children: ReactNode }) {
  const tones = {
    info: "border-line bg-surface",
    success: "border-primary bg-surface",
    warning: "border-amber-400 bg-warning-bg",
  };
  return (
    <div role="status" className={`mb-4 rounded border-l-4 px-4 py-3 ${tones[tone]}`}>
      {children}
    </div>
  );
}

export function Card({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-md rounded border border-line bg-surface p-6">
      {title ? <h1 className="mb-4 text-xl font-semibold">{title}</h1> : null}
      {children}
    </section>
  );
}
