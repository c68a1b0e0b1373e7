import { getFormProps, useForm } from "@conform-to/react";
import { parseWithValibot } from "@conform-to/valibot";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Form, Link } from "~/components/navigation";
import { useTranslation } from "~/components/translation";
import type * as v from "valibot";
import { Card, FieldErrors, SubmitButton } from "~/components/form";
import { splitFormResult } from "~/lib/form-result";
import { TextField } from "~/components/form-fields";
import { pageTitle } from "~/lib/meta";
import { paths, safeRedirectTarget } from "~/lib/paths";
import { MailStatus, UserStatus } from "~/lib/status";
import { LoginSchema } from "~/schemas/account";
import { handleForm, redirectWithSession } from "~/server/remix.server";
import { login } from "~/server/services/accounts.server";

/** Where the `redirect` parameter asks to go after login, if that stays on this site. */
function redirectTargetOf(request: Request): string {
  const url = new URL(request.url);
  return safeRedirectTarget(url.searchParams.get("redirect"), url.origin);
}

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "login");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const redirectTo = redirectTargetOf(request);
  if (context.app.user) throw redirect(redirectTo);
  return { redirectTo, allowRegister: context.app.settings.login.allow_new_registrations };
}

/** Where a member goes after logging in: the inactive or suspended page when that applies (SPEC §4). */
function landingFor(user: { mailStatus: number; status: number }, redirectTo: string): string {
  if (user.status === UserStatus.suspended) return paths.suspended();
  if (user.mailStatus !== MailStatus.activated) return paths.activation();
  return redirectTo;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const redirectTo = redirectTargetOf(request);
  return handleForm(request, LoginSchema, async (input) => {
    const grant = await login(context.app, input);
    return redirectWithSession(request, grant, landingFor(grant.user, redirectTo));
  });
}

export default function Login() {
  const { t } = useTranslation();
  const { redirectTo, allowRegister } = useLoaderData<typeof loader>();
  const { lastResult } = splitFormResult(useActionData<typeof action>());
  const [form, fields] = useForm<v.InferInput<typeof LoginSchema>>({
    lastResult,
    onValidate: ({ formData }) => parseWithValibot(formData, { schema: LoginSchema }),
    shouldValidate: "onBlur",
    // once a field shows an error, it clears as the member types (before the click that would move the button)
    shouldRevalidate: "onInput",
  });
  return (
    <Card title={t("login.title")}>
      <Form method="post" action={paths.login(redirectTo === paths.home() ? null : redirectTo)} {...getFormProps(form)}>
        <FieldErrors errors={form.errors} />
        <TextField meta={fields.e_mail} label={t("login.email.label")} type="email" autoComplete="email" autoFocus />
        <TextField
          meta={fields.pass}
          label={t("login.password.label")}
          type="password"
          autoComplete="current-password"
        />
        <div className="flex items-center justify-between">
          <SubmitButton>{t("login.submit")}</SubmitButton>
          <Link to={paths.accountRecovery()} className="text-sm">
            {t("login.forgot")}
          </Link>
        </div>
      </Form>
      {allowRegister ? (
        <p className="mt-6 text-sm text-muted">
          {t("login.no_account")} <Link to={paths.register()}>{t("login.register_link")}</Link>
        </p>
      ) : null}
    </Card>
  );
}
