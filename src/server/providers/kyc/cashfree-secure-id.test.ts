import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  cashfreeSignature,
  makeCashfreeSecureId,
  nameMatchOf,
} from "@/server/providers/kyc/cashfree-secure-id";
import { KycProviderUnavailable, type KycProvider } from "@/server/providers/kyc/kyc-provider";
import {
  FAKE_CASHFREE_CLIENT_ID,
  FAKE_CASHFREE_CLIENT_SECRET,
  startFakeCashfree,
  type FakeCashfree,
} from "@/server/testing/fakes/fake-cashfree";

let fake: FakeCashfree;
let cashfree: KycProvider;
const webhooks: Array<{ rawBody: Buffer; headers: Record<string, string> }> = [];

beforeAll(async () => {
  fake = await startFakeCashfree();
  fake.world.onWebhook(async (rawBody, headers) => {
    webhooks.push({ rawBody, headers });
  });
  cashfree = makeCashfreeSecureId({
    apiBase: fake.apiBase,
    clientId: FAKE_CASHFREE_CLIENT_ID,
    clientSecret: FAKE_CASHFREE_CLIENT_SECRET,
  });
});

afterAll(() => fake.close());

describe("Cashfree Secure ID adapter", () => {
  it("checks a PAN and reads the name match", async () => {
    fake.world.answers.pan = "approve";
    expect(
      await cashfree.verifyPan({ verificationId: "v1", pan: "ABCPE1234F", name: "Rahul Sharma" }),
    ).toEqual(expect.objectContaining({ valid: true, registeredName: "RAHUL SHARMA", nameMatch: "match" }));
    fake.world.answers.pan = "review";
    expect(
      (await cashfree.verifyPan({ verificationId: "v2", pan: "ABCPE1234F", name: "R S" })).nameMatch,
    ).toBe("partial");
    fake.world.answers.pan = "reject";
    const refused = await cashfree.verifyPan({
      verificationId: "v3",
      pan: "ABCPE1234F",
      name: "Rahul Sharma",
    });
    expect(refused).toEqual(expect.objectContaining({ valid: false, nameMatch: "noMatch" }));
  });

  it("throws KycProviderUnavailable when Cashfree is down or refuses the credentials", async () => {
    fake.world.answers.pan = "unavailable";
    await expect(
      cashfree.verifyPan({ verificationId: "v4", pan: "ABCPE1234F", name: "Rahul Sharma" }),
    ).rejects.toBeInstanceOf(KycProviderUnavailable);
    fake.world.answers.pan = "approve";
    const stranger = makeCashfreeSecureId({
      apiBase: fake.apiBase,
      clientId: "other",
      clientSecret: "wrong",
    });
    await expect(
      stranger.verifyPan({ verificationId: "v5", pan: "ABCPE1234F", name: "Rahul Sharma" }),
    ).rejects.toThrow(/answered 401/);
  });

  it("checks a bank account", async () => {
    fake.world.answers.bank = "approve";
    expect(
      await cashfree.verifyBank({
        verificationId: "b1",
        accountNumber: "026291800001191",
        ifsc: "YESB0000262",
        name: "Rahul Sharma",
        phone: undefined,
      }),
    ).toEqual(
      expect.objectContaining({ accountStatus: "valid", nameAtBank: "RAHUL SHARMA", nameMatch: "match" }),
    );
    fake.world.answers.bank = "reject";
    expect(
      (
        await cashfree.verifyBank({
          verificationId: "b2",
          accountNumber: "026291800001191",
          ifsc: "YESB0000262",
          name: "Rahul Sharma",
          phone: "9999999999",
        })
      ).accountStatus,
    ).toBe("invalidAccount");
  });

  it("runs a DigiLocker consent to a signed webhook and the last four digits only", async () => {
    const session = await cashfree.startDigilocker({
      verificationId: "d1",
      redirectUrl: "http://127.0.0.1/back",
    });
    expect(session.consentUrl).toMatch(/\/dgl\/d1$/);
    expect(await cashfree.fetchDigilocker("d1")).toEqual({ status: "pending" });
    await fake.world.decideConsent("d1", "give", "Rahul Sharma");
    const facts = await cashfree.fetchDigilocker("d1");
    expect(facts).toEqual({
      status: "authenticated",
      lastFour: expect.stringMatching(/^\d{4}$/),
      name: "Rahul Sharma",
    });

    const delivered = webhooks.at(-1);
    if (delivered === undefined) throw new Error("No webhook was delivered");
    expect(cashfree.verifyWebhook(delivered.rawBody, delivered.headers)).toEqual({
      kind: "digilocker",
      verificationId: "d1",
      eventType: "DIGILOCKER_VERIFICATION_SUCCESS",
    });
    expect(delivered.headers["x-webhook-signature"]).toBe(
      cashfreeSignature(
        delivered.headers["x-webhook-timestamp"] ?? "",
        delivered.rawBody,
        FAKE_CASHFREE_CLIENT_SECRET,
      ),
    );
    // A changed body, another timestamp or another secret's signature does not verify.
    expect(
      cashfree.verifyWebhook(Buffer.concat([delivered.rawBody, Buffer.from(" ")]), delivered.headers),
    ).toBeUndefined();
    expect(
      cashfree.verifyWebhook(delivered.rawBody, { ...delivered.headers, "x-webhook-timestamp": "1" }),
    ).toBeUndefined();
    expect(cashfree.verifyWebhook(delivered.rawBody, {})).toBeUndefined();
  });

  it("reads a denied consent", async () => {
    await cashfree.startDigilocker({ verificationId: "d2", redirectUrl: "http://127.0.0.1/back" });
    await fake.world.decideConsent("d2", "deny", "");
    expect(await cashfree.fetchDigilocker("d2")).toEqual({ status: "denied" });
  });

  it("reads Cashfree's name match results", () => {
    expect(
      ["DIRECT_MATCH", "GOOD_PARTIAL_MATCH", "MODERATE_PARTIAL_MATCH", "NO_MATCH", null].map(nameMatchOf),
    ).toEqual(["match", "match", "partial", "noMatch", "unknown"]);
  });
});
