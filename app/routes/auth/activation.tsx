// /users/account-activation: with ?code= it activates the account (by POST, so link scanners change nothing);
// without a code it is the inactive page for a logged-in member who has not activated yet, else it goes home.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData, useSubmit } from "@remix-run/react";
import { Form, Link } from "~/components/navigation";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/components/translation";
import * as v from "valibot";
import { Card, FieldErrors, Notice, SubmitButton } from "~/components/form";
import { splitFormResult } from "~/lib/form-result";
import { pageTitle } from "~/lib/meta";
import { paths } from "~/lib/paths";
import { MailStatus } from "~/lib/status";
import { CodeSchema } from "~/schemas/account";
import { handleForm, redirectWithSession } from "~/server/remix.server";
import { activateAccount, resendActivation } from "~/server/services/accounts.server";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "activation", "noindex");

export function loader({ request, context }: LoaderFunctionArgs) {
  const code = new URL(request.url).searchParams.get("code");
  if (code) return { mode: "activate" as const, code, email: "" };
  const user = context.app.user;
  if (!user || user.mailStatus === MailStatus.activated) throw redirect(paths.home());
  return { mode: "inactive" as const, code: "", email: user.email };
}

const ActivationFormSchema = v.variant("intent", [
  v.object({ intent: v.literal("activate"), code: CodeSchema.entries.code }),
  v.object({ intent: v.literal("resend") }),
]);

export async function action({ request, context }: ActionFunctionArgs) {
  return handleForm(request, ActivationFormSchema, async (input) => {
    if (input.intent === "activate") {
      const grant = await activateAccount(context.app, input.code);
      return redirectWithSession(request, grant, paths.activationSuccess());
    }
    await resendActivation(context.app);
    return { notice: "activation.resent" };
  });
}

export default function Activation() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  // with JavaScript the link activates at once; without it the member presses the button
  useEffect(() => {
    if (data.mode === "activate" && form.current) submit(form.current);
  }, [data.mode, submit]);

  if (data.mode === "activate") {
    return (
      <Card title={t("activation.title")}>
        <Form method="post" ref={form}>
          <input type="hidden" name="intent" value="activate" />
          <input type="hidden" name="code" value={data.code} />
          <p className="mb-4">{t("activation.confirm")}</p>
          <SubmitButton>{t("activation.submit")}</SubmitButton>
        </Form>
      </Card>
    );
  }
  const { notice, formErrors } = splitFormResult(result);
  return (
    <Card title={t("activation.inactive.title")}>
      {notice ? <Notice tone="success">{t(notice)}</Notice> : null}
      <FieldErrors errors={formErrors} />
      <p className="mb-4">{t("activation.inactive.body", { email: data.email })}</p>
      <Form method="post" className="flex flex-wrap items-center gap-4">
        <input type="hidden" name="intent" value="resend" />
        <SubmitButton>{t("activation.resend")}</SubmitButton>
        <Link to={paths.changeEmail()} className="text-sm">
          {t("activation.change_email")}
        </Link>
      </Form>
    </Card>
  );
}
