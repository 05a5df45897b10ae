import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { base58 } from "@scure/base";
import { createChallenge, verifySolution, type Payload } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/pbkdf2";
import {
  challenge,
  fakeServer,
  problem,
  profile,
  session,
  signInMethods,
} from "@/web/features/auth/testing/fake-server";
import {
  currentPath,
  loadSignInDialogs,
  renderSignIn,
  setSessionHint,
} from "@/web/features/auth/testing/render-sign-in";

const openModal = async () => {
  fireEvent.click(await screen.findByRole("button", { name: "Sign in" }));
  return screen.findByRole("dialog", { name: "Sign in to Kleos" });
};

const typeCode = async (code: string) => {
  const dialog = await screen.findByRole("dialog", { name: "Enter your code" });
  const first = await within(dialog).findByRole("textbox", { name: "Digit 1 of 6" });
  fireEvent.change(first, { target: { value: code } });
  return dialog;
};

/** A server where the phone code 123456 is right and any other is wrong with `attemptsLeft` tries left. */
const phoneServer = (overrides: Parameters<typeof fakeServer>[0] = {}) =>
  fakeServer({
    "GET /api/authentication/methods": { status: 200, body: signInMethods() },
    // The resend gate counts from the answer, not from when the test began, however slow the machine.
    "POST /api/authentication/login": () => ({ status: 201, body: challenge() }),
    "POST /api/authentication/verify": (request) => {
      const { code } = request.body as { code: string };
      if (code !== "123456") return problem(400, "CodeInvalid", { attemptsLeft: 3 });
      setSessionHint(true);
      return { status: 201, body: session({ isNewUser: true }) };
    },
    "GET /api/users/me/profile": { status: 200, body: profile({ username: null }) },
    ...overrides,
  });

beforeAll(loadSignInDialogs);

beforeEach(() => {
  setSessionHint(false);
  window.localStorage.clear();
  window.sessionStorage.clear();
});

afterEach(() => {
  setSessionHint(false);
  vi.useRealTimers();
  const host = window as { ethereum?: unknown; solana?: unknown };
  delete host.ethereum;
  delete host.solana;
});

describe("the login modal, by phone", () => {
  it("sends the number with its dial code, region and channel, then signs a new user up on /register", async () => {
    const server = phoneServer();
    renderSignIn(server.client, "/games");
    const dialog = await openModal();
    expect(
      within(dialog).getByRole<HTMLSelectElement>("combobox", { name: "Country and dial code" }).value,
    ).toBe("IN");
    await within(dialog).findByRole("radio", { name: "SMS" });
    fireEvent.click(within(dialog).getByRole("radio", { name: "SMS" }));
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Mobile number" }), {
      target: { value: "98765 43210" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send code" }));

    const codeDialog = await screen.findByRole("dialog", { name: "Enter your code" });
    const [sent] = server.to("POST /api/authentication/login");
    expect(sent?.body).toEqual({
      waId: "919876543210",
      countryCode: "IN",
      channel: "sms",
      platform: "web",
      hostname: window.location.hostname,
      locale: "en",
    });
    expect(Object.fromEntries(sent?.query ?? [])).toEqual({ source: "website", region: "IN" });
    expect(within(codeDialog).getByText(/You can ask for a new code in ([12]\d|30) seconds/)).toBeTruthy();
    expect(within(codeDialog).getByRole("link", { name: /Open the dev inbox/ })).toBeTruthy();

    await typeCode("000000");
    expect(await within(codeDialog).findByText("The code is not correct. 3 attempts left.")).toBeTruthy();

    await typeCode("123456");
    await waitFor(() => expect(currentPath()).toBe("/register?returnTo=%2Fgames"));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(window.localStorage.getItem("login_method")).toBe("whatsapp");
    expect(window.localStorage.getItem("userId")).toBe("0b8f7a52-4a43-4f5e-9a32-6f3f2f6b4a10");
    expect(server.to("POST /api/authentication/verify").map((request) => request.body)).toEqual([
      { challengeId: challenge().challengeId, code: "000000" },
      { challengeId: challenge().challengeId, code: "123456" },
    ]);
    expect(await screen.findByRole("button", { name: / account menu$/ })).toBeTruthy();
  });

  it("refuses a number that breaks the country's rule without calling the server", async () => {
    const server = phoneServer();
    renderSignIn(server.client);
    const dialog = await openModal();
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Mobile number" }), {
      target: { value: "12345" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send code" }));
    expect(await within(dialog).findByText("Please enter a valid mobile number")).toBeTruthy();
    expect(server.to("POST /api/authentication/login")).toHaveLength(0);
  });

  it("says when the code has expired and offers a new one", async () => {
    const server = phoneServer({
      "POST /api/authentication/login": {
        status: 201,
        body: challenge({ resendAvailableAt: new Date(Date.now() - 1000).toISOString() }),
      },
      "POST /api/authentication/verify": problem(400, "CodeExpired"),
      "POST /api/authentication/resend": { status: 201, body: challenge() },
    });
    renderSignIn(server.client);
    const dialog = await openModal();
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Mobile number" }), {
      target: { value: "9876543210" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send code" }));
    const codeDialog = await typeCode("111111");
    expect(
      await within(codeDialog).findByText("The code has expired. Please request a new one."),
    ).toBeTruthy();
    fireEvent.click(within(codeDialog).getByRole("button", { name: "Send a new code" }));
    expect(await within(codeDialog).findByText("A new code is on its way.")).toBeTruthy();
    expect(server.to("POST /api/authentication/resend")[0]?.body).toEqual({
      challengeId: challenge().challengeId,
    });
  });

  it("says a code's last wrong try used it up, and offers a new one only when the server would send it", async () => {
    const server = phoneServer({
      // The resend gate is still shut for 20 seconds when the code dies.
      "POST /api/authentication/login": () => ({
        status: 201,
        body: challenge({ resendAvailableAt: new Date(Date.now() + 20_000).toISOString() }),
      }),
      "POST /api/authentication/verify": problem(400, "CodeInvalid", { attemptsLeft: 0 }),
    });
    renderSignIn(server.client);
    const dialog = await openModal();
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Mobile number" }), {
      target: { value: "9876543210" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send code" }));
    const codeDialog = await typeCode("111111");
    expect(
      await within(codeDialog).findByText(
        "The code is not correct, and that was its last try. Please ask for a new one.",
      ),
    ).toBeTruthy();
    // Not "expired", no way to type again, and no button the server would refuse with 429.
    expect(within(codeDialog).queryByText(/expired/)).toBeNull();
    expect(within(codeDialog).getByRole<HTMLButtonElement>("button", { name: "Verify" }).disabled).toBe(true);
    expect(within(codeDialog).queryByRole("button", { name: "Send a new code" })).toBeNull();
    expect(
      within(codeDialog).getByText(/You can ask for a new code in ([1-9]|1\d|20) seconds?/),
    ).toBeTruthy();
    expect(server.to("POST /api/authentication/resend")).toHaveLength(0);
  });

  it("stores the retry time after too many attempts, counts down, and keeps the gate on reopening", async () => {
    const server = phoneServer({
      "POST /api/authentication/login": problem(429, "TooManyLoginAttempts", { retryAfterMs: 120_000 }),
    });
    renderSignIn(server.client);
    const dialog = await openModal();
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Mobile number" }), {
      target: { value: "9876543210" },
    });
    const before = Date.now();
    fireEvent.click(within(dialog).getByRole("button", { name: "Send code" }));
    const blocked = await screen.findByRole("dialog", { name: "Too many attempts" });
    const stored = Number(window.localStorage.getItem("retryLoginAfter"));
    expect(stored).toBeGreaterThanOrEqual(before + 120_000);
    expect(stored).toBeLessThanOrEqual(Date.now() + 120_000);
    expect(within(blocked).getByRole("timer", { name: "Time until you can try again" }).textContent).toMatch(
      /^[12]m \d{1,2}s$/,
    );

    fireEvent.click(within(blocked).getByRole("button", { name: "Close" }));
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("dialog", { name: "Too many attempts" })).toBeTruthy();
  });

  it("checks the device when the server asks for a proof of work, then sends the number again with it", async () => {
    const secrets = { hmacSignatureSecret: "test-challenge-key", hmacKeySignatureSecret: "test-key-key" };
    const proofChallenge = await createChallenge({
      algorithm: "PBKDF2/SHA-256",
      cost: 1,
      counter: 40,
      deriveKey,
      expiresAt: new Date(Date.now() + 600_000),
      ...secrets,
    });
    let answerRetry: () => void = () => undefined;
    const retryAnswered = new Promise<void>((resolve) => {
      answerRetry = resolve;
    });
    const server = phoneServer({
      "POST /api/authentication/login": async (request) => {
        const { proofOfWork } = request.body as { proofOfWork?: Payload };
        if (proofOfWork === undefined)
          return problem(429, "ProofOfWorkRequired", { challenge: proofChallenge });
        await retryAnswered;
        const { verified } = await verifySolution({ ...proofOfWork, deriveKey, ...secrets });
        return verified ? { status: 201, body: challenge() } : problem(429, "ProofOfWorkRequired");
      },
    });
    renderSignIn(server.client);
    const dialog = await openModal();
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Mobile number" }), {
      target: { value: "9876543210" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send code" }));

    expect(await within(dialog).findByRole("button", { name: "Checking your device…" })).toBeTruthy();
    answerRetry();
    await screen.findByRole("dialog", { name: "Enter your code" });
    const [first, retried] = server.to("POST /api/authentication/login");
    expect(first?.body).not.toHaveProperty("proofOfWork");
    const { proofOfWork, ...number } = retried?.body as { proofOfWork: Payload };
    expect(number).toEqual(first?.body);
    expect(proofOfWork.challenge).toEqual(proofChallenge);
    expect(Object.keys(proofOfWork.solution).sort()).toEqual(["counter", "derivedKey"]);
    expect(proofOfWork.solution.counter).toBe(40);
  });

  it("says the device could not be checked when the server refuses the proof again", async () => {
    const proofChallenge = await createChallenge({
      algorithm: "PBKDF2/SHA-256",
      cost: 1,
      counter: 3,
      deriveKey,
      hmacSignatureSecret: "test-challenge-key",
    });
    const server = phoneServer({
      "POST /api/authentication/login": problem(429, "ProofOfWorkRequired", { challenge: proofChallenge }),
    });
    renderSignIn(server.client);
    const dialog = await openModal();
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Mobile number" }), {
      target: { value: "9876543210" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send code" }));
    expect(
      await within(dialog).findByText("We need to check your device first. Please try again."),
    ).toBeTruthy();
    // One proof per try: the modal does not loop on the server's refusals.
    expect(server.to("POST /api/authentication/login")).toHaveLength(2);
    expect(screen.queryByRole("dialog", { name: "Too many attempts" })).toBeNull();
  });

  it("clears a retry time that has passed and opens the login as usual", async () => {
    window.localStorage.setItem("retryLoginAfter", String(Date.now() - 1000));
    const overlay = vi.fn();
    window.addEventListener("kleos:login-overlay", overlay);
    renderSignIn(phoneServer().client);
    await openModal();
    expect(window.localStorage.getItem("retryLoginAfter")).toBeNull();
    expect(overlay).toHaveBeenCalledTimes(1);
    window.removeEventListener("kleos:login-overlay", overlay);
  });
});

describe("the login modal, by e-mail", () => {
  it("sends a code to the address and signs in with it; a known user stays on the page", async () => {
    const server = fakeServer({
      "GET /api/authentication/methods": { status: 200, body: signInMethods() },
      "POST /api/users/email": {
        status: 201,
        body: challenge({ channel: "email", recipient: "g•••@example.com" }),
      },
      "POST /api/users/verify-email": () => {
        setSessionHint(true);
        return { status: 201, body: session({ isNewUser: false, username: "gamer1", loginMethod: "email" }) };
      },
      "GET /api/users/me/profile": { status: 200, body: profile() },
    });
    renderSignIn(server.client, "/games");
    const dialog = await openModal();
    fireEvent.click(within(dialog).getByRole("tab", { name: "E-mail" }));
    const email = within(dialog).getByRole("textbox", { name: "E-mail address" });
    fireEvent.change(email, { target: { value: "not-an-address" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send code" }));
    expect(await within(dialog).findByText("Please enter a valid e-mail")).toBeTruthy();
    fireEvent.change(email, { target: { value: "gamer@example.com" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send code" }));
    await typeCode("654321");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(server.to("POST /api/users/email")[0]?.body).toEqual({ email: "gamer@example.com", locale: "en" });
    expect(window.localStorage.getItem("login_method")).toBe("email");
    expect(currentPath()).toBe("/games");
    expect(await screen.findByRole("button", { name: "gamer1 account menu" })).toBeTruthy();
  });
});

describe("the login modal's other methods", () => {
  const methodsServer = (methods: Record<string, unknown>, routes: Parameters<typeof fakeServer>[0] = {}) =>
    fakeServer({
      "GET /api/authentication/methods": { status: 200, body: signInMethods(methods) },
      "GET /api/users/me/profile": { status: 200, body: profile({ username: null }) },
      ...routes,
    });

  it("disables Google where the server has no Google client, and says so", async () => {
    renderSignIn(methodsServer({ google: false }).client);
    const dialog = await openModal();
    const google = await within(dialog).findByRole<HTMLButtonElement>("button", { name: "Google" });
    expect(google.disabled).toBe(true);
    expect(within(dialog).getByText("Google sign-in is not available here.")).toBeTruthy();
  });

  it("sends the browser to Google with the page to come back to", async () => {
    const assign = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, assign });
    const server = methodsServer(
      { google: true },
      {
        "POST /api/social-auth": {
          status: 201,
          body: { authorizationUrl: "https://accounts.google.com/o?x=1" },
        },
      },
    );
    renderSignIn(server.client, "/games?genre=RPG&startLoginFlow=true");
    const dialog = await screen.findByRole("dialog", { name: "Sign in to Kleos" });
    const google = await within(dialog).findByRole<HTMLButtonElement>("button", { name: "Google" });
    await waitFor(() => expect(google.disabled).toBe(false));
    fireEvent.click(google);
    await waitFor(() => expect(assign).toHaveBeenCalledWith("https://accounts.google.com/o?x=1"));
    expect(server.to("POST /api/social-auth")[0]?.body).toEqual({
      provider: "google",
      returnTo: "/games?genre=RPG",
    });
    vi.restoreAllMocks();
  });

  it("sends Google no page to come back to when the page's path is not a plain path of the site", async () => {
    const assign = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, assign });
    const server = methodsServer(
      { google: true },
      {
        "POST /api/social-auth": {
          status: 201,
          body: { authorizationUrl: "https://accounts.google.com/o?x=1" },
        },
      },
    );
    // Opened from the header, not by ?startLoginFlow: taking that parameter off navigates, and the router then
    // resolves the dot segments itself, so the page would no longer be at the unsafe path when Google is asked.
    renderSignIn(server.client, "/a/..//evil.example/steal");
    const dialog = await openModal();
    expect(currentPath()).toBe("/a/..//evil.example/steal");
    const google = await within(dialog).findByRole<HTMLButtonElement>("button", { name: "Google" });
    await waitFor(() => expect(google.disabled).toBe(false));
    fireEvent.click(google);
    await waitFor(() => expect(assign).toHaveBeenCalledWith("https://accounts.google.com/o?x=1"));
    expect(server.to("POST /api/social-auth")[0]?.body).toEqual({ provider: "google" });
    vi.restoreAllMocks();
  });

  it("says no wallet was found when none is injected", async () => {
    renderSignIn(methodsServer({}).client);
    const dialog = await openModal();
    fireEvent.click(within(dialog).getByRole("button", { name: "Ethereum wallet" }));
    expect(await within(dialog).findByText(/No Ethereum wallet found/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Solana wallet" }));
    expect(await within(dialog).findByText(/No Solana wallet found/)).toBeTruthy();
  });

  it("signs in with an injected EVM wallet: accounts, chain, nonce, personal_sign, verify", async () => {
    const address = "0x52908400098527886E0F7030069857D2E4169EE7";
    const calls: { method: string; params?: readonly unknown[] }[] = [];
    (window as { ethereum?: unknown }).ethereum = {
      request: async (args: { method: string; params?: readonly unknown[] }) => {
        calls.push(args);
        if (args.method === "eth_requestAccounts") return [address];
        if (args.method === "eth_chainId") return "0x89";
        if (args.method === "personal_sign") return `0x${"ab".repeat(65)}`;
        throw new Error("unexpected");
      },
    };
    const server = methodsServer(
      {},
      {
        "POST /api/authentication/wallet/nonce": {
          status: 201,
          body: { message: "kleos wants you to sign in ✓", nonce: "n1", expiresAt: new Date().toISOString() },
        },
        "POST /api/authentication/wallet": () => {
          setSessionHint(true);
          return { status: 201, body: session({ isNewUser: true, loginMethod: "evm" }) };
        },
      },
    );
    renderSignIn(server.client);
    const dialog = await openModal();
    fireEvent.click(within(dialog).getByRole("button", { name: "Ethereum wallet" }));
    await waitFor(() => expect(currentPath()).toBe("/register"));
    expect(server.to("POST /api/authentication/wallet/nonce")[0]?.body).toEqual({
      chain: "evm",
      address,
      chainId: 137,
    });
    const sign = calls.find((call) => call.method === "personal_sign");
    expect(sign?.params?.[1]).toBe(address);
    const hex = String(sign?.params?.[0]);
    const bytes = Uint8Array.from(hex.slice(2).match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));
    expect(new TextDecoder().decode(bytes)).toBe("kleos wants you to sign in ✓");
    expect(server.to("POST /api/authentication/wallet")[0]?.body).toEqual({
      chain: "evm",
      message: "kleos wants you to sign in ✓",
      signature: `0x${"ab".repeat(65)}`,
    });
    expect(window.localStorage.getItem("login_method")).toBe("evm");
  });

  it("signs in with an injected Solana wallet, sending the signature in base58", async () => {
    const signature = Uint8Array.from({ length: 64 }, (_, index) => index + 1);
    const signed: Uint8Array[] = [];
    (window as { solana?: unknown }).solana = {
      connect: async () => ({
        publicKey: { toString: () => "9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin" },
      }),
      signMessage: async (message: Uint8Array) => {
        signed.push(message);
        return { signature };
      },
    };
    const server = methodsServer(
      {},
      {
        "POST /api/authentication/wallet/nonce": {
          status: 201,
          body: { message: "sign in to kleos", nonce: "n2", expiresAt: new Date().toISOString() },
        },
        "POST /api/authentication/wallet": () => {
          setSessionHint(true);
          return {
            status: 201,
            body: session({ isNewUser: false, username: "gamer1", loginMethod: "solana" }),
          };
        },
      },
    );
    renderSignIn(server.client);
    const dialog = await openModal();
    fireEvent.click(within(dialog).getByRole("button", { name: "Solana wallet" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(new TextDecoder().decode(signed[0])).toBe("sign in to kleos");
    const sent = server.to("POST /api/authentication/wallet")[0]?.body as {
      signature: string;
      chain: string;
    };
    expect(sent.chain).toBe("solana");
    expect(base58.decode(sent.signature)).toEqual(signature);
    expect(server.to("POST /api/authentication/wallet/nonce")[0]?.body).toMatchObject({
      chain: "solana",
      address: "9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin",
    });
  });

  const walletServer = () =>
    methodsServer(
      {},
      {
        "POST /api/authentication/wallet/nonce": {
          status: 201,
          body: { message: "kleos wants you to sign in", nonce: "n3", expiresAt: new Date().toISOString() },
        },
        "POST /api/authentication/wallet": () => {
          setSessionHint(true);
          return { status: 201, body: session({ isNewUser: true, loginMethod: "evm" }) };
        },
      },
    );
  const signModal = () => screen.queryByRole("dialog", { name: "Sign in your wallet" });

  it("shows the transaction-sign modal with the address while the EVM wallet signs, and closes it when it answers", async () => {
    const address = "0x52908400098527886E0F7030069857D2E4169EE7";
    let answer: (signature: string) => void = () => undefined;
    (window as { ethereum?: unknown }).ethereum = {
      request: async (args: { method: string }) => {
        if (args.method === "eth_requestAccounts") return [address];
        if (args.method === "eth_chainId") return "0x1";
        if (args.method === "personal_sign")
          return new Promise<string>((resolve) => {
            answer = resolve;
          });
        throw new Error("unexpected");
      },
    };
    const server = walletServer();
    renderSignIn(server.client);
    const dialog = await openModal();
    fireEvent.click(within(dialog).getByRole("button", { name: "Ethereum wallet" }));
    const modal = await screen.findByRole("dialog", { name: "Sign in your wallet" });
    expect(modal.textContent).toContain(
      "Ethereum wallet asks you to sign a message that signs you in to Kleos with this address.",
    );
    expect(within(modal).getByText(address)).toBeTruthy();
    // The very message the wallet is asked to sign, as the server wrote it.
    expect(within(modal).getByRole("region", { name: "Message to sign" }).textContent).toBe(
      "kleos wants you to sign in",
    );
    expect(modal.textContent).toContain("Signing costs nothing and sends no transaction");
    expect(within(dialog).getByRole("button", { name: "Check your wallet…" })).toHaveProperty(
      "disabled",
      true,
    );
    expect(server.to("POST /api/authentication/wallet")).toHaveLength(0);
    act(() => answer(`0x${"cd".repeat(65)}`));
    await waitFor(() => expect(currentPath()).toBe("/register"));
    expect(signModal()).toBeNull();
    expect(server.to("POST /api/authentication/wallet")[0]?.body).toMatchObject({
      signature: `0x${"cd".repeat(65)}`,
    });
  });

  it("closes the transaction-sign modal when the wallet refuses, says so, and signs in on trying again", async () => {
    const address = "0x52908400098527886E0F7030069857D2E4169EE7";
    let refuse = true;
    (window as { ethereum?: unknown }).ethereum = {
      request: async (args: { method: string }) => {
        if (args.method === "eth_requestAccounts") return [address];
        if (args.method === "eth_chainId") return "0x1";
        if (args.method === "personal_sign") {
          if (!refuse) return `0x${"ab".repeat(65)}`;
          await Promise.resolve();
          throw Object.assign(new Error("User rejected the request."), { code: 4001 });
        }
        throw new Error("unexpected");
      },
    };
    const server = walletServer();
    renderSignIn(server.client);
    const dialog = await openModal();
    expect(within(dialog).queryByRole("button", { name: "Try again" })).toBeNull();
    fireEvent.click(within(dialog).getByRole("button", { name: "Ethereum wallet" }));
    expect(await within(dialog).findByText("The request was cancelled in your wallet.")).toBeTruthy();
    expect(signModal()).toBeNull();
    expect(server.to("POST /api/authentication/wallet")).toHaveLength(0);
    refuse = false;
    fireEvent.click(within(dialog).getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(currentPath()).toBe("/register"));
    expect(server.to("POST /api/authentication/wallet")).toHaveLength(1);
  });

  it("shows the transaction-sign modal with the Solana address while the Solana wallet signs", async () => {
    const address = "9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin";
    let answer: (signed: { signature: Uint8Array }) => void = () => undefined;
    (window as { solana?: unknown }).solana = {
      connect: async () => ({ publicKey: { toString: () => address } }),
      signMessage: () =>
        new Promise<{ signature: Uint8Array }>((resolve) => {
          answer = resolve;
        }),
    };
    const server = walletServer();
    renderSignIn(server.client);
    const dialog = await openModal();
    fireEvent.click(within(dialog).getByRole("button", { name: "Solana wallet" }));
    const modal = await screen.findByRole("dialog", { name: "Sign in your wallet" });
    expect(modal.textContent).toContain(
      "Solana wallet asks you to sign a message that signs you in to Kleos",
    );
    expect(within(modal).getByText(address)).toBeTruthy();
    expect(within(modal).getByRole("region", { name: "Message to sign" }).textContent).toBe(
      "kleos wants you to sign in",
    );
    act(() => answer({ signature: Uint8Array.from({ length: 64 }, () => 7) }));
    await waitFor(() => expect(server.to("POST /api/authentication/wallet")).toHaveLength(1));
    await waitFor(() => expect(signModal()).toBeNull());
  });

  it("shows Telegram's widget only where the server has a bot", async () => {
    const { unmount } = renderSignIn(methodsServer({ telegram: null }).client);
    const dialog = await openModal();
    expect(await within(dialog).findByText("Telegram sign-in is not available here.")).toBeTruthy();
    unmount();

    const server = methodsServer(
      { telegram: { botName: "KleosBot", botId: "7000000001" } },
      {
        "POST /api/authentication/telegram": () => {
          setSessionHint(true);
          return { status: 201, body: session({ isNewUser: false, loginMethod: "telegram" }) };
        },
      },
    );
    renderSignIn(server.client);
    const modal = await openModal();
    const telegramWindow = { close: vi.fn() } as unknown as Window;
    const open = vi.spyOn(window, "open").mockReturnValue(telegramWindow);
    fireEvent.click(await within(modal).findByRole("button", { name: "Telegram" }));
    expect(open.mock.calls[0]?.[0]).toBe(
      `https://oauth.telegram.org/auth?bot_id=7000000001&origin=${encodeURIComponent(window.location.origin)}&request_access=write`,
    );
    // No script of Telegram's is loaded into the page: the site's CSP stays 'self'.
    expect(document.querySelector('script[src*="telegram.org"]')).toBeNull();
    const login = { id: 42, first_name: "Ravi", auth_date: 1_795_000_000, hash: "a".repeat(64) };
    // A message from elsewhere, or not from Telegram's window, is ignored.
    window.dispatchEvent(
      new MessageEvent("message", {
        origin: "https://evil.example",
        source: telegramWindow as MessageEventSource,
        data: JSON.stringify({ event: "auth_result", result: login }),
      }),
    );
    window.dispatchEvent(
      new MessageEvent("message", {
        origin: "https://oauth.telegram.org",
        source: telegramWindow as MessageEventSource,
        data: JSON.stringify({ event: "auth_result", result: login }),
      }),
    );
    await waitFor(() => expect(server.to("POST /api/authentication/telegram")).toHaveLength(1));
    expect(server.to("POST /api/authentication/telegram")[0]?.body).toEqual(login);
    expect(telegramWindow.close).toHaveBeenCalled();
    open.mockRestore();
  });
});

describe("the login entry", () => {
  it("opens the modal for startLoginFlow, stores the referral and takes both out of the address", async () => {
    renderSignIn(phoneServer().client, "/games?startLoginFlow=true&referral=FRIEND42");
    expect(await screen.findByRole("dialog", { name: "Sign in to Kleos" })).toBeTruthy();
    expect(window.localStorage.getItem("referral")).toBe("FRIEND42");
    await waitFor(() => expect(currentPath()).toBe("/games?referral=FRIEND42"));
  });

  it("sends a signed-in gamer on to the page asked for, or home when it is not a plain path of the site", async () => {
    setSessionHint(true);
    const { unmount } = renderSignIn(phoneServer().client, "/games?genre=RPG&startLoginFlow=true");
    await waitFor(() => expect(currentPath()).toBe("/games?genre=RPG"));
    unmount();
    renderSignIn(phoneServer().client, "/a/..//evil.example/steal?startLoginFlow=true");
    await waitFor(() => expect(currentPath()).toBe("/"));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("says so when Google sign-in failed", async () => {
    renderSignIn(phoneServer().client, "/?login=failed&method=google");
    const dialog = await screen.findByRole("dialog", { name: "Sign in to Kleos" });
    expect(within(dialog).getByText(/Google sign-in did not complete/)).toBeTruthy();
    await waitFor(() => expect(currentPath()).toBe("/"));
  });

  it("finishes Google's new sign-in on /register and remembers the method", async () => {
    setSessionHint(true);
    renderSignIn(phoneServer().client, "/games?login=new&method=google");
    await waitFor(() => expect(currentPath()).toBe("/register?returnTo=%2Fgames"));
    expect(window.localStorage.getItem("login_method")).toBe("google");
    expect(window.localStorage.getItem("userId")).toBe(profile().id);
  });

  it("finishes a WhatsApp sign-in from a code link", async () => {
    window.localStorage.setItem("login_method", "whatsapp");
    window.sessionStorage.setItem(
      "pendingLoginChallenge",
      JSON.stringify({ kind: "phone", challenge: challenge() }),
    );
    const server = phoneServer();
    renderSignIn(server.client, "/?code=123456");
    await waitFor(() => expect(currentPath()).toBe("/register"));
    expect(server.to("POST /api/authentication/verify")[0]?.body).toEqual({
      challengeId: challenge().challengeId,
      code: "123456",
    });
  });

  it("does not open the modal for a signed-in gamer, and reloads for a stored clan intent after sign-in", async () => {
    setSessionHint(true);
    const server = phoneServer({ "GET /api/users/me/profile": { status: 200, body: profile() } });
    const { unmount } = renderSignIn(server.client, "/games?startLoginFlow=true");
    expect(await screen.findByRole("button", { name: "gamer1 account menu" })).toBeTruthy();
    await waitFor(() => expect(currentPath()).toBe("/games"));
    expect(screen.queryByRole("dialog")).toBeNull();
    unmount();

    setSessionHint(false);
    window.localStorage.setItem("clanIntent", "joinClan");
    const reload = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, reload });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderSignIn(phoneServer().client);
    const dialog = await openModal();
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Mobile number" }), {
      target: { value: "9876543210" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send code" }));
    await typeCode("123456");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(reload).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem("clanIntent")).toBeNull();
    expect(window.sessionStorage.getItem("clanIntentAfterLogin")).toBe("joinClan");
    expect(currentPath()).toBe("/");
    vi.restoreAllMocks();
  });
});
