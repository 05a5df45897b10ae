/** URI_REDIRECTION: verified once the user opened the task's link through Kleos' tracked redirect. */
import { taskFactRepository } from "@/server/db/repositories/task-fact-repository";
import { notDone, type TaskVerifier } from "@/server/services/campaigns/verifiers/task-verifier";

export const uriRedirectionVerifier: TaskVerifier<"URI_REDIRECTION"> = {
  verify: async ({ db, userId, task }) =>
    (await taskFactRepository.hasRedirectClick(db, task.id, userId))
      ? { verified: true }
      : notDone("LINK_NOT_VISITED", "Open the task's link first"),
};
