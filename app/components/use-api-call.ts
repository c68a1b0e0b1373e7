// Calling the JSON API from a page once JavaScript has loaded, for actions that keep the member where they are
// (votes, bookmarks, follows, reactions). A refusal that SPEC §8 routes to a page goes there; any other failure
// becomes the message of a toast.
import { useLocation } from "@remix-run/react";
import { useCallback, useState } from "react";
import { useTranslation } from "~/components/translation";
import { pageForDenial } from "~/lib/denials";
import { paths } from "~/lib/paths";

type Envelope<T> = { msg: string; data: T | { type?: string } | null };

export function useApiCall() {
  const { t } = useTranslation();
  const location = useLocation();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const clearError = useCallback(() => setError(null), []);

  /** Sends one call (ignored while another is pending) and answers its data, or null when it failed. */
  const call = async <T>(path: string, body: unknown, method = "POST"): Promise<T | null> => {
    if (pending) return null;
    setPending(true);
    try {
      const response = await fetch(paths.api(path), {
        method,
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
      const envelope = (await response.json()) as Envelope<T>;
      if (response.ok) return envelope.data as T;
      const type = (envelope.data as { type?: string } | null)?.type;
      const page = pageForDenial(response.status, type, paths.here(location));
      if (page) window.location.assign(page);
      else setError(envelope.msg);
      return null;
    } catch {
      setError(t("error.internal"));
      return null;
    } finally {
      setPending(false);
    }
  };

  return { call, pending, error, clearError };
}
