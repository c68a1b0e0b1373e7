// A message over the page that goes away by itself after 5 seconds (SPEC §8 danger toasts, §9 timing), for failures
// of actions taken without leaving the page. Screen readers hear it at once (role="alert").
import { useEffect } from "react";
import { TOAST_MS } from "~/lib/limits";

export function Toast({ message, onClose }: { message: string | null; onClose: () => void }) {
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(onClose, TOAST_MS);
    return () => clearTimeout(timer);
  }, [message, onClose]);
  if (!message) return null;
  return (
    <div
      role="alert"
      className="fixed left-1/2 top-4 z-50 max-w-sm -translate-x-1/2 rounded border border-danger bg-surface px-4 py-2 text-sm text-danger shadow"
    >
      {message}
    </div>
  );
}
