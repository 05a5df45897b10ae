/**
 * What the e2e journeys share: fresh accounts, codes read from the dev inbox, signing in as the website does,
 * an injected test wallet, and the page checks (axe, sideways overflow). One place, so every journey signs in
 * and checks a page the same way.
 */
import { createRequire } from "node:module";
import type { ProofOfWork, ProofOfWorkChallenge } from "@/domain/auth/proof-of-work";
import { ACCESS_COOKIE, REFRESH_COOKIE, SESSION_HINT_COOKIE } from "@/domain/constants/session-cookies";
import { solveProofOfWork } from "@/web/lib/proof-of-work-solver";
import { expect, type Page } from "@playwright/test";
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from "viem/accounts";

const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

let sequence = 0;

/** A fresh valid Indian mobile number (+91 then ten digits starting 9), so tests never share an account. */
export const freshIndianNumber = (): string => {
  sequence += 1;
  return `+919${String((Date.now() * 7 + process.pid + sequence * 104_729) % 1_000_000_000).padStart(9, "0")}`;
};

/** A fresh valid Brazilian mobile number (+55 11 9 then eight digits): a gamer whose market is Brazil. */
export const freshBrazilianNumber = (): string => {
  sequence += 1;
  return `+55119${String((Date.now() * 7 + process.pid + sequence * 104_729) % 100_000_000).padStart(8, "0")}`;
};

/** The ten national digits of a fresh Indian number, as a person types them into the phone field. */
export const freshNationalNumber = (): string => freshIndianNumber().slice(3);

/** The newest code the dev inbox holds for `recipient` (sent at or after `after`), read over HTTP. */
export const codeFromDevInbox = async (page: Page, recipient: string, after = 0): Promise<string> => {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const inbox = await page.request.get("/api/dev-inbox", { params: { recipient, limit: 1 } });
      const [latest] = ((await inbox.json()) as { items: { text: string; createdAt: string }[] }).items;
      code =
        latest !== undefined && Date.parse(latest.createdAt) >= after
          ? /\b(\d{6})\b/.exec(latest.text)?.[1]
          : undefined;
      return code;
    }, `a code in the dev inbox for ${recipient}`)
    .toBeDefined();
  return code ?? "";
};

/**
 * A gamer's own address, as a proxy in front of Kleos would pass it on (the e2e server trusts 127.0.0.1 as its
 * proxy): the suite signs in dozens of gamers, and from one address they would meet its limit of code tries.
 */
export const freshAddress = (): string =>
  `198.51.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

const forwardedFrom = (address: string | undefined) =>
  address === undefined ? {} : { "x-forwarded-for": address };

/**
 * Asks for a sign-in code as the website does. The suite signs in many gamers from one address: past its
 * pressure point each send pays a proof of work, solved as the site solves it.
 */
export const sendPhoneCode = async (page: Page, phoneNumber: string, from?: string) => {
  const send = (proofOfWork?: ProofOfWork) =>
    page.request.post("/api/authentication/login?source=website&region=IN", {
      headers: { source: "website", ...forwardedFrom(from) },
      data: {
        waId: phoneNumber.replace("+", ""),
        platform: "web",
        ...(proofOfWork === undefined ? {} : { proofOfWork }),
      },
    });
  const started = await send();
  if (started.status() !== 429) return started;
  const problem = (await started.json()) as { code?: string; challenge?: ProofOfWorkChallenge };
  if (problem.code !== "ProofOfWorkRequired" || problem.challenge === undefined) return started;
  const proofOfWork = await solveProofOfWork(problem.challenge);
  return proofOfWork === undefined ? started : send(proofOfWork);
};

/**
 * Signs in as a person does on a fresh machine: a phone code, read from the dev inbox, sent back as the
 * website (`source: website`), through `page.request`, which shares the page's cookie jar: the page is signed
 * in afterwards (it checks the session cookies are set). Answers the phone number used.
 */
export const signInByPhone = async (
  page: Page,
  phoneNumber: string = freshIndianNumber(),
): Promise<string> => {
  const from = freshAddress();
  const website = { source: "website", ...forwardedFrom(from) };
  const started = await sendPhoneCode(page, phoneNumber, from);
  expect(started.status(), await started.text()).toBe(201);
  const { challengeId } = (await started.json()) as { challengeId: string };
  const code = await codeFromDevInbox(page, phoneNumber);
  const verified = await page.request.post("/api/authentication/verify", {
    headers: website,
    data: { challengeId, code },
  });
  expect(verified.status(), await verified.text()).toBe(201);
  expect((await page.context().cookies()).map((cookie) => cookie.name)).toEqual(
    expect.arrayContaining([ACCESS_COOKIE, REFRESH_COOKIE, SESSION_HINT_COOKIE]),
  );
  return phoneNumber;
};

/**
 * An injected EIP-1193 wallet whose key lives in the test process; the page only ever sees signatures.
 * `beforeSigning` holds each signature until it settles, as a person reading the wallet's prompt does.
 */
export const injectTestWallet = async (
  page: Page,
  chainIdHex = "0x1",
  { beforeSigning }: { readonly beforeSigning?: () => Promise<void> } = {},
): Promise<PrivateKeyAccount> => {
  const account = privateKeyToAccount(generatePrivateKey());
  await page.exposeFunction("kleosTestSign", async (raw: `0x${string}`) => {
    await beforeSigning?.();
    return account.signMessage({ message: { raw } });
  });
  await page.addInitScript(
    ({ address, chainId }: { address: string; chainId: string }) => {
      const host = window as unknown as {
        ethereum: unknown;
        kleosTestSign: (raw: string) => Promise<string>;
      };
      host.ethereum = {
        request: async ({ method, params }: { method: string; params?: unknown[] }) => {
          if (method === "eth_requestAccounts" || method === "eth_accounts") return [address];
          if (method === "eth_chainId") return chainId;
          if (method === "personal_sign") return host.kleosTestSign(String(params?.[0]));
          throw Object.assign(new Error(`Unsupported method ${method}`), { code: 4200 });
        },
      };
    },
    { address: account.address, chainId: chainIdHex },
  );
  return account;
};

/** Opens the login modal from the header, as a guest does. */
export const openLogin = async (page: Page) => {
  await page.getByRole("banner").getByRole("button", { name: "Sign in" }).click();
  const dialog = page.getByRole("dialog", { name: "Sign in to Kleos" });
  await expect(dialog).toBeVisible();
  return dialog;
};

/** Serious and critical axe violations on the page as it is now (the test must use `bypassCSP`). */
export const seriousViolations = async (page: Page) => {
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: () => Promise<{ violations: { id: string; impact: string | null; nodes: unknown[] }[] }>;
        };
      }
    ).axe;
    return (await axe.run()).violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      count: violation.nodes.length,
    }));
  });
  return violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
};

/**
 * The tag of the journeys that check how pages look in the browser (widths, languages, directions, axe), not
 * what the server does: CI's second run, on Node 24, leaves them out (`--grep-invert @layout`), as they answer
 * the same on any Node.
 */
export const LAYOUT = { tag: "@layout" } as const;

/** The scrollers of their own that may hold wider content: `data-scroll-x`, or a focusable region (a wide table's). */
export const ownScrollers = "[data-scroll-x], [role=region][tabindex]";

/**
 * Elements sticking out of the viewport sideways, and whether the page itself scrolls sideways. Elements inside
 * a scroller of its own (`scrollers`, a CSS selector; by default {@link ownScrollers}) may stick out.
 *
 * Measured once the page has answered a resize: components that follow the width in script (the header's menu
 * at phone widths) re-render after the media query's change event, a frame and a task after the new size.
 */
export const overflow = (page: Page, scrollers: string = ownScrollers) =>
  page.evaluate(async (scrollers) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    await frame();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await frame();
    const width = document.documentElement.clientWidth;
    const sticking = [...document.querySelectorAll("body *")]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        if (box.width === 0 || style.visibility === "hidden" || style.position === "fixed") return false;
        return box.right > width + 1 || box.left < -1;
      })
      .filter((element) => !element.closest(scrollers))
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 80));
    const scrolls = document.documentElement.scrollWidth > width + 1;
    return scrolls ? ["the page scrolls sideways", ...sticking] : sticking;
  }, scrollers);

/** Lets a dialog's opening transition finish, so a screenshot shows it as a person sees it. */
export const settle = (page: Page) => page.waitForTimeout(500);

/**
 * Buys `kcash` K-Cash through the sandbox checkout, approving or declining, and lands on the confirmation. Opens
 * the buy page unless the gamer is on it already (a link brought them there).
 */
export const buyKcash = async (
  page: Page,
  kcash: string,
  decision: "Approve payment" | "Decline payment" = "Approve payment",
) => {
  if (new URL(page.url()).pathname !== "/buy-kcash") await page.goto("/buy-kcash");
  await expect(page.getByRole("heading", { level: 1, name: "Buy K-Cash" })).toBeVisible();
  await page.getByRole("textbox", { name: "K-Cash to buy" }).fill(kcash);
  await expect(page.getByText(/^You pay ₹/)).toBeVisible();
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page).toHaveURL(/\/buy-kcash\/sandbox\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Sandbox checkout" })).toBeVisible();
  await page.getByRole("button", { name: decision }).click();
  await expect(page).toHaveURL(/\/purchase-confirmation\?paymentId=[0-9a-f-]{36}$/);
};

/** The launch code of Kickstart, the demo K-Drop anyone can finish alone (src/server/db/seed/demo-campaigns.ts). */
export const KICKSTART_CODE = "KICKSTART26";

/** Starts Kickstart as the signed-in gamer and opens its launch code task; the task's dialog. */
export const openKickstartCodeTask = async (page: Page) => {
  await page.goto("/gamer/k-drop/kickstart");
  await page.getByRole("button", { name: "Get started" }).click();
  await page.getByRole("button", { name: /Enter the launch code/ }).click();
  return page.getByRole("dialog", { name: "Enter the launch code" });
};

/** Finishes Kickstart as the signed-in gamer: the launch code, the referral code, and the claim of 500 K-Points. */
export const finishKickstart = async (page: Page) => {
  const codeTask = await openKickstartCodeTask(page);
  await codeTask.getByRole("textbox", { name: "Your code" }).fill(KICKSTART_CODE);
  await codeTask.getByRole("button", { name: "Validate" }).click();
  await expect(codeTask.getByText("Task verified")).toBeVisible();
  await codeTask.getByRole("button", { name: "Close" }).first().click();
  await page.getByRole("button", { name: /Create your referral code/ }).click();
  const referralTask = page.getByRole("dialog", { name: "Create your referral code" });
  await referralTask.getByRole("button", { name: "Create my referral code" }).click();
  await referralTask.getByRole("button", { name: "Validate" }).click();
  await expect(referralTask.getByText("Task verified")).toBeVisible();
  await referralTask.getByRole("button", { name: "Close" }).first().click();
  await page.getByRole("button", { name: "Claim rewards" }).click();
  await expect(page.getByRole("dialog", { name: "Reward claimed" })).toBeVisible();
};
