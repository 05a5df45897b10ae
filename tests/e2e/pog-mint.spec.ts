import { expect, test } from "@playwright/test";
import { overflow, seriousViolations, signInByPhone } from "./support/journeys";

/** A name no other run of this journey holds (5 to 12 letters and digits). */
const freshName = () => `Mnt${Date.now().toString(36).slice(-7)}`;

test.describe("a gamer mints their POG card", () => {
  test.use({ bypassCSP: true });

  test("reserves a name, builds an avatar, mints the card on the local chain and sees it minted", async ({
    page,
  }) => {
    await signInByPhone(page);
    await page.goto("/pog");
    await page.getByRole("link", { name: "Open the mint flow" }).click();
    await expect(page).toHaveURL(/\/pog\/mint$/);
    const tab = (name: string) => page.getByRole("tablist", { name: "Mint flow" }).getByRole("tab", { name });
    await expect(tab("Reserve Kleos name")).toHaveAttribute("aria-selected", "true");
    await tab("Mint POG card").click();
    await expect(page.getByText("Reserve your Kleos name first.")).toBeVisible();
    await page.getByRole("button", { name: "Reserve Kleos name" }).click();
    const name = freshName();
    await page.getByRole("textbox", { name: "Your Kleos name" }).fill(name);
    await page.getByRole("button", { name: "Reserve" }).click();
    await expect(page.getByText(`${name}.kleos`, { exact: true })).toBeVisible();
    expect(await overflow(page)).toEqual([]);
    await page.getByRole("button", { name: "Create avatar" }).click();
    await expect(tab("Create avatar")).toHaveAttribute("aria-selected", "true");

    await tab("Mint POG card").click();
    const mintCard = page.getByRole("region", { name: "Mint your POG card" });
    await expect(mintCard.getByText("Your card can be minted once your avatar is ready.")).toBeVisible();
    await expect(mintCard.getByRole("button", { name: "Mint POG card" })).toHaveCount(0);
    await tab("Create avatar").click();

    const slot = page.getByRole("region", { name: "My avatar" }).getByRole("listitem", { name: "Slot 1" });
    await slot.getByRole("button", { name: "Create avatar" }).click();
    let dialog = page.getByRole("dialog", { name: "Create avatar" });
    await dialog.getByRole("button", { name: "Adventure" }).click();
    await dialog.getByRole("button", { name: "Kai" }).click();
    await dialog.getByRole("button", { name: "Classic" }).click();
    dialog = page.getByRole("dialog", { name: "Generate avatar" });
    await dialog.getByRole("button", { name: "Generate avatar" }).click();
    // The job draws it: a budget, not a check.
    await expect(dialog.getByRole("img", { name: "Avatar of slot 1" })).toBeVisible({ timeout: 90_000 });
    await dialog.getByRole("button", { name: "Done" }).click();

    await tab("Mint POG card").click();
    await mintCard.getByRole("button", { name: "Mint POG card" }).click();
    // The mint job sends the transaction and waits for its receipt on the local chain: a budget.
    await expect(mintCard.getByText("Your POG card is minted")).toBeVisible({ timeout: 90_000 });
    await expect(mintCard.getByText(/^Card #\d+$/)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await overflow(page)).toEqual([]);

    // The card is on chain, in the gamer's custodial wallet, with Kleos's metadata.
    const nfts = await page.request.get("/api/nfts/user-nfts");
    expect(nfts.status()).toBe(200);
    const [nft] = ((await nfts.json()) as { nfts: { tokenId: string; metadataUrl: string }[] }).nfts;
    expect(nft).toBeDefined();
    const metadata = await page.request.get(`/api/pog-nft/tokens/${nft!.tokenId}`);
    expect(((await metadata.json()) as { name: string }).name).toMatch(/^Mnt.+\.kleos$/);

    // A minted gamer lands on the mint tab; `edit_avatar` opens Create avatar instead.
    await page.goto("/pog/mint");
    await expect(tab("Mint POG card")).toHaveAttribute("aria-selected", "true");
    await expect(mintCard.getByText("Your POG card is minted")).toBeVisible();
    await page.goto("/pog/mint?edit_avatar=true");
    await expect(tab("Create avatar")).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("region", { name: "My avatar" })).toBeVisible();
  });
});
