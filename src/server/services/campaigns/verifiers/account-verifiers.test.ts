import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/server/db/client";
import { eq } from "drizzle-orm";
import type { InternalFact } from "@/domain/tasks/task-types";
import { userIdentitiesTable } from "@/server/db/schema/accounts";
import { clanMembershipsTable, clansTable } from "@/server/db/schema/clans";
import {
  internalApiValidationVerifier,
  linkGoogleVerifier,
  linkTelegramVerifier,
  linkWalletVerifier,
} from "@/server/services/campaigns/verifiers/account-verifiers";
import { createTestDatabase, type TestDatabase } from "@/server/testing/test-app";
import {
  contextFor,
  runVerifier,
  insertCampaign,
  insertTask,
  insertUser,
  type TestCampaign,
} from "@/server/testing/task-verification-fixtures";

let kleos: TestDatabase;
let db: Db;
let campaign: TestCampaign;

beforeAll(async () => {
  kleos = await createTestDatabase({ seedDemoData: false });
  db = kleos.database.db;
  campaign = await insertCampaign(db);
});
afterAll(() => kleos.close());

let nextSubject = 0;
const link = async (userId: string, provider: string): Promise<void> => {
  nextSubject += 1;
  await db.insert(userIdentitiesTable).values({ userId, provider, subject: `${provider}-${nextSubject}` });
};

const now = new Date();

describe("INTERNAL_API_VALIDATION", () => {
  const check = async (fact: InternalFact, userId: string) => {
    const task = await insertTask(db, campaign.id, "INTERNAL_API_VALIDATION", { fact });
    return runVerifier(kleos, internalApiValidationVerifier, contextFor(userId, campaign, task));
  };

  it("PROFILE_COMPLETE holds with a username, a first name and a country", async () => {
    const complete = await insertUser(db, {
      username: `p${Date.now()}`,
      firstName: "Asha",
      countryCode: "IN",
    });
    expect(await check("PROFILE_COMPLETE", complete)).toEqual({ verified: true });
    const noCountry = await insertUser(db, { username: `q${Date.now()}`, firstName: "Asha" });
    expect(await check("PROFILE_COMPLETE", noCountry)).toMatchObject({
      verified: false,
      errorType: "NOT_DONE",
      errorCode: "PROFILE_INCOMPLETE",
    });
    const blankName = await insertUser(db, {
      username: `r${Date.now()}`,
      firstName: "  ",
      countryCode: "BR",
    });
    expect(await check("PROFILE_COMPLETE", blankName)).toMatchObject({ verified: false });
  });

  it("PHONE_VERIFIED holds only once the phone is verified", async () => {
    const verified = await insertUser(db, { phoneNumber: "+919812345670", phoneVerifiedAt: now });
    expect(await check("PHONE_VERIFIED", verified)).toEqual({ verified: true });
    const unverified = await insertUser(db, { phoneNumber: "+919812345671" });
    expect(await check("PHONE_VERIFIED", unverified)).toMatchObject({
      verified: false,
      errorCode: "PHONE_NOT_VERIFIED",
    });
  });

  it("EMAIL_VERIFIED holds only once the e-mail is verified", async () => {
    const verified = await insertUser(db, { email: "verified@example.com", emailVerifiedAt: now });
    expect(await check("EMAIL_VERIFIED", verified)).toEqual({ verified: true });
    const unverified = await insertUser(db, { email: "unverified@example.com" });
    expect(await check("EMAIL_VERIFIED", unverified)).toMatchObject({
      verified: false,
      errorCode: "EMAIL_NOT_VERIFIED",
    });
  });

  it("WALLET_LINKED holds with a linked EVM or Solana wallet, not with the custodial address", async () => {
    const evm = await insertUser(db);
    await link(evm, "evm");
    expect(await check("WALLET_LINKED", evm)).toEqual({ verified: true });
    const solana = await insertUser(db);
    await link(solana, "solana");
    expect(await check("WALLET_LINKED", solana)).toEqual({ verified: true });
    const custodialOnly = await insertUser(db, {
      evmWalletAddress: "0x52908400098527886E0F7030069857D2E4169EE7",
    });
    await link(custodialOnly, "google");
    expect(await check("WALLET_LINKED", custodialOnly)).toMatchObject({
      verified: false,
      errorCode: "WALLET_NOT_LINKED",
    });
  });

  it("CLAN_MEMBER holds while the gamer is in a clan, as Chief or Member, and not once they left", async () => {
    const chief = await insertUser(db);
    const member = await insertUser(db);
    const [clan] = await db
      .insert(clansTable)
      .values({ name: `Clan ${Date.now()}`, city: "Pune", countryCode: "IN", chiefId: chief })
      .returning({ id: clansTable.id });
    if (clan === undefined) throw new Error("the clan was not created");
    await db.insert(clanMembershipsTable).values([
      { clanId: clan.id, userId: chief, role: "Chief" },
      { clanId: clan.id, userId: member, role: "Member" },
    ]);
    expect(await check("CLAN_MEMBER", chief)).toEqual({ verified: true });
    expect(await check("CLAN_MEMBER", member)).toEqual({ verified: true });

    await db
      .update(clanMembershipsTable)
      .set({ leftAt: new Date(), endReason: "left" })
      .where(eq(clanMembershipsTable.userId, member));
    expect(await check("CLAN_MEMBER", member)).toMatchObject({
      verified: false,
      errorType: "NOT_DONE",
      errorCode: "NOT_IN_CLAN",
      message: "Join or create a clan first",
    });
    expect(await check("CLAN_MEMBER", await insertUser(db))).toMatchObject({ errorCode: "NOT_IN_CLAN" });
  });
});

describe("LINK_WALLET", () => {
  it("checks the chain the task asks for", async () => {
    const evmTask = await insertTask(db, campaign.id, "LINK_WALLET", { chain: "evm" });
    const solanaTask = await insertTask(db, campaign.id, "LINK_WALLET", { chain: "solana" });
    const anyTask = await insertTask(db, campaign.id, "LINK_WALLET", { chain: "any" });
    const user = await insertUser(db);
    expect(await runVerifier(kleos, linkWalletVerifier, contextFor(user, campaign, anyTask))).toMatchObject({
      verified: false,
      errorType: "NOT_DONE",
      errorCode: "WALLET_NOT_LINKED",
    });
    await link(user, "solana");
    expect(await runVerifier(kleos, linkWalletVerifier, contextFor(user, campaign, solanaTask))).toEqual({
      verified: true,
    });
    expect(await runVerifier(kleos, linkWalletVerifier, contextFor(user, campaign, anyTask))).toEqual({
      verified: true,
    });
    expect(await runVerifier(kleos, linkWalletVerifier, contextFor(user, campaign, evmTask))).toMatchObject({
      verified: false,
      errorCode: "WALLET_NOT_LINKED",
    });
  });
});

describe("LINK_GOOGLE and LINK_TELEGRAM", () => {
  it("hold once the identity is linked, and not for another provider", async () => {
    const googleTask = await insertTask(db, campaign.id, "LINK_GOOGLE", {});
    const telegramTask = await insertTask(db, campaign.id, "LINK_TELEGRAM", {});
    const user = await insertUser(db);
    await link(user, "evm");
    expect(
      await runVerifier(kleos, linkGoogleVerifier, contextFor(user, campaign, googleTask)),
    ).toMatchObject({
      verified: false,
      errorCode: "GOOGLE_NOT_LINKED",
    });
    expect(
      await runVerifier(kleos, linkTelegramVerifier, contextFor(user, campaign, telegramTask)),
    ).toMatchObject({
      verified: false,
      errorCode: "TELEGRAM_NOT_LINKED",
    });
    await link(user, "google");
    expect(await runVerifier(kleos, linkGoogleVerifier, contextFor(user, campaign, googleTask))).toEqual({
      verified: true,
    });
    expect(
      await runVerifier(kleos, linkTelegramVerifier, contextFor(user, campaign, telegramTask)),
    ).toMatchObject({
      verified: false,
    });
    await link(user, "telegram");
    expect(await runVerifier(kleos, linkTelegramVerifier, contextFor(user, campaign, telegramTask))).toEqual({
      verified: true,
    });
  });
});
