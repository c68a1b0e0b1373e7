// Edit a question (posts/{qid}/edit) or an answer (posts/{qid}/{aid}/edit): revision-history select, content, edit
// summary, save and cancel (SPEC §2). After saving it goes back to the post, with a notice when the edit awaits review.
import { withMessageParts } from "~/client-messages";
import type { MessagesHandle } from "~/lib/message-parts";
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithValibot } from "@conform-to/valibot";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Form, Link } from "~/components/navigation";
import { useTranslation } from "~/components/translation";
import * as v from "valibot";
import { MarkdownEditor } from "~/components/editor/markdown-editor";
import { useLeavePrompt } from "~/components/editor/use-leave-prompt";
import { FieldErrors, SubmitButton } from "~/components/form";
import { splitFormResult } from "~/lib/form-result";
import { TextField } from "~/components/form-fields";
import { TagPicker } from "~/components/tag-picker";
import { JurisdictionSelect } from "~/components/jurisdiction-select";
import { useSite } from "~/components/use-site";
import { pageTitle } from "~/lib/meta";
import { parsePostId } from "~/lib/permalink";
import { paths } from "~/lib/paths";
import { AnswerEditSchema, QuestionEditSchema } from "~/schemas/post-operations";
import { guardPage, handleForm } from "~/server/remix.server";
import { editAnswer, editFormData, editQuestion } from "~/server/services/post-edit.server";
import { hasPrivilege } from "~/server/services/permissions.server";
import { uploadRulesFor } from "~/server/services/uploads.server";

function targetFrom(params: Record<string, string | undefined>) {
  const questionId = parsePostId("question", params.qid);
  const answerId = params.aid === undefined ? undefined : parsePostId("answer", params.aid);
  if (questionId === null || answerId === null) throw new Response(null, { status: 404 });
  return { questionId, answerId };
}

// the page form: the ids come from the URL
const QuestionEditFormSchema = v.omit(QuestionEditSchema, ["id"]);
const AnswerEditFormSchema = v.omit(AnswerEditSchema, ["id", "question_id"]);

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  pageTitle(matches, data?.isAnswer ? "edit_answer" : "edit_question", "noindex");

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const target = targetFrom(params);
  const revision = Number(new URL(request.url).searchParams.get("revision"));
  const data = await guardPage(request, () =>
    editFormData(context.app, target, Number.isInteger(revision) && revision > 0 ? revision : null),
  );
  return {
    ...data,
    isAnswer: target.answerId !== undefined,
    canAddTag: hasPrivilege(context.app, context.app.user, "tag.add"),
    uploadRules: uploadRulesFor(context.app),
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const app = context.app;
  const { questionId, answerId } = targetFrom(params);
  const back = (question: { id: number; urlTitle: string }, waitForReview: boolean, aid?: number) =>
    redirect(
      paths.withNotice(
        paths.question(question, app.settings.seo.permalink, { answerId: aid }),
        waitForReview ? "wait_for_review" : "edited",
      ),
    );
  if (answerId !== undefined) {
    return handleForm(request, AnswerEditFormSchema, async (input) => {
      const result = await editAnswer(app, { ...input, id: String(answerId), question_id: String(questionId) });
      return back(result.question, result.waitForReview, answerId);
    });
  }
  return handleForm(request, QuestionEditFormSchema, async (input) => {
    const result = await editQuestion(app, { ...input, id: String(questionId) });
    return back({ id: questionId, urlTitle: result.urlTitle }, result.waitForReview);
  });
}

const inputClass =
  "mt-1 block w-full rounded border border-line bg-surface px-3 py-2 text-fg aria-[invalid]:border-danger";

export const handle: MessagesHandle = { messages: ["posting"] };

export default withMessageParts(["posting"], EditPost);

function EditPost() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const { permalink } = useSite();
  const { lastResult, formErrors } = splitFormResult(useActionData<typeof action>());
  const schema = data.isAnswer ? AnswerEditFormSchema : QuestionEditFormSchema;
  // one form for both kinds: the answer form simply has no title or tags fields
  const [form, fields] = useForm<{
    title?: string;
    content: string;
    tags?: string | string[];
    region?: string;
    edit_summary?: string;
  }>({
    lastResult,
    defaultValue: data.values,
    onValidate: ({ formData }) => parseWithValibot(formData, { schema: schema as typeof QuestionEditFormSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  useLeavePrompt(form.dirty, t("editor.leave_prompt"));
  return (
    <section className="rounded border border-line bg-surface p-6">
      <h1 className="mb-4 text-xl font-semibold">{t(data.isAnswer ? "answer.edit.title" : "question.edit.title")}</h1>
      {data.revisions.length > 0 ? (
        <Form method="get" className="mb-4 flex flex-wrap items-end gap-2 text-sm">
          <label className="flex-1">
            {t("question.edit.revision")}
            <select name="revision" defaultValue={data.revisionId ?? ""} className={inputClass}>
              {data.revisions.map((revision, index) => (
                <option key={revision.id} value={revision.id}>
                  {index === 0 ? `${t("question.edit.revision_current")} · ` : ""}
                  {revision.userDisplayName} ·{" "}
                  {new Date(revision.createdAt * 1000).toISOString().slice(0, 16).replace("T", " ")}
                  {revision.reason ? ` · ${revision.reason}` : ""}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="rounded border border-line px-3 py-2">
            {t("question.edit.load_revision")}
          </button>
        </Form>
      ) : null}
      <Form method="post" {...getFormProps(form)}>
        <FieldErrors errors={form.errors ?? formErrors} />
        {data.isAnswer ? null : <TextField meta={fields.title} label={t("question.title.label")} />}
        <MarkdownEditor
          meta={fields.content}
          label={t("question.content.label")}
          rows={16}
          uploadRules={data.uploadRules}
        />
        {data.isAnswer ? null : (
          <TagPicker
            meta={fields.tags}
            label={t("question.tags.label")}
            help={t("question.tags.help")}
            canAddTag={data.canAddTag}
          />
        )}
        {data.isAnswer ? null : (
          <JurisdictionSelect
            regions={data.regions}
            value={String(fields.region.value ?? data.values.region)}
            required={data.regionRequired}
            errors={fields.region.errors}
          />
        )}
        <TextField meta={fields.edit_summary} label={t("question.edit_summary.label")} />
        <div className="flex items-center gap-3">
          <SubmitButton>{t("question.edit.submit")}</SubmitButton>
          <Link to={paths.question(data.question, permalink)}>{t("question.edit.cancel")}</Link>
        </div>
      </Form>
    </section>
  );
}
