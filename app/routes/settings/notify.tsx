// Notification settings (SPEC §2 users/settings/notify): which notification mails the member wants. A plain form, so
// it works without JavaScript.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Form } from "~/components/navigation";
import { useTranslation } from "~/components/translation";
import { FieldErrors, Notice, SubmitButton } from "~/components/form";
import { splitFormResult } from "~/lib/form-result";
import { SettingsTabs } from "~/components/settings-tabs";
import { pageTitle } from "~/lib/meta";
import { NOTIFY_KINDS, type NotifySettings } from "~/lib/notify-settings";
import { NotifySettingsFormSchema } from "~/schemas/notify-settings";
import { guardPage, handleForm } from "~/server/remix.server";
import { notifySettingsOf, updateNotifySettings } from "~/server/services/notify-settings.server";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "settings_notify", "noindex");

export async function loader({ request, context }: LoaderFunctionArgs) {
  return { settings: await guardPage(request, () => notifySettingsOf(context.app)) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return handleForm(request, NotifySettingsFormSchema, async (input) => {
    // a checkbox left unchecked is not sent at all: every kind the form shows is set, on or off
    const settings = Object.fromEntries(NOTIFY_KINDS.map((kind) => [kind, input[kind] === true])) as NotifySettings;
    await updateNotifySettings(context.app, settings);
    return { notice: "common.updated" };
  });
}

export default function NotifySettingsPage() {
  const { t } = useTranslation();
  const { settings } = useLoaderData<typeof loader>();
  const { notice, formErrors } = splitFormResult(useActionData<typeof action>());
  return (
    <div className="max-w-xl">
      <SettingsTabs current="notify" />
      {notice ? <Notice tone="success">{t(notice)}</Notice> : null}
      <FieldErrors errors={formErrors} />
      <p className="mb-4 text-sm text-muted">{t("settings.notify.hint")}</p>
      <Form method="post">
        <fieldset className="mb-4 flex flex-col gap-3">
          <legend className="sr-only">{t("settings.notify.title")}</legend>
          {NOTIFY_KINDS.map((kind) => (
            <label key={kind} className="flex items-start gap-2">
              <input type="checkbox" name={kind} defaultChecked={settings[kind]} className="mt-1" />
              <span>{t(`settings.notify.${kind}`)}</span>
            </label>
          ))}
        </fieldset>
        <SubmitButton>{t("settings.notify.save")}</SubmitButton>
      </Form>
    </div>
  );
}
