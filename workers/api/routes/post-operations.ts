// Edits and state changes of questions and answers (SPEC §7): edit, delete, undelete, close, reopen, pin/hide,
// accept, and the pre-edit check.
import { Hono } from "hono";
import { ok } from "../envelope";
import type { ApiEnv } from "../types";
import { jsonBody, queryParams } from "../validate";
import {
  AcceptSchema,
  AnswerEditSchema,
  AnswerIdSchema,
  CloseSchema,
  AnswerDeleteSchema,
  QuestionDeleteSchema,
  OperationSchema,
  QuestionEditSchema,
  QuestionIdSchema,
  ReopenSchema,
} from "~/schemas/post-operations";
import {
  EditCheckQuerySchema,
  RevisionListQuerySchema,
  RevisionPairQuerySchema,
  TimelineQuerySchema,
} from "~/schemas/question";
import { toRevisionInfo, toRevisionPair, toTagTimelineInfo, toTimelineInfo } from "~/server/presenters/timeline.server";
import { revisionList, revisionPair, tagTimeline, timelineOf } from "~/server/services/timeline.server";
import { checkTagEdit } from "~/server/services/tag-edits.server";
import { checkEdit, editAnswer, editQuestion } from "~/server/services/post-edit.server";
import {
  acceptAnswer,
  closeQuestion,
  deleteAnswer,
  deleteQuestion,
  operateQuestion,
  reopenQuestion,
  undeleteAnswer,
  undeleteQuestion,
} from "~/server/services/post-operations.server";

export const postOperationRoutes = new Hono<ApiEnv>()
  .put("/question", async (c) => {
    const result = await editQuestion(c.get("app"), await jsonBody(c, QuestionEditSchema));
    return ok(c, { wait_for_review: result.waitForReview, url_title: result.urlTitle });
  })
  .delete("/question", async (c) => {
    const { id } = await jsonBody(c, QuestionDeleteSchema);
    await deleteQuestion(c.get("app"), Number(id));
    return ok(c);
  })
  .post("/question/recover", async (c) => {
    const { question_id } = await jsonBody(c, QuestionIdSchema);
    await undeleteQuestion(c.get("app"), Number(question_id));
    return ok(c);
  })
  .put("/question/status", async (c) => {
    await closeQuestion(c.get("app"), await jsonBody(c, CloseSchema));
    return ok(c);
  })
  .put("/question/reopen", async (c) => {
    const { question_id } = await jsonBody(c, ReopenSchema);
    await reopenQuestion(c.get("app"), Number(question_id));
    return ok(c);
  })
  .put("/question/operation", async (c) => {
    const { id, operation } = await jsonBody(c, OperationSchema);
    await operateQuestion(c.get("app"), Number(id), operation);
    return ok(c);
  })
  .put("/answer", async (c) => {
    const result = await editAnswer(c.get("app"), await jsonBody(c, AnswerEditSchema));
    return ok(c, { wait_for_review: result.waitForReview });
  })
  .delete("/answer", async (c) => {
    const { id } = await jsonBody(c, AnswerDeleteSchema);
    await deleteAnswer(c.get("app"), Number(id));
    return ok(c);
  })
  .post("/answer/recover", async (c) => {
    const { answer_id } = await jsonBody(c, AnswerIdSchema);
    await undeleteAnswer(c.get("app"), Number(answer_id));
    return ok(c);
  })
  .post("/answer/acceptance", async (c) => {
    const { question_id, answer_id } = await jsonBody(c, AcceptSchema);
    await acceptAnswer(c.get("app"), Number(question_id), Number(answer_id));
    return ok(c);
  })
  .get("/activity/timeline", async (c) => {
    const app = c.get("app");
    const { object_id, object_type, show_vote } = queryParams(c, TimelineQuerySchema);
    if (object_type === "tag") return ok(c, toTagTimelineInfo(await tagTimeline(app, object_id)));
    const timeline = await timelineOf(app, object_type, object_id, { showVotes: show_vote === "true" });
    return ok(c, toTimelineInfo(timeline));
  })
  .get("/activity/timeline/detail", async (c) => {
    const { new_revision_id, old_revision_id } = queryParams(c, RevisionPairQuerySchema);
    return ok(
      c,
      toRevisionPair(await revisionPair(c.get("app"), Number(new_revision_id), Number(old_revision_id ?? 0))),
    );
  })
  .get("/revisions", async (c) => {
    const { object_id, object_type } = queryParams(c, RevisionListQuerySchema);
    return ok(c, (await revisionList(c.get("app"), object_type, object_id)).map(toRevisionInfo));
  })
  .get("/revisions/edit/check", async (c) => {
    const { id, object_type } = queryParams(c, EditCheckQuerySchema);
    if (object_type === "tag") {
      return ok(c, { wait_for_review: (await checkTagEdit(c.get("app"), Number(id))).waitForReview });
    }
    const { mode } = await checkEdit(c.get("app"), object_type, Number(id));
    return ok(c, { wait_for_review: mode === "suggest" });
  });
