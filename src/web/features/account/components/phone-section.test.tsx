import { act, fireEvent, screen, within } from "@testing-library/react";
import { createChallenge, verifySolution, type Payload } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/pbkdf2";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PROFILE_VERIFICATION_MODAL_MS } from "@/domain/constants/timings";
import { PhoneSection } from "@/web/features/account/components/phone-section";
import {
  fakeApi,
  json,
  problem,
  profileOf,
  renderAccount,
  setSignedIn,
  type RecordedRequest,
} from "@/web/features/account/testing/account-test-kit";

afterEach(() => {
  vi.useRealTimers();
  setSignedIn(false);
});

const challenge = {
  challengeId: "0b7d4a52-7c1e-4a8e-9f57-5f1f1c7a9e11",
  channel: "whatsapp",
  recipient: "+91 ••••• ••210",
  expiresAt: "2026-11-21T10:10:00.000Z",
  resendAvailableAt: "2026-11-21T10:00:30.000Z",
  codeLength: 6,
};

const session = {
  user: {
    id: profileOf().id,
    username: null,
    firstName: null,
    email: null,
    phoneNumber: "+919876543210",
    evmWalletAddress: null,
  },
  isNewUser: false,
  loginMethod: "phone",
  accessTokenExpiresAt: "2026-11-21T10:15:00.000Z",
};

const api = (verify: Response) =>
  fakeApi({
    "GET /api/users/me/profile": profileOf(),
    "POST /api/authentication/register": json(201, challenge),
    "POST /api/authentication/verify": verify,
  });

const numberField = () => screen.getByRole("textbox", { name: "Mobile number" });

const sendCodeFor = async (number: string) => {
  fireEvent.change(numberField(), { target: { value: number } });
  fireEvent.click(screen.getByRole("button", { name: "Send code" }));
  return screen.findByRole("dialog", { name: "Verify your mobile number" });
};

const enterCode = (dialog: HTMLElement, code: string) =>
  fireEvent.paste(within(dialog).getAllByRole("textbox")[0]!, { clipboardData: { getData: () => code } });

describe("PhoneSection", () => {
  it("refuses a number that breaks its country's rule without sending anything", () => {
    const fake = api(json(201, session));
    renderAccount(<PhoneSection user={profileOf()} reloadPage={() => undefined} />, { fetch: fake.fetch });
    fireEvent.change(numberField(), { target: { value: "12345" } });
    fireEvent.click(screen.getByRole("button", { name: "Send code" }));
    expect(screen.getByText("Please enter a valid mobile number")).toBeTruthy();
    expect(fake.called("POST", "/api/authentication/register")).toEqual([]);
  });

  it("sends a code, checks it, shows the verified modal for 4 s, then reloads the page", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const reloadPage = vi.fn();
    const fake = api(json(201, session));
    renderAccount(<PhoneSection user={profileOf()} reloadPage={reloadPage} />, { fetch: fake.fetch });

    const dialog = await sendCodeFor("9876543210");
    expect(within(dialog).getByText("Enter the 6-digit code we sent to +91 ••••• ••210.")).toBeTruthy();
    expect(fake.called("POST", "/api/authentication/register")[0]?.body).toEqual({
      phoneNumber: "+919876543210",
      countryCode: "IN",
      channel: "whatsapp",
      locale: "en",
    });

    enterCode(dialog, "123456");
    const verified = await screen.findByRole("dialog", { name: "Mobile number verified" });
    expect(fake.called("POST", "/api/authentication/verify")[0]?.body).toEqual({
      challengeId: challenge.challengeId,
      code: "123456",
    });
    expect(screen.queryByRole("dialog", { name: "Verify your mobile number" })).toBeNull();
    expect(verified.textContent).toContain("+919876543210 is now verified");

    act(() => vi.advanceTimersByTime(PROFILE_VERIFICATION_MODAL_MS - 1_000));
    expect(screen.getByRole("dialog", { name: "Mobile number verified" })).toBeTruthy();
    expect(reloadPage).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.queryByRole("dialog", { name: "Mobile number verified" })).toBeNull();
    expect(reloadPage).toHaveBeenCalledOnce();
  });

  it("pays the proof of work the server asks for and sends the code request again with it", async () => {
    const secrets = { hmacSignatureSecret: "test-challenge-key", hmacKeySignatureSecret: "test-key-key" };
    const proofChallenge = await createChallenge({
      algorithm: "PBKDF2/SHA-256",
      cost: 1,
      counter: 12,
      deriveKey,
      ...secrets,
    });
    const fake = fakeApi({
      "GET /api/users/me/profile": profileOf(),
      "POST /api/authentication/register": async (request: RecordedRequest) => {
        const { proofOfWork } = request.body as { proofOfWork?: Payload };
        if (proofOfWork === undefined)
          return problem(429, "ProofOfWorkRequired", { challenge: proofChallenge });
        const { verified } = await verifySolution({ ...proofOfWork, deriveKey, ...secrets });
        return verified ? json(201, challenge) : problem(429, "ProofOfWorkRequired");
      },
    });
    renderAccount(<PhoneSection user={profileOf()} reloadPage={() => undefined} />, { fetch: fake.fetch });

    expect(await sendCodeFor("9876543210")).toBeTruthy();
    const [first, retried] = fake.called("POST", "/api/authentication/register");
    const { proofOfWork, ...number } = retried?.body as { proofOfWork: Payload };
    expect(number).toEqual(first?.body);
    expect(proofOfWork).toEqual({
      challenge: proofChallenge,
      solution: { counter: 12, derivedKey: expect.any(String) },
    });
  });

  it("says 'Phone number already exists' when another account verified the number", async () => {
    const reloadPage = vi.fn();
    const fake = api(
      problem(409, "PhoneNumberAlreadyExists", {
        messageId: "errors.PhoneNumberAlreadyExists",
        detail: "Phone number already exists",
      }),
    );
    renderAccount(<PhoneSection user={profileOf()} reloadPage={reloadPage} />, { fetch: fake.fetch });
    enterCode(await sendCodeFor("9876543210"), "123456");

    expect(await screen.findByText("Phone number already exists")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(numberField().getAttribute("aria-invalid")).toBe("true");
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it("keeps the dialog open with the message of a wrong code", async () => {
    const fake = api(
      problem(400, "CodeInvalid", { messageId: "errors.CodeInvalid", detail: "The code is not correct" }),
    );
    renderAccount(<PhoneSection user={profileOf()} reloadPage={() => undefined} />, { fetch: fake.fetch });
    const dialog = await sendCodeFor("9876543210");
    enterCode(dialog, "000000");
    expect(await within(dialog).findByText("The code is not correct")).toBeTruthy();
    expect(screen.getByRole("dialog", { name: "Verify your mobile number" })).toBe(dialog);
  });

  it("marks a verified number and offers no code for it until it changes", () => {
    const user = profileOf({ phoneNumber: "+5511912345678", phoneVerified: true });
    renderAccount(<PhoneSection user={user} reloadPage={() => undefined} />, {
      fetch: api(json(201, session)).fetch,
    });
    expect(screen.getByText("Verified")).toBeTruthy();
    expect((numberField() as HTMLInputElement).value).toBe("11912345678");
    expect((screen.getByRole("combobox", { name: "Country and dial code" }) as HTMLSelectElement).value).toBe(
      "BR",
    );
    expect(screen.getByRole("button", { name: "Send code" }).hasAttribute("disabled")).toBe(true);
    fireEvent.change(numberField(), { target: { value: "11987654321" } });
    expect(screen.getByRole("button", { name: "Send code" }).hasAttribute("disabled")).toBe(false);
  });
});
