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
    // How the gamer plays: each choice is saved as it is picked.
    const howYouPlay = page.getByRole("region", { name: "How you play" });
    await howYouPlay.getByRole("combobox", { name: "Preferred role" }).selectOption({ label: "Caster" });
    await expect(howYouPlay.getByRole("status")).toHaveText("Saved");
    await howYouPlay.getByRole("combobox", { name: "Preferred platform" }).selectOption({ label: "Android" });
    await expect(howYouPlay.getByRole("combobox", { name: "Preferred platform" })).toHaveValue("Android");
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
    await expect(page.getByText("Your POG avatar is ready (slot 1)")).toBeVisible();

    await tab("Mint POG card").click();
    await mintCard.getByRole("button", { name: "Mint POG card" }).click();
    // The mint job sends the transaction and waits for its receipt on the local chain: a budget.
    await expect(mintCard.getByText("Your POG card is minted")).toBeVisible({ timeout: 90_000 });
    await expect(mintCard.getByText(/^Card #\d+$/)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await overflow(page)).toEqual([]);

    // The card is on chain, in the gamer's custodial wallet.
    const nfts = await page.request.get("/api/nfts/user-nfts");
    expect(nfts.status()).toBe(200);
    const [nft] = ((await nfts.json()) as { nfts: { tokenId: string; metadataUrl: string }[] }).nfts;
    expect(nft).toBeDefined();
    expect(new URL(nft!.metadataUrl).pathname).toBe(`/api/pog-nft/tokens/${nft!.tokenId}`);

    // A minted gamer lands on the mint tab; `edit_avatar` opens Create avatar instead.
    await page.goto("/pog/mint");
    await expect(tab("Mint POG card")).toHaveAttribute("aria-selected", "true");
    await expect(mintCard.getByText("Your POG card is minted")).toBeVisible();
    await page.goto("/pog/mint?edit_avatar=true");
    await expect(tab("Create avatar")).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("region", { name: "My avatar" })).toBeVisible();

    // My POG: the card as the chain has it, and the preferences chosen in the mint flow, changed here.
    await page.goto("/my-pog");
    const onChain = page.getByRole("region", { name: "Your cards on chain" });
    await expect(onChain.getByText(`Token #${nft!.tokenId}`)).toBeVisible();
    await expect(onChain.getByText(/^0x[0-9a-fA-F]{40}$/)).toBeVisible();
    const tokenPageLink = onChain.getByRole("link", { name: /^Token page of Mnt.+\.kleos/ });
    await expect(tokenPageLink).toHaveAttribute("href", nft!.metadataUrl);
    // The token page opens in a new tab: the card's metadata (the chain's tokenURI), as a wallet or marketplace
    // reads it, with the gamer's name, the card front and the tier.
    const tokenPageAnswer = page
      .context()
      .waitForEvent("response", { predicate: (response) => response.url() === nft!.metadataUrl });
    const [tokenPage] = await Promise.all([page.waitForEvent("popup"), tokenPageLink.click()]);
    const answer = await tokenPageAnswer;
    expect(answer.status()).toBe(200);
    const metadata = (await answer.json()) as {
      name: string;
      image: string;
      attributes: { trait_type: string; value: string }[];
    };
    await tokenPage.close();
    expect(metadata.name).toBe(`${name}.kleos`);
    expect(metadata.attributes[0]).toMatchObject({ trait_type: "Tier" });
    const front = new URL(metadata.image).pathname;
    expect(front).toBe(`/api/users/user-names/${name}/pog-card/front`);
    const picture = await page.request.get(front);
    expect(picture.status()).toBe(200);
    expect(picture.headers()["content-type"]).toBe("image/png");
    const preferences = page.getByRole("region", { name: "POG preferences" });
    await expect(preferences.getByRole("combobox", { name: "Preferred role" })).toHaveValue("Caster");
    await expect(preferences.getByRole("combobox", { name: "Preferred platform" })).toHaveValue("Android");
    await preferences.getByRole("combobox", { name: "Preferred platform" }).selectOption({ label: "Mac" });
    await preferences.getByRole("button", { name: "Save preferences" }).click();
    await expect(preferences.getByRole("status")).toHaveText("Preferences saved");
    expect(await overflow(page)).toEqual([]);
  });
});
