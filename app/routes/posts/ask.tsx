// /answer/menu/questions/ask: a new question (SPEC §2, §5), optionally with the asker's own answer. Tags come from
// ?tags= (or /tags/{slugName}); without JavaScript the tag picker is a plain input of names separated by commas or
// spaces, and the editor a plain textarea — the form submits either way.
import { withMessageParts } from "~/client-messages";
import type { MessagesHandle } from "~/lib/message-parts";
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithValibot } from "@conform-to/valibot";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Form } from "~/components/navigation";
import { useTranslation } from "~/components/translation";
import type * as v from "valibot";
import { MarkdownEditor } from "~/components/editor/markdown-editor";
import { DraftNotice } from "~/components/editor/draft-notice";
import { useDraft } from "~/components/editor/use-draft";
import { useLeavePrompt } from "~/components/editor/use-leave-prompt";
import { FieldErrors, SubmitButton } from "~/components/form";
import { splitFormResult } from "~/lib/form-result";
import { TextField } from "~/components/form-fields";
import { SimilarQuestions } from "~/components/similar-questions";
import { TagPicker } from "~/components/tag-picker";
import { JurisdictionSelect } from "~/components/jurisdiction-select";
import { provincesWithCities } from "~/server/regions.server";
import { pageTitle } from "~/lib/meta";
import { paths } from "~/lib/paths";
import { AskFormSchema } from "~/schemas/question";
import { guardPage, handleForm } from "~/server/remix.server";
import { askQuestion } from "~/server/services/ask.server";
import { requireMember } from "~/server/services/guards.server";
import { hasPrivilege } from "~/server/services/permissions.server";
import { uploadRulesFor } from "~/server/services/uploads.server";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "ask", "noindex");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await guardPage(request, () => requireMember(context.app));
  const url = new URL(request.url);
  const tags = (url.searchParams.get("tags") ?? "").split(",").filter(Boolean).slice(0, 5).join(", ");
  return {
    tags,
    recommended: context.app.settings.write.recommend_tags,
    canAddTag: hasPrivilege(context.app, context.app.user, "tag.add"),
    uploadRules: uploadRulesFor(context.app),
    regions: provincesWithCities(),
    regionRequired: context.app.settings.lawyer.jurisdiction_required,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return handleForm(request, AskFormSchema, async (input) => {
    const answer = input.with_answer === "on" ? input.answer_content : undefined;
    const { questionId, urlTitle } = await askQuestion(context.app, input, answer);
    return redirect(paths.question({ id: questionId, urlTitle }, context.app.settings.seo.permalink));
  });
}

const DRAFT_FIELDS = ["title", "content", "tags", "answer_content"];

export const handle: MessagesHandle = { messages: ["posting"] };

export default withMessageParts(["posting"], Ask);

function Ask() {
  const { t } = useTranslation();
  const { tags, recommended, canAddTag, uploadRules, regions, regionRequired } = useLoaderData<typeof loader>();
  const { lastResult, formErrors } = splitFormResult(useActionData<typeof action>());
  const [form, fields] = useForm<v.InferInput<typeof AskFormSchema>>({
    id: "ask-form",
    lastResult,
    defaultValue: { tags },
    onValidate: ({ formData }) => parseWithValibot(formData, { schema: AskFormSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const draft = useDraft(form.id, "draft:question", DRAFT_FIELDS, !lastResult);
  useLeavePrompt(draft.dirty, t("editor.leave_prompt"));
  return (
    <div className="flex flex-col gap-4 lg:flex-row">
      <section className="min-w-0 flex-1 rounded border border-line bg-surface p-6">
        <h1 className="mb-4 text-xl font-semibold">{t("questions.ask")}</h1>
        <Form method="post" {...getFormProps(form)}>
          <FieldErrors errors={form.errors ?? formErrors} />
          <DraftNotice restored={draft.restored} onDiscard={draft.discard} />
          <TextField meta={fields.title} label={t("question.title.label")} autoFocus />
          <SimilarQuestions title={String(fields.title.value ?? "")} />
          <MarkdownEditor
            meta={fields.content}
            label={t("question.content.label")}
            rows={14}
            uploadRules={uploadRules}
          />
          <TagPicker
            meta={fields.tags}
            label={t("question.tags.label")}
            help={
              recommended.length
                ? `${t("question.tags.help")}；${t("question.tags.recommended", { tags: recommended.join("、") })}`
                : t("question.tags.help")
            }
            canAddTag={canAddTag}
          />
          <JurisdictionSelect
            regions={regions}
            value={String(fields.region.value ?? "")}
            required={regionRequired}
            errors={fields.region.errors}
          />
          <TextField meta={fields.edit_summary} label={t("question.edit_summary.label")} />
          <details className="mb-4" open={fields.with_answer.value === "on"}>
            <summary className="cursor-pointer text-sm">{t("question.ask.with_answer")}</summary>
            <label className="mt-2 flex items-center gap-2 text-sm">
              <input {...getInputProps(fields.with_answer, { type: "checkbox", value: "on" })} />
              {t("question.ask.with_answer")}
            </label>
            <div className="mt-2">
              <MarkdownEditor
                meta={fields.answer_content}
                label={t("question.ask.answer_label")}
                rows={8}
                uploadRules={uploadRules}
              />
            </div>
          </details>
          <SubmitButton>{t("question.ask.submit")}</SubmitButton>
        </Form>
      </section>
      <aside className="rounded border border-line bg-surface p-4 text-sm lg:w-64 lg:self-start">
        <h2 className="mb-2 font-semibold">{t("question.ask.tips_title")}</h2>
        <p className="text-muted">{t("question.ask.tips")}</p>
      </aside>
    </div>
  );
}
