// The API's shape of a member's email notification settings (SPEC §7 user/notification/config).
import { NOTIFY_KINDS, type NotifyKind, type NotifySettings } from "~/lib/notify-settings";

/** The API's shape: each kind with its key and whether it is on. */
export function toNotifyConfig(settings: NotifySettings) {
  return Object.fromEntries(NOTIFY_KINDS.map((key) => [key, { key, enable: settings[key] }])) as Record<
    NotifyKind,
    { key: NotifyKind; enable: boolean }
  >;
}
