// A member's own profile settings (SPEC §2 users/settings/profile, §5 profile rules, §7 PUT user/info): display name,
// username, avatar, bio, website and location. A field the site's users policy locks may not change (SPEC §3
// allow_update_*); the bio is markdown, rendered and sanitized like posts; filling it earns Autobiographer.
import type { AppContext } from "../context.server";
import { AppError, type FieldError } from "../errors.server";
import { newEvent } from "../events.server";
import { renderMarkdown } from "../markdown.server";
import { selectUploadByKey } from "../models/uploads.server";
import { getUserByUsername, uniqueViolation, updateUser } from "../models/users.server";
import { avatarStatements } from "./avatars.server";
import { requireActiveUser } from "./guards.server";
import { UPLOADS_PATH, uploadFile } from "./uploads.server";
import { parseAvatarChoice } from "~/lib/avatars";
import { UploadStatus } from "~/lib/status";
import { isReservedUsername } from "~/lib/usernames";
import type { ProfileChanges } from "~/schemas/profile";

/** What the settings form shows: the member's values and which of them the site lets them change. */
export type ProfileSettings = {
  values: {
    displayName: string;
    username: string;
    avatar: { type: string; custom: string };
    bio: string;
    website: string;
    location: string;
  };
  allowed: Record<"displayName" | "username" | "avatar" | "bio" | "website" | "location", boolean>;
  gravatarBaseUrl: string;
};

/** The profile settings page's values. */
export function profileSettings(ctx: AppContext): ProfileSettings {
  const user = requireActiveUser(ctx);
  const policy = ctx.settings.users;
  return {
    values: {
      displayName: user.displayName,
      username: user.username,
      avatar: parseAvatarChoice(user.avatar),
      bio: user.bio,
      website: user.website,
      location: user.location,
    },
    allowed: {
      displayName: policy.allow_update_display_name,
      username: policy.allow_update_username,
      avatar: policy.allow_update_avatar,
      bio: policy.allow_update_bio,
      website: policy.allow_update_website,
      location: policy.allow_update_location,
    },
    gravatarBaseUrl: policy.gravatar_base_url,
  };
}

/** Whether an uploaded image is one of this member's stored avatars. */
async function ownAvatarImage(ctx: AppContext, userId: number, path: string): Promise<boolean> {
  if (!path.startsWith(`${UPLOADS_PATH}avatar/`)) return false;
  const [upload] = await selectUploadByKey(ctx.db, path.slice(UPLOADS_PATH.length));
  return upload?.userId === userId && upload.kind === "avatar" && upload.status === UploadStatus.stored;
}

/** PUT user/info: changes the member's profile; a field left out stays as it is. */
export async function updateProfile(ctx: AppContext, changes: ProfileChanges): Promise<void> {
  const user = requireActiveUser(ctx);
  const { values, allowed } = profileSettings(ctx);
  const avatarChanged =
    changes.avatar !== undefined &&
    (changes.avatar.type !== values.avatar.type ||
      (changes.avatar.type === "custom" && changes.avatar.custom !== values.avatar.custom));
  const changed = {
    displayName: changes.displayName !== undefined && changes.displayName !== values.displayName,
    username: changes.username !== undefined && changes.username !== values.username,
    avatar: avatarChanged,
    bio: changes.bio !== undefined && changes.bio !== values.bio,
    website: changes.website !== undefined && changes.website !== values.website,
    location: changes.location !== undefined && changes.location !== values.location,
  };
  const fields: Record<keyof typeof changed, string> = {
    displayName: "display_name",
    username: "username",
    avatar: "avatar",
    bio: "bio",
    website: "website",
    location: "location",
  };
  const errors: FieldError[] = [];
  for (const key of Object.keys(changed) as (keyof typeof changed)[]) {
    if (changed[key] && !allowed[key]) errors.push({ error_field: fields[key], error_msg: "profile.locked" });
  }
  if (changed.username && allowed.username) {
    const taken = await getUserByUsername(ctx.db, changes.username!);
    if (isReservedUsername(changes.username!)) {
      errors.push({ error_field: "username", error_msg: "profile.username.invalid" });
    } else if (taken && taken.id !== user.id) {
      errors.push({ error_field: "username", error_msg: "profile.username.taken" });
    }
  }
  if (changed.avatar && allowed.avatar && changes.avatar!.type === "custom") {
    if (!(await ownAvatarImage(ctx, user.id, changes.avatar!.custom))) {
      errors.push({ error_field: "avatar", error_msg: "profile.avatar.invalid" });
    }
  }
  if (errors.length > 0) throw new AppError(400, errors[0]!.error_msg, { fields: errors });
  if (!Object.values(changed).some(Boolean)) return;

  const bio = changed.bio ? changes.bio! : undefined;
  try {
    await ctx.db.batch([
      updateUser(ctx.db, user.id, {
        ...(changed.displayName ? { displayName: changes.displayName } : {}),
        ...(changed.username ? { username: changes.username } : {}),
        ...(changed.avatar ? { avatar: JSON.stringify(changes.avatar) } : {}),
        ...(bio !== undefined ? { bio, bioHtml: bio ? await renderMarkdown(bio) : "" } : {}),
        ...(changed.website ? { website: changes.website } : {}),
        ...(changed.location ? { location: changes.location } : {}),
      }),
      ...(await avatarStatements(ctx, user.id, user.email)),
    ]);
  } catch (error) {
    // a concurrent change took the username first
    if (uniqueViolation(error) === "username") {
      throw new AppError(400, "profile.username.taken", {
        fields: [{ error_field: "username", error_msg: "profile.username.taken" }],
      });
    }
    throw error;
  }
  if (bio !== undefined) await ctx.emit(newEvent({ type: "profile.updated", userId: user.id, at: ctx.now() }));
}

/**
 * The settings page's save: without JavaScript a new avatar image comes with the form; it is checked and stored like
 * any upload (its refusals are the avatar's field errors), then chosen.
 */
export async function updateProfileWithImage(ctx: AppContext, changes: ProfileChanges, image: File | null) {
  if (!image) return updateProfile(ctx, changes);
  let stored: string;
  try {
    stored = await uploadFile(ctx, "avatar", image);
  } catch (error) {
    if (error instanceof AppError && error.options.fields) {
      throw new AppError(error.status, error.reason, {
        ...error.options,
        fields: error.options.fields.map((field) => ({ ...field, error_field: "avatar" })),
      });
    }
    throw error;
  }
  return updateProfile(ctx, { ...changes, avatar: { type: "custom", custom: new URL(stored).pathname } });
}
