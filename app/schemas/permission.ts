// GET permission?action= (SPEC §7): one privilege key, or several separated by commas.
import * as v from "valibot";
import "./messages";
import { PRIVILEGE_KEYS, type PrivilegeKey } from "~/lib/privileges";

export const PermissionQuerySchema = v.object({
  action: v.pipe(
    v.string("validation.required"),
    v.transform((value) => value.split(",").map((key) => key.trim())),
    v.check(
      (keys) =>
        keys.length > 0 &&
        keys.length <= PRIVILEGE_KEYS.length &&
        keys.every((key) => PRIVILEGE_KEYS.includes(key as PrivilegeKey)),
      "validation.invalid",
    ),
    v.transform((keys) => keys as PrivilegeKey[]),
  ),
});
