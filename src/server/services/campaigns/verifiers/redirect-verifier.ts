/** URI_REDIRECTION: verified once the user opened the task's link through Kleos' tracked redirect. */
import { Effect } from "effect";
import { TaskFactRepository } from "@/server/db/repositories/task-fact-repository";
import { notDone, type TaskVerifier } from "@/server/services/campaigns/verifiers/task-verifier";

export const uriRedirectionVerifier: TaskVerifier<"URI_REDIRECTION"> = {
  verify: ({ userId, task }) =>
    Effect.gen(function* () {
      const facts = yield* TaskFactRepository;
      return (yield* facts.hasRedirectClick(task.id, userId))
        ? { verified: true }
        : notDone("LINK_NOT_VISITED", "Open the task's link first");
    }),
};
