// Notification settings (SPEC §2 users/settings/notify): which notification mails the member wants, and the practice
// fields they follow (their new questions are mailed as those of followed tags). Plain forms, so they work without
// JavaScript.
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
import { domainFollowsOf, followDomains, lawyerOptions } from "~/server/services/lawyers.server";
import { DomainFollowsSchema } from "~/schemas/lawyer";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "settings_notify", "noindex");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const app = context.app;
  const [settings, followed] = await guardPage(request, () =>
    Promise.all([notifySettingsOf(app), domainFollowsOf(app)]),
  );
  return { settings, followed, domains: lawyerOptions(app).domains };
}

export async function action({ request, context }: ActionFunctionArgs) {
  if ((await request.clone().formData()).get("intent") === "domains") {
    return handleForm(request, DomainFollowsSchema, async (input) => {
      await followDomains(context.app, input.domains);
      return { notice: "common.updated" };
    });
  }
  return handleForm(request, NotifySettingsFormSchema, async (input) => {
    // a checkbox left unchecked is not sent at all: every kind the form shows is set, on or off
    const settings = Object.fromEntries(NOTIFY_KINDS.map((kind) => [kind, input[kind] === true])) as NotifySettings;
    await updateNotifySettings(context.app, settings);
    return { notice: "common.updated" };
  });
}

export default function NotifySettingsPage() {
  const { t } = useTranslation();
  const { settings, followed, domains } = useLoaderData<typeof loader>();
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
      <Form method="post" className="mt-8">
        <input type="hidden" name="intent" value="domains" />
        <fieldset className="mb-4">
          <legend className="font-medium">{t("settings.notify.domains")}</legend>
          <p className="mb-2 text-sm text-muted">{t("settings.notify.domains_hint")}</p>
          {domains.map((group) => (
            <div key={group.name} className="mt-2">
              <p className="text-sm text-muted">{group.name}</p>
              <div className="flex flex-wrap gap-x-4 gap-y-1">
                {group.children.map((field) => (
                  <label key={field} className="flex items-center gap-1 text-sm">
                    <input type="checkbox" name="domains" value={field} defaultChecked={followed.includes(field)} />
                    {field}
                  </label>
                ))}
              </div>
            </div>
          ))}
        </fieldset>
        <SubmitButton>{t("settings.notify.domains_save")}</SubmitButton>
      </Form>
    </div>
  );
}
