// Interface settings: the member's language (or the site's) and colour scheme.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Form } from "~/components/navigation";
import { useTranslation } from "~/components/translation";
import { FieldErrors, Notice, SubmitButton } from "~/components/form";
import { splitFormResult } from "~/lib/form-result";
import { SettingsTabs } from "~/components/settings-tabs";
import { pageTitle } from "~/lib/meta";
import { InterfaceSchema } from "~/schemas/account";
import { guardPage, handleForm } from "~/server/remix.server";
import { updateInterface } from "~/server/services/community.server";
import { requireActiveUser } from "~/server/services/guards.server";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "settings_interface", "noindex");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await guardPage(request, () => requireActiveUser(context.app));
  return { language: user.language, colorScheme: user.colorScheme };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return handleForm(request, InterfaceSchema, async (input) => {
    await updateInterface(context.app, input);
    return { notice: "common.updated" };
  });
}

export default function InterfaceSettings() {
  const { t } = useTranslation();
  const { language, colorScheme } = useLoaderData<typeof loader>();
  const { notice, formErrors } = splitFormResult(useActionData<typeof action>());
  const select = "mt-1 block w-full rounded border border-line bg-surface px-3 py-2";
  return (
    <div className="max-w-xl">
      <SettingsTabs current="interface" />
      {notice ? <Notice tone="success">{t(notice)}</Notice> : null}
      <FieldErrors errors={formErrors} />
      <Form method="post">
        <div className="mb-4">
          <label htmlFor="language" className="block text-sm font-medium">
            {t("settings.interface.language")}
          </label>
          <select id="language" name="language" defaultValue={language} className={select}>
            <option value="">{t("settings.interface.language_site")}</option>
            <option value="zh-CN">{t("language.zh-CN")}</option>
            <option value="en-US">{t("language.en-US")}</option>
          </select>
        </div>
        <div className="mb-4">
          <label htmlFor="color_scheme" className="block text-sm font-medium">
            {t("settings.interface.color_scheme")}
          </label>
          <select id="color_scheme" name="color_scheme" defaultValue={colorScheme} className={select}>
            {(["default", "system", "light", "dark"] as const).map((scheme) => (
              <option key={scheme} value={scheme}>
                {t(`settings.interface.scheme.${scheme}`)}
              </option>
            ))}
          </select>
        </div>
        <SubmitButton>{t("common.save")}</SubmitButton>
      </Form>
    </div>
  );
}
