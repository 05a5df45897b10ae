import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { OnChainCards } from "@/web/features/pog/components/on-chain-cards";
import { fakeApi, json, problem } from "@/web/testing/fake-api";
import { userProfile } from "@/web/testing/fixtures";
import { renderWithSession, setSignedIn } from "@/web/testing/render-with-session";

afterEach(() => setSignedIn(false));

const OWNER = "0x8ba1f109551bD432803012645Ac136ddd64DBA72";
const NFT = {
  tokenId: "7",
  chainId: 31337,
  contractAddress: "0x5FbDB2315678afecb367f032d93F642f64180aa3",
  owner: OWNER,
  name: "Racer99.kleos",
  image: "https://kleos.test/api/users/user-names/Racer99/pog-card/front",
  metadataUrl: "https://kleos.test/api/pog-nft/tokens/7",
};

const api = (nfts: Parameters<typeof fakeApi>[0][string]) =>
  fakeApi({ "GET /api/users/me/profile": json(200, userProfile()), "GET /api/nfts/user-nfts": nfts });

describe("OnChainCards", () => {
  it("lists each card with its token id, owner address and token page", async () => {
    renderWithSession(<OnChainCards version="MINTED" />, { fetch: api(json(200, { nfts: [NFT] })).fetch });
    const item = (await screen.findByText("Racer99.kleos")).closest("li") as HTMLElement;
    expect(within(item).getByText("Token #7")).toBeTruthy();
    expect(within(item).getByText(OWNER)).toBeTruthy();
    const link = within(item).getByRole("link", { name: /Token page of Racer99\.kleos/ });
    expect(link.getAttribute("href")).toBe(NFT.metadataUrl);
    expect(link.getAttribute("target")).toBe("_blank");
  });

  it("says when there is no card on chain yet", async () => {
    renderWithSession(<OnChainCards version={undefined} />, { fetch: api(json(200, { nfts: [] })).fetch });
    expect(await screen.findByText("No POG card on chain yet. Mint yours to see it here.")).toBeTruthy();
  });

  it("says the chain could not be read, and reads it again on request", async () => {
    let fail = true;
    const fake = api(() => (fail ? problem(502, "DataFetchFailed") : json(200, { nfts: [NFT] })));
    renderWithSession(<OnChainCards version={undefined} />, { fetch: fake.fetch });
    // A 5xx is asked again twice before the list gives up.
    expect((await screen.findByRole("alert")).textContent).toBe("An error occurred while fetching data");
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Token #7")).toBeTruthy();
  });
});
