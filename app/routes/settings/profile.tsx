// Profile settings (SPEC §2 users/settings/profile, §5): display name, username, avatar, bio, website and location,
// each shown read-only when the site's users policy forbids changing it. A plain form that works without JavaScript
// (the avatar image then goes with it as multipart); SPEC §5's messages as field errors.
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithValibot } from "@conform-to/valibot";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import type * as v from "valibot";
import { Form } from "~/components/navigation";
import { useTranslation } from "~/components/translation";
import { AvatarPicker } from "~/components/avatar-picker";
import { FieldErrors, Notice, SubmitButton } from "~/components/form";
import { splitFormResult } from "~/lib/form-result";
import { TextAreaField, TextField } from "~/components/form-fields";
import { SettingsTabs } from "~/components/settings-tabs";
import type { MessagesHandle } from "~/lib/message-parts";
import { pageTitle } from "~/lib/meta";
import { UserInfoFormSchema } from "~/schemas/profile";
import { guardPage, handleForm } from "~/server/remix.server";
import { profileSettings, updateProfileWithImage } from "~/server/services/profile-settings.server";

export const handle: MessagesHandle = { messages: ["account"] };

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "settings_profile", "noindex");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const app = context.app;
  const settings = await guardPage(request, () => profileSettings(app));
  return { ...settings, avatarUrl: app.user?.avatarUrl ?? "" };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return handleForm(request, UserInfoFormSchema, async ({ changes, image }) => {
    await updateProfileWithImage(context.app, changes, image);
    return { notice: "common.updated" };
  });
}

export default function ProfileSettings() {
  const { t } = useTranslation();
  const { values, allowed, avatarUrl } = useLoaderData<typeof loader>();
  const { notice, lastResult } = splitFormResult(useActionData<typeof action>());
  const [form, fields] = useForm<v.InferInput<typeof UserInfoFormSchema>, v.InferOutput<typeof UserInfoFormSchema>>({
    lastResult,
    defaultValue: {
      display_name: values.displayName,
      username: values.username,
      bio: values.bio,
      website: values.website,
      location: values.location,
    },
    onValidate: ({ formData }) => parseWithValibot(formData, { schema: UserInfoFormSchema }),
    shouldValidate: "onBlur",
    // once a field shows an error, it clears as the member types (before the click that would move the button)
    shouldRevalidate: "onInput",
  });
  const locked = t("settings.profile.locked");
  return (
    <div className="max-w-xl">
      <SettingsTabs current="profile" />
      {notice ? <Notice tone="success">{t(notice)}</Notice> : null}
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)}>
        <FieldErrors errors={form.errors} />
        <TextField
          meta={fields.display_name}
          label={t("settings.profile.display_name")}
          readOnly={!allowed.displayName}
          help={allowed.displayName ? undefined : locked}
        />
        <TextField
          meta={fields.username}
          label={t("settings.profile.username")}
          readOnly={!allowed.username}
          help={allowed.username ? t("settings.profile.username_help") : locked}
        />
        <AvatarPicker
          type={values.avatar.type as "default" | "gravatar" | "custom" | ""}
          custom={values.avatar.custom}
          currentUrl={avatarUrl}
          name={values.displayName}
          disabled={!allowed.avatar}
          errors={[...(fields.avatar_type.errors ?? []), ...(form.allErrors.avatar ?? [])]}
        />
        <TextAreaField
          meta={fields.bio}
          label={t("settings.profile.bio")}
          rows={5}
          readOnly={!allowed.bio}
          help={allowed.bio ? t("settings.profile.bio_help") : locked}
        />
        <TextField
          meta={fields.website}
          label={t("settings.profile.website")}
          type="url"
          readOnly={!allowed.website}
          help={allowed.website ? undefined : locked}
        />
        <TextField
          meta={fields.location}
          label={t("settings.profile.location")}
          readOnly={!allowed.location}
          help={allowed.location ? undefined : locked}
        />
        <SubmitButton>{t("common.save")}</SubmitButton>
      </Form>
    </div>
  );
}
