// Opening the community (the opt-in of SPEC §1) and the member's interface preferences.
import type * as v from "valibot";
import type { AppContext } from "../context.server";
import { AppError } from "../errors.server";
import { newEvent } from "../events.server";
import { updateUser } from "../models/users.server";
import { requireActiveUser } from "./guards.server";
import { textToHtml } from "~/lib/html";
import { normalizeLocale } from "~/lib/locale";
import type { CommunityOptInSchema, InterfaceSchema } from "~/schemas/account";

/** The member agrees to the convention and chooses a community name (shown as their display name) and a bio. */
export async function openCommunity(ctx: AppContext, input: v.InferOutput<typeof CommunityOptInSchema>): Promise<void> {
  const user = requireActiveUser(ctx);
  if (input.user_id && input.user_id !== String(user.id)) throw new AppError(403, "error.forbidden");
  const bio = input.bio ?? "";
  await updateUser(ctx.db, user.id, {
    displayName: input.username,
    bio,
    bioHtml: textToHtml(bio),
    communityOpenedAt: user.communityOpenedAt ?? ctx.now(),
  });
  await ctx.emit(newEvent({ type: "profile.updated", userId: user.id, at: ctx.now() }));
}

/** PUT user/interface: language ("" follows the site) and colour scheme. */
export async function updateInterface(ctx: AppContext, input: v.InferOutput<typeof InterfaceSchema>): Promise<void> {
  const user = requireActiveUser(ctx);
  await updateUser(ctx.db, user.id, {
    language: normalizeLocale(input.language) ?? "",
    colorScheme: input.color_scheme ?? "default",
  });
}
