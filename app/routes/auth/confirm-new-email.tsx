// The link mailed to a new address: confirms the email change (by POST; opening the link changes nothing yet).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Form, Link } from "~/components/navigation";
import { useTranslation } from "~/components/translation";
import { Card, FieldErrors, Notice, SubmitButton } from "~/components/form";
import { splitFormResult } from "~/lib/form-result";
import { pageTitle } from "~/lib/meta";
import { paths } from "~/lib/paths";
import { CodeSchema } from "~/schemas/account";
import { handleForm } from "~/server/remix.server";
import { confirmEmailChange } from "~/server/services/email-change.server";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "confirm_email", "noindex");

export function loader({ request }: LoaderFunctionArgs) {
  return { code: new URL(request.url).searchParams.get("code") ?? "" };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return handleForm(request, CodeSchema, async (input) => {
    await confirmEmailChange(context.app, input.code);
    return { notice: "confirm_email.done" };
  });
}

export default function ConfirmNewEmail() {
  const { t } = useTranslation();
  const { code } = useLoaderData<typeof loader>();
  const { notice, formErrors } = splitFormResult(useActionData<typeof action>());
  return (
    <Card title={t("confirm_email.title")}>
      {notice ? (
        <>
          <Notice tone="success">{t(notice)}</Notice>
          <Link to={paths.settings("account")}>{t("header.menu.settings")}</Link>
        </>
      ) : (
        <Form method="post">
          <input type="hidden" name="code" value={code} />
          <FieldErrors errors={formErrors} />
          <p className="mb-4">{t("confirm_email.body")}</p>
          <SubmitButton>{t("confirm_email.submit")}</SubmitButton>
        </Form>
      )}
    </Card>
  );
}
