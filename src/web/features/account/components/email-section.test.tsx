import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { EmailSection } from "@/web/features/account/components/email-section";
import {
  fakeApi,
  json,
  problem,
  profileOf,
  renderAccount,
  setSignedIn,
} from "@/web/features/account/testing/account-test-kit";

afterEach(() => setSignedIn(false));

const challenge = {
  challengeId: "5d0b6f1e-3f7b-4bb0-8d3c-0e5a7e8c1d22",
  channel: "email",
  recipient: "r•••@example.com",
  expiresAt: "2026-11-21T10:10:00.000Z",
  resendAvailableAt: "2026-11-21T10:00:30.000Z",
  codeLength: 6,
};

const session = {
  user: {
    id: profileOf().id,
    username: null,
    firstName: null,
    email: "ravi@example.com",
    phoneNumber: null,
    evmWalletAddress: null,
  },
  isNewUser: false,
  loginMethod: "email",
  accessTokenExpiresAt: "2026-11-21T10:15:00.000Z",
};

const field = () => screen.getByRole("textbox", { name: "E-mail" });

describe("EmailSection", () => {
  it("shows the e-mail rule's message and sends nothing for a bad address", () => {
    const fake = fakeApi({ "GET /api/users/me/profile": profileOf() });
    renderAccount(<EmailSection user={profileOf()} />, { fetch: fake.fetch });
    fireEvent.change(field(), { target: { value: "ravi@example" } });
    fireEvent.click(screen.getByRole("button", { name: "Send code" }));
    expect(screen.getByText("Please enter a valid e-mail")).toBeTruthy();
    expect(fake.called("POST", "/api/users/verify/email")).toEqual([]);
  });

  it("sends a code to the address and verifies it with the six digits", async () => {
    const fake = fakeApi({
      "GET /api/users/me/profile": profileOf(),
      "POST /api/users/verify/email": json(201, challenge),
      "POST /api/users/verify-email": json(201, session),
    });
    renderAccount(<EmailSection user={profileOf()} />, { fetch: fake.fetch });
    fireEvent.change(field(), { target: { value: "ravi@example.com" } });
    fireEvent.click(screen.getByRole("button", { name: "Send code" }));

    const dialog = await screen.findByRole("dialog", { name: "Verify your e-mail" });
    expect(fake.called("POST", "/api/users/verify/email")[0]?.body).toEqual({
      email: "ravi@example.com",
      locale: "en",
    });
    const boxes = within(dialog).getAllByRole("textbox");
    "654321"
      .split("")
      .forEach((digit, index) => fireEvent.change(boxes[index]!, { target: { value: digit } }));

    expect(await screen.findByText("Your e-mail is verified")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(fake.called("POST", "/api/users/verify-email")[0]?.body).toEqual({
      challengeId: challenge.challengeId,
      code: "654321",
    });
  });

  it("says so when another account has the address", async () => {
    const fake = fakeApi({
      "GET /api/users/me/profile": profileOf(),
      "POST /api/users/verify/email": json(201, challenge),
      "POST /api/users/verify-email": problem(409, "EmailAlreadyExists", {
        messageId: "errors.EmailAlreadyExists",
        detail: "Email already exists",
      }),
    });
    renderAccount(<EmailSection user={profileOf()} />, { fetch: fake.fetch });
    fireEvent.change(field(), { target: { value: "ravi@example.com" } });
    fireEvent.click(screen.getByRole("button", { name: "Send code" }));
    const dialog = await screen.findByRole("dialog", { name: "Verify your e-mail" });
    fireEvent.paste(within(dialog).getAllByRole("textbox")[0]!, {
      clipboardData: { getData: () => "111111" },
    });
    expect(await screen.findByText("Email already exists")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("marks a verified address and offers no code for it", () => {
    const user = profileOf({ email: "ravi@example.com", emailVerified: true });
    renderAccount(<EmailSection user={user} />, { fetch: fakeApi({}).fetch });
    expect(screen.getByText("Verified")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Send code" }).hasAttribute("disabled")).toBe(true);
  });
});
