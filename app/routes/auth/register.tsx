import { getFormProps, useForm } from "@conform-to/react";
import { parseWithValibot } from "@conform-to/valibot";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Form, Link } from "~/components/navigation";
import { Trans } from "react-i18next";
import { useTranslation } from "~/components/translation";
import type * as v from "valibot";
import { Card, FieldErrors, SubmitButton } from "~/components/form";
import { splitFormResult } from "~/lib/form-result";
import { TextField } from "~/components/form-fields";
import { pageTitle } from "~/lib/meta";
import { paths } from "~/lib/paths";
import { RegisterSchema } from "~/schemas/account";
import { handleForm, redirectWithSession } from "~/server/remix.server";
import { register } from "~/server/services/accounts.server";
import { legalLink } from "~/server/services/settings.server";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "register");

export async function loader({ context }: LoaderFunctionArgs) {
  const { app } = context;
  if (app.user) throw redirect(paths.home());
  const login = app.settings.login;
  return {
    open: login.allow_new_registrations && login.allow_email_registrations,
    termsUrl: legalLink(app, "tos"),
    privacyUrl: legalLink(app, "privacy"),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return handleForm(request, RegisterSchema, async (input) => {
    const grant = await register(context.app, input);
    // a new account is not activated yet: the inactive page tells the member to check their mail
    return redirectWithSession(request, grant, paths.activation());
  });
}

export default function Register() {
  const { t, i18n } = useTranslation();
  const { open, termsUrl, privacyUrl } = useLoaderData<typeof loader>();
  const { lastResult } = splitFormResult(useActionData<typeof action>());
  const [form, fields] = useForm<v.InferInput<typeof RegisterSchema>>({
    lastResult,
    onValidate: ({ formData }) => parseWithValibot(formData, { schema: RegisterSchema }),
    shouldValidate: "onBlur",
    // once a field shows an error, it clears as the member types (before the click that would move the button)
    shouldRevalidate: "onInput",
  });
  if (!open) {
    return (
      <Card title={t("register.title")}>
        <p>{t("register.closed")}</p>
      </Card>
    );
  }
  return (
    <Card title={t("register.title")}>
      <Form method="post" {...getFormProps(form)}>
        <FieldErrors errors={form.errors} />
        <TextField meta={fields.name} label={t("register.name.label")} autoComplete="nickname" autoFocus />
        <TextField meta={fields.e_mail} label={t("register.email.label")} type="email" autoComplete="email" />
        <TextField
          meta={fields.pass}
          label={t("register.password.label")}
          type="password"
          autoComplete="new-password"
          help={t("register.password.help")}
        />
        <p className="mb-4 text-xs text-muted">
          <Trans
            i18n={i18n}
            t={t}
            i18nKey="register.agreement"
            components={{
              terms: <a href={termsUrl} target={termsUrl.startsWith("http") ? "_blank" : undefined} rel="noreferrer" />,
              privacy: (
                <a href={privacyUrl} target={privacyUrl.startsWith("http") ? "_blank" : undefined} rel="noreferrer" />
              ),
            }}
          />
        </p>
        <SubmitButton>{t("register.submit")}</SubmitButton>
      </Form>
      <p className="mt-6 text-sm text-muted">
        {t("register.have_account")} <Link to={paths.login()}>{t("register.login_link")}</Link>
      </p>
    </Card>
  );
}
