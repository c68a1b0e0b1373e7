// A member's profile settings (SPEC §5 profile, §7 PUT user/info): display name, username, avatar, bio, website and
// location. One schema serves the settings form and the API; a field left out is left as it is (a field the site's
// users policy locks is not sent by the form). Messages are locale keys.
import * as v from "valibot";
import "./messages";
import { USERNAME_PATTERN } from "./account";
import { AVATAR_TYPES } from "~/lib/avatars";
import { BIO_MAX, COMMUNITY_NAME_MIN, LOCATION_MAX, PROFILE_NAME_MAX, USERNAME_MIN, WEBSITE_MAX } from "~/lib/limits";

const displayName = v.pipe(
  v.string("profile.display_name.empty"),
  v.trim(),
  v.nonEmpty("profile.display_name.empty"),
  v.minLength(COMMUNITY_NAME_MIN, "profile.display_name.min"),
  v.maxLength(PROFILE_NAME_MAX, "profile.display_name.max"),
  // the display name is the community name (docs/decisions.md): its characters
  v.regex(/^[\p{Script=Han}A-Za-z0-9_-]+$/u, "community.name.characters"),
);

const username = v.pipe(
  v.string("profile.username.empty"),
  v.trim(),
  v.nonEmpty("profile.username.empty"),
  v.minLength(USERNAME_MIN, "profile.username.range"),
  v.maxLength(PROFILE_NAME_MAX, "profile.username.range"),
  v.regex(USERNAME_PATTERN, "profile.username.characters"),
);

const avatar = v.pipe(
  v.object({
    // Apache Answer's clients call the system default "default" (and its server "system")
    type: v.pipe(
      v.picklist([...AVATAR_TYPES, "system"], "validation.invalid"),
      v.transform((type) => (type === "system" ? "default" : type)),
    ),
    custom: v.optional(v.pipe(v.string("validation.invalid"), v.trim(), v.maxLength(300, "validation.invalid")), ""),
    gravatar: v.optional(v.string("validation.invalid")),
  }),
  // a custom avatar needs its image (请上传头像)
  v.check((input) => input.type !== "custom" || input.custom !== "", "profile.avatar.upload"),
);

/** Text a member may leave empty ("" clears it). No default: conform reads an empty field as missing. */
const text = (max: number, message: string) =>
  v.pipe(v.string("validation.invalid"), v.trim(), v.maxLength(max, message));

const website = v.pipe(
  text(WEBSITE_MAX, "profile.website.invalid"),
  v.check((value) => value === "" || /^https?:\/\/[^\s/]+\S*$/i.test(value), "profile.website.invalid"),
);

const entries = {
  display_name: v.optional(displayName),
  username: v.optional(username),
  bio: v.optional(text(BIO_MAX, "community.bio.max")),
  website: v.optional(website),
  location: v.optional(text(LOCATION_MAX, "profile.location.max")),
};

/** The fields as the service takes them (camelCase; a field left out is not changed). */
function changesOf(input: {
  display_name?: string;
  username?: string;
  bio?: string;
  website?: string;
  location?: string;
}): ProfileChanges {
  return {
    displayName: input.display_name,
    username: input.username,
    bio: input.bio,
    website: input.website,
    location: input.location,
  };
}

export const UserInfoSchema = v.pipe(
  v.object({ ...entries, avatar: v.optional(avatar) }),
  v.transform((input): ProfileChanges => ({
    ...changesOf(input),
    avatar: input.avatar && {
      type: input.avatar.type,
      custom: input.avatar.type === "custom" ? input.avatar.custom : "",
    },
  })),
);

/**
 * The settings page's form sends every text field (a locked one read-only, as it is), so an empty one clears it; the
 * names are required. The avatar comes as flat fields (`avatar_type`, `avatar_custom` the path of an image uploaded
 * before, or `avatar_file` the image itself when the page runs without JavaScript), since a form cannot send an object.
 */
export const UserInfoFormSchema = v.pipe(
  v.object({
    ...entries,
    display_name: displayName,
    username,
    avatar_type: v.optional(v.picklist(AVATAR_TYPES, "validation.invalid")),
    avatar_custom: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(300, "validation.invalid"))),
    avatar_file: v.optional(v.custom<File>((value) => typeof File !== "undefined" && value instanceof File)),
  }),
  v.forward(
    v.check(
      (input) => input.avatar_type !== "custom" || Boolean(input.avatar_custom) || input.avatar_file !== undefined,
      "profile.avatar.upload",
    ),
    ["avatar_type"],
  ),
  v.transform((input): { changes: ProfileChanges; image: File | null } => ({
    changes: {
      // the form sends every text field: one that comes back missing was emptied
      ...changesOf({ ...input, bio: input.bio ?? "", website: input.website ?? "", location: input.location ?? "" }),
      avatar: input.avatar_type && {
        type: input.avatar_type,
        custom: input.avatar_type === "custom" ? (input.avatar_custom ?? "") : "",
      },
    },
    image: input.avatar_type === "custom" ? (input.avatar_file ?? null) : null,
  })),
);

export type ProfileChanges = {
  displayName?: string;
  username?: string;
  avatar?: { type: (typeof AVATAR_TYPES)[number]; custom: string };
  bio?: string;
  website?: string;
  location?: string;
};
