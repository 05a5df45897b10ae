/**
 * The RazorpayX and Asaas payout adapters against loopback fakes speaking the documented formats: the payout
 * chain (contact, fund account, payout) with its idempotency key, the statuses, the webhooks and their
 * signature or token, and refusals.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeAsaasTransfers } from "@/server/providers/payouts/asaas-transfers";
import { PayoutProviderUnavailable, type PayoutRequest } from "@/server/providers/payouts/payout-provider";
import { makeRazorpayXPayouts, razorpayXSignature } from "@/server/providers/payouts/razorpayx-payouts";
import {
  FAKE_ASAAS_TRANSFERS,
  FAKE_RAZORPAYX,
  startFakePayouts,
  type FakePayouts,
} from "@/server/testing/fakes/fake-payouts";

let fake: FakePayouts;
beforeAll(async () => {
  fake = await startFakePayouts();
});
afterAll(() => fake.close());

const razorpayx = () => makeRazorpayXPayouts({ apiBase: fake.razorpayxUrl, ...FAKE_RAZORPAYX });
const asaas = () => makeAsaasTransfers({ apiBase: fake.asaasUrl, ...FAKE_ASAAS_TRANSFERS });

const upiPayout = (payoutId: string): PayoutRequest => ({
  payoutId,
  userId: "5b0f3f4e-8d43-4d7e-9c4c-3a2f1f0e9d11",
  amount: 85_000,
  currency: "INR",
  destination: { method: "upi", upiId: "rahul.sharma@okaxis" },
  beneficiaryName: "Rahul Sharma",
});

describe("RazorpayX payouts", () => {
  it("pays a UPI ID through contact, fund account and payout; the same idempotency key answers the same payout", async () => {
    const before = fake.razorpayx.created();
    const first = await razorpayx().sendPayout(upiPayout("9a1c1f7e-2c4b-4d8e-8f00-000000000001"));
    expect(first).toMatchObject({ outcome: "processing", providerStatus: "processing", failureReason: null });
    const again = await razorpayx().sendPayout(upiPayout("9a1c1f7e-2c4b-4d8e-8f00-000000000001"));
    expect(again.providerPayoutId).toBe(first.providerPayoutId);
    expect(fake.razorpayx.created()).toBe(before + 1);
    const payout = fake.razorpayx.payouts.get(first.providerPayoutId ?? "");
    expect(payout).toMatchObject({
      mode: "UPI",
      amount: 85_000,
      reference_id: "9a1c1f7e-2c4b-4d8e-8f00-000000000001",
    });
  });

  it("pays a bank account by IMPS", async () => {
    const sent = await razorpayx().sendPayout({
      ...upiPayout("9a1c1f7e-2c4b-4d8e-8f00-000000000002"),
      destination: { method: "bank", accountNumber: "026291800001191", ifsc: "YESB0000262" },
    });
    expect(fake.razorpayx.payouts.get(sent.providerPayoutId ?? "")).toMatchObject({ mode: "IMPS" });
  });

  it("reads signed payout webhooks and refuses unsigned or forged ones", async () => {
    const sent = await razorpayx().sendPayout(upiPayout("9a1c1f7e-2c4b-4d8e-8f00-000000000003"));
    const webhook = await fake.razorpayx.decide(sent.providerPayoutId ?? "", "processed");
    if (webhook === undefined) throw new Error("The fake did not decide the payout");
    const body = Buffer.from(webhook.rawBody);
    expect(razorpayx().verifyWebhook(body, webhook.headers)).toMatchObject({
      kind: "payout",
      payoutId: "9a1c1f7e-2c4b-4d8e-8f00-000000000003",
      outcome: "processed",
    });
    expect(razorpayx().verifyWebhook(body, {})).toBeUndefined();
    expect(
      razorpayx().verifyWebhook(body, { "x-razorpay-signature": razorpayXSignature(body, "another secret") }),
    ).toBeUndefined();
    const reversed = await fake.razorpayx.decide(sent.providerPayoutId ?? "", "reversed");
    expect(
      razorpayx().verifyWebhook(Buffer.from(reversed?.rawBody ?? ""), reversed?.headers ?? {}),
    ).toMatchObject({
      outcome: "reversed",
      failureReason: "The beneficiary bank returned the payout",
    });
  });

  it("reads a queued payout (the beneficiary's bank is down) as delayed, which is still processed later", async () => {
    const sent = await razorpayx().sendPayout(upiPayout("9a1c1f7e-2c4b-4d8e-8f00-000000000006"));
    const queued = await fake.razorpayx.decide(sent.providerPayoutId ?? "", "delayed");
    if (queued === undefined) throw new Error("The fake did not delay the payout");
    expect(JSON.parse(queued.rawBody)).toMatchObject({
      event: "payout.queued",
      payload: {
        payout: { entity: { status: "queued", status_details: { reason: "beneficiary_bank_down" } } },
      },
    });
    expect(razorpayx().verifyWebhook(Buffer.from(queued.rawBody), queued.headers)).toMatchObject({
      kind: "payout",
      payoutId: "9a1c1f7e-2c4b-4d8e-8f00-000000000006",
      outcome: "delayed",
      providerStatus: "queued",
      failureReason: null,
    });
    // Held already: it cannot be delayed again, only decided.
    expect(await fake.razorpayx.decide(sent.providerPayoutId ?? "", "delayed")).toBeUndefined();
    const processed = await fake.razorpayx.decide(sent.providerPayoutId ?? "", "processed");
    expect(
      razorpayx().verifyWebhook(Buffer.from(processed?.rawBody ?? ""), processed?.headers ?? {}),
    ).toMatchObject({ outcome: "processed", providerStatus: "processed" });
  });

  it("throws PayoutProviderUnavailable when RazorpayX is down or refuses the key", async () => {
    fake.razorpayx.answers.available = false;
    await expect(
      razorpayx().sendPayout(upiPayout("9a1c1f7e-2c4b-4d8e-8f00-000000000004")),
    ).rejects.toBeInstanceOf(PayoutProviderUnavailable);
    fake.razorpayx.answers.available = true;
    const stranger = makeRazorpayXPayouts({
      apiBase: fake.razorpayxUrl,
      ...FAKE_RAZORPAYX,
      keySecret: "wrong",
    });
    await expect(stranger.sendPayout(upiPayout("9a1c1f7e-2c4b-4d8e-8f00-000000000005"))).rejects.toThrow(
      /answered 401/,
    );
  });
});

describe("Asaas PIX transfers", () => {
  const pixPayout = (payoutId: string, pixKey = "gamer@example.com"): PayoutRequest => ({
    payoutId,
    userId: "5b0f3f4e-8d43-4d7e-9c4c-3a2f1f0e9d11",
    amount: 5_600,
    currency: "BRL",
    destination: { method: "pix", pixKey, pixKeyType: "email" },
    beneficiaryName: "Ana Souza",
  });

  it("transfers to a PIX key in reais, and a repeat within 15 minutes is Asaas's duplicate, not a second transfer", async () => {
    const before = fake.asaas.created();
    const sent = await asaas().sendPayout(pixPayout("9a1c1f7e-2c4b-4d8e-8f00-000000000011"));
    expect(sent).toMatchObject({ outcome: "processing", providerStatus: "PENDING" });
    expect(fake.asaas.transfers.get(sent.providerPayoutId ?? "")).toMatchObject({
      value: 56,
      pixAddressKeyType: "EMAIL",
      externalReference: "9a1c1f7e-2c4b-4d8e-8f00-000000000011",
    });
    expect(await asaas().sendPayout(pixPayout("9a1c1f7e-2c4b-4d8e-8f00-000000000011"))).toMatchObject({
      providerPayoutId: undefined,
      outcome: "processing",
    });
    expect(fake.asaas.created()).toBe(before + 1);
  });

  it("reads transfer webhooks with the right token only", async () => {
    const sent = await asaas().sendPayout(
      pixPayout("9a1c1f7e-2c4b-4d8e-8f00-000000000012", "+5511999990000"),
    );
    const done = await fake.asaas.decide(sent.providerPayoutId ?? "", "processed");
    if (done === undefined) throw new Error("The fake did not decide the transfer");
    expect(asaas().verifyWebhook(Buffer.from(done.rawBody), done.headers)).toMatchObject({
      kind: "payout",
      payoutId: "9a1c1f7e-2c4b-4d8e-8f00-000000000012",
      outcome: "processed",
      providerStatus: "DONE",
    });
    expect(
      asaas().verifyWebhook(Buffer.from(done.rawBody), { "asaas-access-token": "wrong" }),
    ).toBeUndefined();
    const failed = await asaas().sendPayout(pixPayout("9a1c1f7e-2c4b-4d8e-8f00-000000000013", "11144477735"));
    const event = await fake.asaas.decide(failed.providerPayoutId ?? "", "failed");
    expect(asaas().verifyWebhook(Buffer.from(event?.rawBody ?? ""), event?.headers ?? {})).toMatchObject({
      outcome: "failed",
      failureReason: "Chave Pix não encontrada",
    });
  });

  it("reads a blocked transfer as delayed, which may still fail later", async () => {
    const sent = await asaas().sendPayout(
      pixPayout("9a1c1f7e-2c4b-4d8e-8f00-000000000015", "blocked@example.com"),
    );
    const blocked = await fake.asaas.decide(sent.providerPayoutId ?? "", "delayed");
    if (blocked === undefined) throw new Error("The fake did not delay the transfer");
    expect(JSON.parse(blocked.rawBody)).toMatchObject({
      event: "TRANSFER_BLOCKED",
      transfer: { status: "BLOCKED" },
    });
    expect(asaas().verifyWebhook(Buffer.from(blocked.rawBody), blocked.headers)).toMatchObject({
      kind: "payout",
      payoutId: "9a1c1f7e-2c4b-4d8e-8f00-000000000015",
      outcome: "delayed",
      providerStatus: "BLOCKED",
    });
    expect(await fake.asaas.decide(sent.providerPayoutId ?? "", "delayed")).toBeUndefined();
    const failed = await fake.asaas.decide(sent.providerPayoutId ?? "", "failed");
    expect(asaas().verifyWebhook(Buffer.from(failed?.rawBody ?? ""), failed?.headers ?? {})).toMatchObject({
      outcome: "failed",
      providerStatus: "FAILED",
    });
  });

  it("throws PayoutProviderUnavailable when Asaas is down", async () => {
    fake.asaas.answers.available = false;
    await expect(
      asaas().sendPayout(pixPayout("9a1c1f7e-2c4b-4d8e-8f00-000000000014", "x@y.br")),
    ).rejects.toBeInstanceOf(PayoutProviderUnavailable);
    fake.asaas.answers.available = true;
  });
});
