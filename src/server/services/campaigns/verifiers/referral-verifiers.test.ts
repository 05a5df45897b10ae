import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/server/db/client";
import { referralRepository } from "@/server/db/repositories/referral-repository";
import {
  createReferralVerifier,
  shareReferralInviteVerifier,
} from "@/server/services/campaigns/verifiers/referral-verifiers";
import { createTestDatabase, type TestDatabase } from "@/server/testing/test-app";
import {
  contextFor,
  runVerifier,
  insertCampaign,
  insertParticipant,
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

describe("SHARE_REFERRAL_INVITE", () => {
  it("verifies once the required number of gamers joined this campaign through the user", async () => {
    const campaign = await insertCampaign(db);
    const other = await insertCampaign(db);
    const task = await insertTask(db, campaign.id, "SHARE_REFERRAL_INVITE", { requiredInvites: 2 });
    const inviter = await insertUser(db);
    await insertParticipant(db, campaign.id, inviter);
    await insertParticipant(db, campaign.id, await insertUser(db), inviter);
    // Invites into another campaign, and joins without an invite, do not count.
    await insertParticipant(db, other.id, await insertUser(db), inviter);
    await insertParticipant(db, campaign.id, await insertUser(db));
    expect(
      await runVerifier(kleos, shareReferralInviteVerifier, contextFor(inviter, campaign, task)),
    ).toEqual({
      verified: false,
      errorType: "NOT_DONE",
      errorCode: "REFERRAL_INVITES_MISSING",
      message: "1 of 2 invited gamers have joined this campaign so far",
      params: { invited: "1", required: "2" },
    });
    await insertParticipant(db, campaign.id, await insertUser(db), inviter);
    expect(
      await runVerifier(kleos, shareReferralInviteVerifier, contextFor(inviter, campaign, task)),
    ).toEqual({
      verified: true,
    });
  });
});

describe("CREATE_REFERRAL", () => {
  it("verifies once the user has a referral code", async () => {
    const campaign = await insertCampaign(db);
    const task = await insertTask(db, campaign.id, "CREATE_REFERRAL", {});
    const user = await insertUser(db);
    const someoneElse = await insertUser(db);
    await referralRepository.insert(db, someoneElse, `T${Date.now()}`);
    expect(await runVerifier(kleos, createReferralVerifier, contextFor(user, campaign, task))).toMatchObject({
      verified: false,
      errorType: "NOT_DONE",
      errorCode: "REFERRAL_CODE_MISSING",
    });
    await referralRepository.insert(db, user, `U${Date.now()}`);
    expect(await runVerifier(kleos, createReferralVerifier, contextFor(user, campaign, task))).toEqual({
      verified: true,
    });
  });
});
