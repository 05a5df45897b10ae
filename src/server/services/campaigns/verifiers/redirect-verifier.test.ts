import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/server/db/client";
import { taskFactRepository } from "@/server/db/repositories/task-fact-repository";
import { uriRedirectionVerifier } from "@/server/services/campaigns/verifiers/redirect-verifier";
import { createTestDatabase, type TestDatabase } from "@/server/testing/test-app";
import {
  contextFor,
  runVerifier,
  insertCampaign,
  insertTask,
  insertUser,
} from "@/server/testing/task-verification-fixtures";

let kleos: TestDatabase;
let db: Db;

beforeAll(async () => {
  kleos = await createTestDatabase({ seedDemoData: false });
  db = kleos.database.db;
});
afterAll(() => kleos.close());

describe("URI_REDIRECTION", () => {
  it("verifies once the user went through this task's tracked redirect", async () => {
    const campaign = await insertCampaign(db);
    const task = await insertTask(db, campaign.id, "URI_REDIRECTION", { url: "https://example.com/trailer" });
    const otherTask = await insertTask(db, campaign.id, "URI_REDIRECTION", {
      url: "https://example.com/other",
    });
    const user = await insertUser(db);
    await taskFactRepository.recordRedirectClick(db, otherTask.id, user);
    expect(await runVerifier(kleos, uriRedirectionVerifier, contextFor(user, campaign, task))).toMatchObject({
      verified: false,
      errorType: "NOT_DONE",
      errorCode: "LINK_NOT_VISITED",
    });
    await taskFactRepository.recordRedirectClick(db, task.id, user);
    await taskFactRepository.recordRedirectClick(db, task.id, user);
    expect(await runVerifier(kleos, uriRedirectionVerifier, contextFor(user, campaign, task))).toEqual({
      verified: true,
    });
  });
});
