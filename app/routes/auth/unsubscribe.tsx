// The one-click unsubscribe link of notification mails (/users/unsubscribe?code=…): opening it asks first (mail
// scanners that fetch links change nothing); the button, or a mail client's RFC 8058 POST to the same address, turns
// that kind of mail off for the member the link was made for. No login needed: the link is signed.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Form, Link } from "~/components/navigation";
import { useTranslation } from "~/components/translation";
import { Card, Notice, SubmitButton } from "~/components/form";
import { pageTitle } from "~/lib/meta";
import { paths } from "~/lib/paths";
import { AppError } from "~/server/errors.server";
import { unsubscribe, unsubscribeTarget } from "~/server/services/notify-settings.server";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "unsubscribe", "noindex");

const codeOf = (request: Request) => new URL(request.url).searchParams.get("code");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const code = codeOf(request);
  const valid = await unsubscribeTarget(context.app, code).then(
    (target) => target,
    () => null,
  );
  return data({ kind: valid?.kind ?? null }, { status: valid ? 200 : 400 });
}

export async function action({ request, context }: ActionFunctionArgs) {
  try {
    return data({ done: await unsubscribe(context.app, codeOf(request)) });
  } catch (error) {
    // a bad link is refused on the page itself
    if (error instanceof AppError) return data({ done: null }, { status: 400 });
    throw error;
  }
}

export default function Unsubscribe() {
  const { t } = useTranslation();
  const { kind } = useLoaderData<typeof loader>();
  const done = useActionData<typeof action>()?.done;
  return (
    <Card title={t("unsubscribe.title")}>
      {done ? (
        <>
          <Notice tone="success">{t("unsubscribe.done", { kind: t(`unsubscribe.kinds.${done}`) })}</Notice>
          <Link to={paths.settings("notify")}>{t("settings.notify.title")}</Link>
        </>
      ) : kind ? (
        <Form method="post">
          <p className="mb-4">{t("unsubscribe.confirm", { kind: t(`unsubscribe.kinds.${kind}`) })}</p>
          <SubmitButton>{t("unsubscribe.submit")}</SubmitButton>
        </Form>
      ) : (
        <Notice tone="warning">{t("unsubscribe.invalid")}</Notice>
      )}
    </Card>
  );
}
