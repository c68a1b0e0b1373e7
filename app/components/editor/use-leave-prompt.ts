import { useBeforeUnload, useBlocker, useNavigation } from "@remix-run/react";
import { useCallback, useEffect } from "react";

/**
 * Asks before leaving a page with unsaved changes (SPEC §4): the browser's own prompt when the tab closes or
 * reloads, and a confirmation when a link inside the site is followed. Submitting the form is not leaving.
 */
export function useLeavePrompt(dirty: boolean, message: string) {
  // while a submission is under way (posting, then following its redirect) nothing is being abandoned
  const idle = useNavigation().state === "idle";
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && idle && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(message)) blocker.proceed();
    else blocker.reset();
  }, [blocker, message]);
  useBeforeUnload(
    useCallback(
      (event: BeforeUnloadEvent) => {
        if (!dirty) return;
        event.preventDefault();
        event.returnValue = message;
      },
      [dirty, message],
    ),
  );
}
