import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/server/db/client";
import { specialCodeRepository } from "@/server/db/repositories/special-code-repository";
import { specialCodesTable, specialCodeUsesTable } from "@/server/db/schema/campaigns";
import {
  hashSpecialCode,
  normaliseSpecialCode,
  specialCodeVerifier,
} from "@/server/services/campaigns/verifiers/special-code";
import { createTestDatabase, type TestDatabase } from "@/server/testing/test-app";
import {
  contextFor,
  runVerifier,
  specialCodeSecretOf,
  insertCampaign,
  insertTask,
  insertUser,
  type TestCampaign,
} from "@/server/testing/task-verification-fixtures";

let kleos: TestDatabase;
let db: Db;
let secret: string;
let campaign: TestCampaign;

beforeAll(async () => {
  kleos = await createTestDatabase({ seedDemoData: false });
  db = kleos.database.db;
  secret = await specialCodeSecretOf(kleos);
  campaign = await insertCampaign(db);
});
afterAll(() => kleos.close());

const taskWithCode = async (code: string, useLimit: number) => {
  const task = await insertTask(db, campaign.id, "SPECIAL_CODE", {});
  await specialCodeRepository.insertMany(db, task.id, [
    { codeHash: hashSpecialCode(secret, code), useLimit },
  ]);
  return task;
};

describe("hashSpecialCode", () => {
  it("hashes the normalised code, under the secret", () => {
    expect(normaliseSpecialCode("  kleos-2026 ")).toBe("KLEOS-2026");
    expect(hashSpecialCode("s", " kleos-2026")).toBe(hashSpecialCode("s", "KLEOS-2026"));
    expect(hashSpecialCode("s", "KLEOS-2026")).not.toBe(hashSpecialCode("t", "KLEOS-2026"));
    expect(hashSpecialCode("s", "KLEOS-2026")).toMatch(/^[0-9a-f]{64}$/u);
    expect(hashSpecialCode("s", "KLEOS-2026")).not.toContain("KLEOS");
  });

  it("keeps one server secret across loads", async () => {
    expect(await specialCodeSecretOf(kleos)).toBe(secret);
  });
});

describe("SPECIAL_CODE", () => {
  const verifier = () => specialCodeVerifier(secret);

  it("verifies the right code, typed in any case with spaces around it", async () => {
    const task = await taskWithCode("LOOT-42", 5);
    const user = await insertUser(db);
    expect(
      await runVerifier(kleos, verifier(), contextFor(user, campaign, task, { code: "  loot-42 " })),
    ).toEqual({
      verified: true,
    });
  });

  it("refuses a wrong code, a missing code and the code of another task", async () => {
    const task = await taskWithCode("LOOT-43", 5);
    const otherTask = await taskWithCode("OTHER-1", 5);
    const user = await insertUser(db);
    const invalid = {
      verified: false,
      errorType: "INVALID_INPUT",
      errorCode: "SPECIAL_CODE_INVALID",
      message: expect.any(String),
    };
    expect(
      await runVerifier(kleos, verifier(), contextFor(user, campaign, task, { code: "LOOT-44" })),
    ).toEqual(invalid);
    expect(await runVerifier(kleos, verifier(), contextFor(user, campaign, task, {}))).toEqual(invalid);
    expect(await runVerifier(kleos, verifier(), contextFor(user, campaign, task, { code: "   " }))).toEqual(
      invalid,
    );
    expect(
      await runVerifier(kleos, verifier(), contextFor(user, campaign, task, { code: "OTHER-1" })),
    ).toEqual(invalid);
    expect(
      await runVerifier(kleos, verifier(), contextFor(user, campaign, otherTask, { code: "OTHER-1" })),
    ).toEqual({
      verified: true,
    });
  });

  it("refuses a code hashed under another secret", async () => {
    const task = await insertTask(db, campaign.id, "SPECIAL_CODE", {});
    await specialCodeRepository.insertMany(db, task.id, [
      { codeHash: hashSpecialCode("another-secret", "LOOT-45"), useLimit: 5 },
    ]);
    const user = await insertUser(db);
    expect(
      await runVerifier(kleos, verifier(), contextFor(user, campaign, task, { code: "LOOT-45" })),
    ).toMatchObject({
      verified: false,
      errorCode: "SPECIAL_CODE_INVALID",
    });
  });

  it("counts one use per user: validating again answers the first use", async () => {
    const task = await taskWithCode("ONCE-1", 1);
    const user = await insertUser(db);
    const context = contextFor(user, campaign, task, { code: "ONCE-1" });
    expect(await runVerifier(kleos, verifier(), context)).toEqual({ verified: true });
    expect(await runVerifier(kleos, verifier(), context)).toEqual({ verified: true });
    const [row] = await db.select().from(specialCodesTable).where(eq(specialCodesTable.taskId, task.id));
    expect(row?.uses).toBe(1);
    const other = await insertUser(db);
    expect(
      await runVerifier(kleos, verifier(), contextFor(other, campaign, task, { code: "ONCE-1" })),
    ).toEqual({
      verified: false,
      errorType: "INVALID_INPUT",
      errorCode: "SPECIAL_CODE_USED_UP",
      message: expect.any(String),
    });
  });

  it("lets exactly use_limit of many users validating at once through", async () => {
    const task = await taskWithCode("RUSH-3", 3);
    const users = await Promise.all(Array.from({ length: 10 }, () => insertUser(db)));
    const outcomes = await Promise.all(
      users.map((user) =>
        runVerifier(kleos, verifier(), contextFor(user, campaign, task, { code: "rush-3" })),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.verified)).toHaveLength(3);
    expect(
      outcomes.filter((outcome) => !outcome.verified && outcome.errorCode === "SPECIAL_CODE_USED_UP"),
    ).toHaveLength(7);
    const [code] = await db.select().from(specialCodesTable).where(eq(specialCodesTable.taskId, task.id));
    expect(code?.uses).toBe(3);
    const uses = await db
      .select()
      .from(specialCodeUsesTable)
      .where(eq(specialCodeUsesTable.codeId, code?.id ?? -1));
    expect(uses).toHaveLength(3);
  });
});
