// Account settings: the email (two steps: view, then the change form) and the password (a form shown on demand).
// The steps are links (?edit=email, ?edit=password), so everything works without JavaScript.
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithValibot } from "@conform-to/valibot";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Form, Link } from "~/components/navigation";
import { useTranslation } from "~/components/translation";
import type * as v from "valibot";
import { FieldErrors, Notice, SubmitButton } from "~/components/form";
import { splitFormResult } from "~/lib/form-result";
import { TextField } from "~/components/form-fields";
import { SettingsTabs } from "~/components/settings-tabs";
import { pageTitle } from "~/lib/meta";
import { paths } from "~/lib/paths";
import { EmailChangeSchema, PasswordChangeFormSchema } from "~/schemas/account";
import { guardPage, handleForm, redirectWithSession } from "~/server/remix.server";
import { requestEmailChange } from "~/server/services/email-change.server";
import { requireActiveUser } from "~/server/services/guards.server";
import { changePassword } from "~/server/services/passwords.server";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "settings_account", "noindex");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await guardPage(request, () => requireActiveUser(context.app));
  const url = new URL(request.url);
  return {
    email: user.email,
    hasPassword: user.hasPassword,
    edit: url.searchParams.get("edit"),
    passwordUpdated: url.searchParams.get("updated") === "password",
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const intent = (await request.clone().formData()).get("intent");
  if (intent === "password") {
    return handleForm(request, PasswordChangeFormSchema, async (input) => {
      const grant = await changePassword(context.app, input);
      return redirectWithSession(request, grant, paths.page(paths.settings("account"), { updated: "password" }));
    });
  }
  return handleForm(request, EmailChangeSchema, async (input) => {
    await requestEmailChange(context.app, input);
    return { notice: "settings.email.sent" };
  });
}

export default function AccountSettings() {
  const { t } = useTranslation();
  const { email, hasPassword, edit, passwordUpdated } = useLoaderData<typeof loader>();
  const { notice, lastResult, intent } = splitFormResult(useActionData<typeof action>());
  const showEmailForm = edit === "email" || intent === "email";
  const showPasswordForm = edit === "password" || intent === "password";
  const [emailForm, emailFields] = useForm<v.InferInput<typeof EmailChangeSchema>>({
    id: "email-change",
    lastResult: intent === "email" ? lastResult : undefined,
    onValidate: ({ formData }) => parseWithValibot(formData, { schema: EmailChangeSchema }),
    shouldValidate: "onBlur",
    // once a field shows an error, it clears as the member types (before the click that would move the button)
    shouldRevalidate: "onInput",
  });
  const [passwordForm, passwordFields] = useForm<v.InferInput<typeof PasswordChangeFormSchema>>({
    id: "password-change",
    lastResult: intent === "password" ? lastResult : undefined,
    onValidate: ({ formData }) => parseWithValibot(formData, { schema: PasswordChangeFormSchema }),
    shouldValidate: "onBlur",
    // once a field shows an error, it clears as the member types (before the click that would move the button)
    shouldRevalidate: "onInput",
  });
  return (
    <div className="max-w-xl">
      <SettingsTabs current="account" />
      {passwordUpdated ? <Notice tone="success">{t("settings.password.updated")}</Notice> : null}
      {notice ? <Notice tone="success">{t(notice)}</Notice> : null}

      <section className="mb-8">
        <h2 className="mb-2 text-lg font-semibold">{t("settings.email.title")}</h2>
        {showEmailForm && !notice ? (
          <Form method="post" {...getFormProps(emailForm)}>
            <input type="hidden" name="intent" value="email" />
            <FieldErrors errors={emailForm.errors} />
            <TextField meta={emailFields.e_mail} label={t("settings.email.new")} type="email" autoComplete="email" />
            <TextField
              meta={emailFields.pass}
              label={t("settings.email.password")}
              type="password"
              autoComplete="current-password"
            />
            <div className="flex gap-3">
              <SubmitButton>{t("settings.email.submit")}</SubmitButton>
              <Link to={paths.settings("account")} className="px-2 py-2">
                {t("common.cancel")}
              </Link>
            </div>
          </Form>
        ) : (
          <p className="flex flex-wrap items-center gap-3">
            <span data-testid="current-email">{email}</span>
            <Link to="?edit=email">{t("settings.email.change")}</Link>
          </p>
        )}
      </section>

      <section>
        <h2 className="mb-2 text-lg font-semibold">{t("settings.password.title")}</h2>
        {showPasswordForm ? (
          <Form method="post" {...getFormProps(passwordForm)}>
            <input type="hidden" name="intent" value="password" />
            <FieldErrors errors={passwordForm.errors} />
            {hasPassword ? (
              <TextField
                meta={passwordFields.old_pass}
                label={t("settings.password.old")}
                type="password"
                autoComplete="current-password"
              />
            ) : null}
            <TextField
              meta={passwordFields.pass}
              label={t("settings.password.new")}
              type="password"
              autoComplete="new-password"
            />
            <TextField
              meta={passwordFields.pass_confirm}
              label={t("settings.password.confirm")}
              type="password"
              autoComplete="new-password"
            />
            <div className="flex gap-3">
              <SubmitButton>{t("settings.password.submit")}</SubmitButton>
              <Link to={paths.settings("account")} className="px-2 py-2">
                {t("common.cancel")}
              </Link>
            </div>
          </Form>
        ) : (
          <Link to="?edit=password">{t("settings.password.change")}</Link>
        )}
      </section>
    </div>
  );
}
