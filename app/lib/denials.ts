// Where SPEC §8 sends someone whose action was refused: a guest to the login page (and back afterwards), an inactive
// or suspended member to their page, a member who has not opened the community to do so. Used by the server for
// form posts and by the browser for API calls, so both go to the same place.
import { paths } from "./paths";

export type DenialType = "url_expired" | "inactive" | "suspended" | "not_opened";

/** The page for a 401 or a typed 403; null when the refusal is shown where it happened. */
export function pageForDenial(status: number, type: string | null | undefined, from: string): string | null {
  if (status === 401) return paths.login(from);
  if (status !== 403) return null;
  switch (type) {
    case "inactive":
      return paths.activation();
    case "suspended":
      return paths.suspended();
    case "not_opened":
      return paths.communityOpen();
    case "url_expired":
      return paths.activationFailed();
    default:
      return null;
  }
}
