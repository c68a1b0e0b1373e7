// A member's email notification settings (SPEC §3 notification settings; users/settings/notify): inbox news (answers,
// comments, replies, mentions, invitations), every new question, new questions in followed tags. Stored as JSON on the
// member; anything missing or malformed reads as the default.

export const NOTIFY_KINDS = ["inbox", "all_new_question", "all_new_question_for_following_tags"] as const;
export type NotifyKind = (typeof NOTIFY_KINDS)[number];
export type NotifySettings = Record<NotifyKind, boolean>;

/** Inbox news by email unless turned off; new questions only when asked for. */
export const DEFAULT_NOTIFY: NotifySettings = {
  inbox: true,
  all_new_question: false,
  all_new_question_for_following_tags: false,
};

/** The inbox actions that are also mailed (votes are not). */
export const MAILED_ACTIONS = ["answered", "commented_question", "commented_answer", "replied", "mentioned", "invited"];

/** New-question mails a member gets in 7 days at most (SPEC §9). */
export const NEW_QUESTION_MAILS_PER_WEEK = 50;

export function parseNotifySettings(json: string): NotifySettings {
  let stored: unknown;
  try {
    stored = JSON.parse(json);
  } catch {
    stored = {};
  }
  const settings = { ...DEFAULT_NOTIFY };
  if (stored && typeof stored === "object") {
    for (const kind of NOTIFY_KINDS) {
      const value = (stored as Record<string, unknown>)[kind];
      if (typeof value === "boolean") settings[kind] = value;
    }
  }
  return settings;
}
