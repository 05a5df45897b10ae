import { fireEvent, screen, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { KycState, KycStepState } from "@/web/features/wallet/api/kyc-api";
import { WalletKycRoute } from "@/web/features/wallet/routes/wallet-kyc-route";
import {
  PROFILE,
  balances,
  fakeWalletApi,
  ok,
  problem,
  renderWallet,
  setSignedIn,
  type Answer,
  type Handler,
} from "@/web/features/wallet/testing/wallet-test-kit";

afterEach(() => setSignedIn(false));

const page = (
  <Routes>
    <Route path="/wallet/kyc" element={<WalletKycRoute />} />
  </Routes>
);

const PAN_CHECK = "0f6f0d6e-1111-4c4c-8d8d-0000000000a1";
const AADHAAR_CHECK = "0f6f0d6e-1111-4c4c-8d8d-0000000000a2";

const step = (overrides: Partial<KycStepState> & Pick<KycStepState, "step">): KycStepState => ({
  verificationId: PAN_CHECK,
  outcome: "verified",
  reason: null,
  detail: null,
  updatedAt: "2026-03-05T14:07:00.000Z",
  ...overrides,
});

const state = (overrides: Partial<KycState> = {}): KycState => ({
  country: null,
  status: "none",
  reason: null,
  withAadhaar: true,
  nextStep: "pan",
  steps: [],
  bonus: { currency: "KCASH", amount: 5_000, claimed: false },
  ...overrides,
});

const PAN_VERIFIED = state({
  country: "IN",
  status: "pending",
  nextStep: "aadhaar",
  steps: [step({ step: "pan", detail: "XXXXX1234F" })],
});

const kycApi = (routes: Record<string, Handler | Answer>) =>
  fakeWalletApi({
    "GET /api/users/me/profile": ok(PROFILE),
    "GET /api/wallets/balance": ok(balances(0)),
    ...routes,
  });

const field = (form: HTMLElement, name: string) => within(form).getByRole("textbox", { name });

describe("WalletKycRoute", () => {
  it("checks the PAN with the domain rules before sending it, then sends it normalised", async () => {
    const fake = kycApi({
      "GET /api/kyc/status": ok(state()),
      "POST /api/kyc/verify-pan": ok(PAN_VERIFIED),
    });
    renderWallet(page, { fetch: fake.fetch, route: "/wallet/kyc" });
    expect(await screen.findByText("Not started")).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: "India (PAN, Aadhaar and bank account)" }));
    const form = screen.getByRole("form", { name: "Next: PAN" });
    fireEvent.change(field(form, "PAN"), { target: { value: "AAACB1234C" } });
    fireEvent.change(field(form, "Full name as on your PAN"), { target: { value: " Asha Verma " } });
    fireEvent.click(within(form).getByRole("button", { name: "Verify PAN" }));
    expect(
      await within(form).findByText("Please enter the PAN of a person, not of a company or trust"),
    ).toBeTruthy();
    expect(field(form, "PAN").getAttribute("aria-invalid")).toBe("true");
    expect(fake.to("POST /api/kyc/verify-pan")).toHaveLength(0);

    fireEvent.change(field(form, "PAN"), { target: { value: "abcpe 1234f" } });
    fireEvent.click(
      within(form).getByRole("checkbox", { name: "Also verify my Aadhaar through DigiLocker" }),
    );
    fireEvent.click(within(form).getByRole("button", { name: "Verify PAN" }));
    expect(await screen.findByRole("heading", { level: 2, name: "Next: Aadhaar (DigiLocker)" })).toBeTruthy();
    expect(fake.to("POST /api/kyc/verify-pan")[0]?.body).toEqual({
      pan: "ABCPE1234F",
      name: "Asha Verma",
      withAadhaar: false,
    });
    expect(screen.getByText("XXXXX1234F")).toBeTruthy();
  });

  it("shows a detail the server refuses under its field, and other problems in words", async () => {
    const bankNext = state({
      country: "IN",
      status: "pending",
      withAadhaar: false,
      nextStep: "bank",
      steps: [step({ step: "pan" })],
    });
    let calls = 0;
    const fake = kycApi({
      "GET /api/kyc/status": ok(bankNext),
      "POST /api/kyc/verify-bank": () => {
        calls += 1;
        return calls === 1
          ? problem(422, "KycDetailsInvalid", { field: "ifsc", messageId: "validation.ifsc.invalid" })
          : problem(409, "KycStepNotOpen", { step: "bank" });
      },
    });
    renderWallet(page, { fetch: fake.fetch, route: "/wallet/kyc" });
    const form = await screen.findByRole("form", { name: "Next: Bank account" });
    fireEvent.change(field(form, "Bank account number"), { target: { value: "1234 5678 9012" } });
    fireEvent.change(field(form, "IFSC code"), { target: { value: "sbin0001234" } });
    fireEvent.click(within(form).getByRole("button", { name: "Verify bank account" }));
    expect(await within(form).findByText("Please enter a valid IFSC code")).toBeTruthy();
    expect(fake.to("POST /api/kyc/verify-bank")[0]?.body).toEqual({
      accountNumber: "123456789012",
      ifsc: "SBIN0001234",
    });
    fireEvent.click(within(form).getByRole("button", { name: "Verify bank account" }));
    expect((await within(form).findByRole("alert")).textContent).toBe("Complete the earlier KYC steps first");
  });

  it("follows a pending DigiLocker consent live and moves on to the bank when it is given", async () => {
    const waiting = state({
      ...PAN_VERIFIED,
      steps: [
        ...PAN_VERIFIED.steps,
        step({ step: "aadhaar", verificationId: AADHAAR_CHECK, outcome: "pending" }),
      ],
    });
    const given = state({
      ...PAN_VERIFIED,
      nextStep: "bank",
      steps: [
        ...PAN_VERIFIED.steps,
        step({ step: "aadhaar", verificationId: AADHAAR_CHECK, detail: "XXXXXXXX4321" }),
      ],
    });
    let release: () => void = () => undefined;
    const consentGiven = new Promise<void>((resolve) => {
      release = resolve;
    });
    const fake = kycApi({
      "GET /api/kyc/status": ok(waiting),
      [`GET /api/kyc/verification-status/${AADHAAR_CHECK}`]: () =>
        new Response(
          new ReadableStream<Uint8Array>({
            async start(controller) {
              await consentGiven;
              const data = { ...step({ step: "aadhaar", verificationId: AADHAAR_CHECK }), state: given };
              controller.enqueue(
                new TextEncoder().encode(`id: 2\nevent: status\ndata: ${JSON.stringify(data)}\n\n`),
              );
              controller.close();
            },
          }),
          { status: 200, headers: { "content-type": "text/event-stream" } },
        ),
    });
    renderWallet(page, { fetch: fake.fetch, route: "/wallet/kyc" });
    expect(await screen.findByText("Live: following your Aadhaar (DigiLocker) check")).toBeTruthy();
    release();
    expect(await screen.findByRole("heading", { level: 2, name: "Next: Bank account" })).toBeTruthy();
    expect(screen.getByText("XXXXXXXX4321")).toBeTruthy();
  });

  it("starts the DigiLocker consent and offers its page in a new tab", async () => {
    const fake = kycApi({
      "GET /api/kyc/status": ok(PAN_VERIFIED),
      "POST /api/kyc/verify-aadhaar": ok({
        verificationId: AADHAAR_CHECK,
        consentUrl: `/dev/simulator/digilocker/${AADHAAR_CHECK}`,
        state: PAN_VERIFIED,
      }),
    });
    renderWallet(page, { fetch: fake.fetch, route: "/wallet/kyc" });
    fireEvent.click(await screen.findByRole("button", { name: "Continue to DigiLocker" }));
    const link = await screen.findByRole("link", { name: "Open DigiLocker (new tab)" });
    expect(link.getAttribute("href")).toBe(`/dev/simulator/digilocker/${AADHAAR_CHECK}`);
    expect(link.getAttribute("target")).toBe("_blank");
    expect(fake.to("POST /api/kyc/verify-aadhaar")[0]?.body).toEqual({ returnPath: "/wallet/kyc" });
  });

  it("shows a rejection's reason and lets the step be sent again", async () => {
    const fake = kycApi({
      "GET /api/kyc/status": ok(
        state({
          country: "BR",
          status: "rejected",
          reason: "pixKeyInvalid",
          nextStep: "pix",
          steps: [step({ step: "cpf" }), step({ step: "pix", outcome: "rejected", reason: "pixKeyInvalid" })],
        }),
      ),
    });
    renderWallet(page, { fetch: fake.fetch, route: "/wallet/kyc" });
    expect(await screen.findByText("Rejected", { selector: "span span" })).toBeTruthy();
    expect(screen.getAllByText(/The PIX key could not be verified\./)).toHaveLength(2);
    expect(screen.getByRole("form", { name: "Next: PIX key" })).toBeTruthy();
  });

  it("claims the KYC bonus once KYC is verified", async () => {
    const verified = state({
      country: "BR",
      status: "verified",
      nextStep: null,
      steps: [step({ step: "cpf" }), step({ step: "pix" })],
    });
    const fake = kycApi({
      "GET /api/kyc/status": ok(verified),
      "POST /api/kyc/claim-bonus": ok({
        transaction: {
          id: "0f6f0d6e-1111-4c4c-8d8d-000000000009",
          type: "reward",
          status: "completed",
          createdAt: "2026-03-05T14:08:00.000Z",
          reference: null,
          amounts: [{ currency: "KCASH", amount: 5_000 }],
        },
        state: { ...verified, bonus: { ...verified.bonus, claimed: true } },
      }),
    });
    renderWallet(page, { fetch: fake.fetch, route: "/wallet/kyc" });
    fireEvent.click(await screen.findByRole("button", { name: "Claim KYC bonus" }));
    expect(await screen.findByText(/^KYC bonus claimed:/)).toBeTruthy();
    expect(fake.to("POST /api/kyc/claim-bonus")).toHaveLength(1);
  });

  it("says when the KYC cannot be loaded, and tries again", async () => {
    let calls = 0;
    const fake = kycApi({
      "GET /api/kyc/status": () => {
        calls += 1;
        return calls <= 3 ? problem(500, "InternalError") : ok(state());
      },
    });
    renderWallet(page, { fetch: fake.fetch, route: "/wallet/kyc" });
    expect(await screen.findByText("Your KYC could not be loaded")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Not started")).toBeTruthy();
  });

  it("opens the KYC FAQ", async () => {
    const fake = kycApi({ "GET /api/kyc/status": ok(state()) });
    renderWallet(page, { fetch: fake.fetch, route: "/wallet/kyc" });
    fireEvent.click(await screen.findByRole("button", { name: "KYC FAQ" }));
    const dialog = await screen.findByRole("dialog", { name: "KYC questions" });
    expect(within(dialog).getByText("What does Kleos keep?")).toBeTruthy();
  });
});
