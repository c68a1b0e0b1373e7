// The link from the reset mail: a new password, once.
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithValibot } from "@conform-to/valibot";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Form, Link } from "~/components/navigation";
import { useTranslation } from "~/components/translation";
import type * as v from "valibot";
import { Card, FieldErrors, Notice, SubmitButton } from "~/components/form";
import { splitFormResult } from "~/lib/form-result";
import { TextField } from "~/components/form-fields";
import { pageTitle } from "~/lib/meta";
import { paths } from "~/lib/paths";
import { PasswordResetFormSchema } from "~/schemas/account";
import { handleForm } from "~/server/remix.server";
import { isResetCodeValid, resetPassword } from "~/server/services/passwords.server";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "password_reset", "noindex");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const code = new URL(request.url).searchParams.get("code") ?? "";
  const valid = /^[A-Za-z0-9_-]{20,100}$/.test(code) && (await isResetCodeValid(context.app, code));
  return { code, valid };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return handleForm(request, PasswordResetFormSchema, async (input) => {
    await resetPassword(context.app, input);
    return { notice: "password_reset.done" };
  });
}

export default function PasswordReset() {
  const { t } = useTranslation();
  const { code, valid } = useLoaderData<typeof loader>();
  const { notice, lastResult } = splitFormResult(useActionData<typeof action>());
  const [form, fields] = useForm<v.InferInput<typeof PasswordResetFormSchema>>({
    lastResult,
    onValidate: ({ formData }) => parseWithValibot(formData, { schema: PasswordResetFormSchema }),
    shouldValidate: "onBlur",
    // once a field shows an error, it clears as the member types (before the click that would move the button)
    shouldRevalidate: "onInput",
  });
  if (notice) {
    return (
      <Card title={t("password_reset.title")}>
        <Notice tone="success">{t(notice)}</Notice>
        <Link to={paths.login()}>{t("login.submit")}</Link>
      </Card>
    );
  }
  if (!valid) {
    return (
      <Card title={t("password_reset.title")}>
        <p className="mb-4">{t("error.link.expired")}</p>
        <Link to={paths.accountRecovery()}>{t("password_reset.again")}</Link>
      </Card>
    );
  }
  return (
    <Card title={t("password_reset.title")}>
      <Form method="post" {...getFormProps(form)}>
        <input type="hidden" name="code" value={code} />
        <FieldErrors errors={form.errors} />
        <TextField
          meta={fields.pass}
          label={t("password_reset.new")}
          type="password"
          autoComplete="new-password"
          autoFocus
        />
        <TextField
          meta={fields.pass_confirm}
          label={t("password_reset.confirm")}
          type="password"
          autoComplete="new-password"
        />
        <SubmitButton>{t("password_reset.submit")}</SubmitButton>
      </Form>
    </Card>
  );
}
