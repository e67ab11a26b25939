import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { z } from "zod/mini";
import { apiContext, sessionContext, type Context } from "~/server/context.server";
import { call } from "~/api/errors";
import { afterAnswer } from "~/domain/oss/vote";
import { voteRedirect } from "~/domain/oss/status";
import { noticeFromFailure } from "~/session/notice";
import { once } from "~/server/once.server";
import { meeting } from "./oss.server";
import { elsewherePath, resultPath, votePath } from "./paths";
import { voteSchema } from "./vote.schema";

/**
 * One step of the vote (§4, §7): the meeting's status is checked before anything is saved, so a post about a meeting that cannot
 * be voted in (unpublished, notice, counted, finished) never reaches SaveAnswer; then the answer (§5), then
 * SaveAnswer and the next question, or — after the last — CompleteVote and the results. Each step answers with
 * a redirect (post/redirect/get), so a refresh or the back button never posts again; a step that failed comes
 * back with the chosen answer kept and the provider's message ('Ошибка', §8).
 */
export async function voteStep(context: Context, id: number, formData: FormData) {
  const found = await meeting(context, id);
  if (!found.ok)
    return data(
      // Without the meeting its agenda is unknown: the chosen answer comes back as posted, with the failure.
      { result: parseWithZod(formData, { schema: z.object({}) }).reply(), notices: [noticeFromFailure(found.failure)] },
      { status: 502 },
    );
  const m = found.data;
  const submission = parseWithZod(formData, { schema: voteSchema(m.Questions.map((q) => q.ID)) });
  if (submission.status !== "success") return data({ result: submission.reply(), notices: [] }, { status: 400 });
  const { index, questionId, answer } = submission.value;
  const failed = (failure: Parameters<typeof noticeFromFailure>[0]) =>
    data({ result: submission.reply(), notices: [noticeFromFailure(failure)] }, { status: 502 });
  return once(
    context,
    formData,
    `oss.${m.ID}.${questionId}`,
    async () => {
      // Inside the once: a second post of the same form (a double click without JS) finds the vote it counted
      // and replays its answer (the results), rather than being refused as a vote no longer open.
      const elsewhere = voteRedirect(m);
      if (elsewhere !== null) {
        context.get(sessionContext).flash({ kind: "error", key: "oss.vote_not_allowed" });
        throw redirect(elsewherePath(elsewhere, m.ID));
      }
      const api = context.get(apiContext);
      const saved = await call(() =>
        api.POST("/OSS/SaveAnswer", { body: { OssId: m.ID, QuestionId: questionId, Answer: answer } }),
      );
      if (!saved.ok) return failed(saved.failure);
      const step = afterAnswer(m.Questions, index);
      if (step.kind === "next") throw redirect(votePath(m.ID, step.index));
      const completed = await call(() => api.POST("/OSS/CompleteVote", { body: { ID: m.ID } }));
      if (!completed.ok) return failed(completed.failure);
      context.get(sessionContext).flash({ kind: "success", key: "oss.vote_completed" });
      throw redirect(resultPath(m.ID));
    },
    () => false,
  );
}
