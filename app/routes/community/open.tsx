// /answer/open: opening the community. The member reads the convention, agrees, and picks a community name.
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithValibot } from "@conform-to/valibot";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Form, Link } from "~/components/navigation";
import { useTranslation } from "~/components/translation";
import type * as v from "valibot";
import { Card, FieldErrors, SubmitButton } from "~/components/form";
import { splitFormResult } from "~/lib/form-result";
import { TextAreaField, TextField } from "~/components/form-fields";
import { pageTitle } from "~/lib/meta";
import { paths } from "~/lib/paths";
import { CommunityOpenFormSchema } from "~/schemas/account";
import { guardPage, handleForm } from "~/server/remix.server";
import { openCommunity } from "~/server/services/community.server";
import { requireActiveUser } from "~/server/services/guards.server";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "community_open");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = context.app.user;
  if (!user) return { state: "guest" as const, name: "" };
  await guardPage(request, () => requireActiveUser(context.app));
  if (user.communityOpenedAt) throw redirect(paths.home());
  return { state: "member" as const, name: user.displayName };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return handleForm(request, CommunityOpenFormSchema, async (input) => {
    await openCommunity(context.app, input);
    return redirect(paths.page(paths.home(), { opened: 1 }));
  });
}

export default function CommunityOpen() {
  const { t } = useTranslation();
  const { state, name } = useLoaderData<typeof loader>();
  const { lastResult } = splitFormResult(useActionData<typeof action>());
  const [form, fields] = useForm<v.InferInput<typeof CommunityOpenFormSchema>>({
    lastResult,
    defaultValue: { username: name.replace(/[^\p{Script=Han}A-Za-z0-9_-]/gu, "").slice(0, 30) },
    onValidate: ({ formData }) => parseWithValibot(formData, { schema: CommunityOpenFormSchema }),
    shouldValidate: "onBlur",
    // once a field shows an error, it clears as the member types (before the click that would move the button)
    shouldRevalidate: "onInput",
  });
  return (
    <Card title={t("community.open.title")}>
      <p className="mb-4">{t("community.open.welcome")}</p>
      <details className="mb-4 rounded border border-line p-3" open>
        <summary className="cursor-pointer font-medium">{t("community.convention.title")}</summary>
        <p className="mt-2 whitespace-pre-line text-sm">{t("community.convention.body")}</p>
      </details>
      {state === "guest" ? (
        <Link
          to={paths.login(paths.communityOpen())}
          className="rounded bg-primary px-4 py-2 text-primary-fg no-underline"
        >
          {t("community.open.login_first")}
        </Link>
      ) : (
        <Form method="post" {...getFormProps(form)}>
          <FieldErrors errors={form.errors} />
          <TextField meta={fields.username} label={t("community.name.label")} help={t("community.name.help")} />
          <TextAreaField meta={fields.bio} label={t("community.bio.label")} />
          <label className="flex items-start gap-2 text-sm">
            <input type="checkbox" name="agree" value="on" className="mt-1" aria-describedby={fields.agree.errorId} />
            <span>{t("community.convention.agree")}</span>
          </label>
          <div className="mb-4">
            <FieldErrors id={fields.agree.errorId} errors={fields.agree.errors} />
          </div>
          <SubmitButton>{t("community.open.submit")}</SubmitButton>
        </Form>
      )}
    </Card>
  );
}
