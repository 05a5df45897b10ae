/**
 * The POG pieces My POG, the mint flow and the admin page read and set, as the site calls them: the gamer's
 * preferred Kleos role and platform (together, and one at a time; and being refused a role or platform Kleos
 * does not have, and a guest's read), the gamer's cards as the chain has them (none for a fresh gamer, the minted
 * card in the custodial wallet; a guest is told to sign in), the POG avatar's status (and a guest's), and the slot prices an admin reads and sets (a gamer
 * without the admin role is refused; a price of zero too) — each through the feature's own request functions
 * against Pact's mock server.
 */
import { MatchersV3 } from "@pact-foundation/pact";
import { afterEach, describe, expect, it, vi } from "vitest";
import { adminRequests } from "@/web/features/admin/api/admin-api";
import { pogRequests } from "@/web/features/pog/api/pog-api";
import { avatarRequests } from "@/web/features/pog/api/pog-avatar-api";
import { preferenceRequests, type Preferences } from "@/web/features/pog/api/pog-preferences-api";
import { ApiError, createApiClient } from "@/web/lib/api-client";
import { STATES } from "../kleos-contract";
import {
  PROBLEM_CONTENT_TYPE,
  SITE_HEADERS,
  SITE_JSON_HEADERS,
  createKleosWebPact,
  evmAddress,
  problemShape,
} from "./kleos-web-pact";

const { integer, regex } = MatchersV3;

const pact = createKleosWebPact();
const client = (baseUrl: string) => createApiClient({ baseUrl });

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

const statusOf = async (promise: Promise<unknown>) => {
  const failure = await failureOf(promise);
  expect(failure).toBeInstanceOf(ApiError);
  return failure instanceof ApiError ? { status: failure.status, code: failure.problem?.code } : undefined;
};

/**
 * A guest as the browser shows one: no session hint cookie, so the client hands a 401 back as it is instead of
 * refreshing (outside a browser it assumes a session).
 */
const asGuest = () => vi.stubGlobal("document", { cookie: "" });
afterEach(() => vi.unstubAllGlobals());

const NOTHING_CHOSEN = { preferredRole: null, preferredPlatform: null };

/** The part of Pact's response builder a problem answer uses (Pact does not export the builder's type). */
interface ProblemResponse {
  headers(headers: { "Content-Type": typeof PROBLEM_CONTENT_TYPE }): { jsonBody(body: unknown): unknown };
}

const problemAnswer = (status: number, code: string, title: string) => (response: ProblemResponse) => {
  response.headers({ "Content-Type": PROBLEM_CONTENT_TYPE }).jsonBody(problemShape(status, code, title));
};

describe("the gamer's POG preferences", () => {
  it("reads both preferences together, none chosen by a fresh gamer", async () => {
    await pact
      .addInteraction()
      .given(STATES.signedInGamer)
      .uponReceiving("a fresh gamer's request for their POG preferences")
      .withRequest("GET", "/api/tps/pog/users/preferences", (request) => request.headers(SITE_HEADERS))
      .willRespondWith(200, (response) => response.jsonBody(NOTHING_CHOSEN))
      .executeTest(async (mockServer) => {
        expect(await preferenceRequests.getPogPreferences(client(mockServer.url))).toEqual(NOTHING_CHOSEN);
      });
  });

  it("tells a guest to sign in before reading the preferences", async () => {
    await pact
      .addInteraction()
      .uponReceiving("a guest's request for POG preferences")
      .withRequest("GET", "/api/tps/pog/users/preferences", (request) => request.headers(SITE_HEADERS))
      .willRespondWith(401, problemAnswer(401, "SignInRequired", "Please sign in to continue"))
      .executeTest(async (mockServer) => {
        asGuest();
        expect(await statusOf(preferenceRequests.getPogPreferences(client(mockServer.url)))).toEqual({
          status: 401,
          code: "SignInRequired",
        });
      });
  });

  it("sets both preferences together", async () => {
    const chosen: Preferences = { preferredRole: "Caster", preferredPlatform: "Mac" };
    await pact
      .addInteraction()
      .given(STATES.signedInGamer)
      .uponReceiving("a gamer setting the POG preferences Caster on Mac")
      .withRequest("PUT", "/api/tps/pog/users/preferences", (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody(chosen),
      )
      .willRespondWith(200, (response) => response.jsonBody(chosen))
      .executeTest(async (mockServer) => {
        expect(await preferenceRequests.updatePogPreferences(client(mockServer.url), chosen)).toEqual(chosen);
      });
  });

  it("is refused a role Kleos does not have", async () => {
    const bad = { preferredRole: "King", preferredPlatform: null };
    await pact
      .addInteraction()
      .given(STATES.signedInGamer)
      .uponReceiving("a gamer setting the POG preferences with the role King, which Kleos does not have")
      .withRequest("PUT", "/api/tps/pog/users/preferences", (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody(bad),
      )
      .willRespondWith(400, problemAnswer(400, "ValidationFailed", "Please enter a value"))
      .executeTest(async (mockServer) => {
        expect(
          await statusOf(
            preferenceRequests.updatePogPreferences(client(mockServer.url), bad as unknown as Preferences),
          ),
        ).toEqual({ status: 400, code: "ValidationFailed" });
      });
  });

  it("reads the preferred role", async () => {
    await pact
      .addInteraction()
      .given(STATES.signedInGamer)
      .uponReceiving("a fresh gamer's request for their preferred role")
      .withRequest("GET", "/api/v1/user/preferred-role", (request) => request.headers(SITE_HEADERS))
      .willRespondWith(200, (response) => response.jsonBody(NOTHING_CHOSEN))
      .executeTest(async (mockServer) => {
        expect(await preferenceRequests.getPreferredRole(client(mockServer.url))).toEqual(NOTHING_CHOSEN);
      });
  });

  it("chooses the preferred role", async () => {
    await pact
      .addInteraction()
      .given(STATES.signedInGamer)
      .uponReceiving("a gamer choosing the preferred role BugHunter")
      .withRequest("POST", "/api/v1/user/preferred-role", (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody({ preferredRole: "BugHunter" }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ preferredRole: "BugHunter", preferredPlatform: null }),
      )
      .executeTest(async (mockServer) => {
        expect(await preferenceRequests.updatePreferredRole(client(mockServer.url), "BugHunter")).toEqual({
          preferredRole: "BugHunter",
          preferredPlatform: null,
        });
      });
  });

  it("is refused a preferred role Kleos does not have", async () => {
    await pact
      .addInteraction()
      .given(STATES.signedInGamer)
      .uponReceiving("a gamer choosing the preferred role Wizard, which Kleos does not have")
      .withRequest("POST", "/api/v1/user/preferred-role", (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody({ preferredRole: "Wizard" }),
      )
      .willRespondWith(400, problemAnswer(400, "ValidationFailed", "Please enter a value"))
      .executeTest(async (mockServer) => {
        expect(
          await statusOf(
            preferenceRequests.updatePreferredRole(client(mockServer.url), "Wizard" as unknown as "Newbie"),
          ),
        ).toEqual({ status: 400, code: "ValidationFailed" });
      });
  });

  it("reads the preferred platform", async () => {
    await pact
      .addInteraction()
      .given(STATES.signedInGamer)
      .uponReceiving("a fresh gamer's request for their preferred platform")
      .withRequest("GET", "/api/v1/user/preferred-platform", (request) => request.headers(SITE_HEADERS))
      .willRespondWith(200, (response) => response.jsonBody(NOTHING_CHOSEN))
      .executeTest(async (mockServer) => {
        expect(await preferenceRequests.getPreferredPlatform(client(mockServer.url))).toEqual(NOTHING_CHOSEN);
      });
  });

  it("chooses the preferred platform", async () => {
    await pact
      .addInteraction()
      .given(STATES.signedInGamer)
      .uponReceiving("a gamer choosing the preferred platform Android")
      .withRequest("POST", "/api/v1/user/preferred-platform", (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody({ preferredPlatform: "Android" }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ preferredRole: null, preferredPlatform: "Android" }),
      )
      .executeTest(async (mockServer) => {
        expect(await preferenceRequests.updatePreferredPlatform(client(mockServer.url), "Android")).toEqual({
          preferredRole: null,
          preferredPlatform: "Android",
        });
      });
  });

  it("is refused a preferred platform Kleos does not know", async () => {
    await pact
      .addInteraction()
      .given(STATES.signedInGamer)
      .uponReceiving("a gamer choosing the preferred platform Dreamcast, which Kleos does not know")
      .withRequest("POST", "/api/v1/user/preferred-platform", (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody({ preferredPlatform: "Dreamcast" }),
      )
      .willRespondWith(400, problemAnswer(400, "ValidationFailed", "Please enter a value"))
      .executeTest(async (mockServer) => {
        expect(
          await statusOf(
            preferenceRequests.updatePreferredPlatform(
              client(mockServer.url),
              "Dreamcast" as unknown as "PC",
            ),
          ),
        ).toEqual({ status: 400, code: "ValidationFailed" });
      });
  });
});

describe("the gamer's POG cards on chain and avatar status", () => {
  it("lists no card on chain for a fresh gamer", async () => {
    await pact
      .addInteraction()
      .given(STATES.signedInGamer)
      .uponReceiving("a fresh gamer's request for their POG cards on chain")
      .withRequest("GET", "/api/nfts/user-nfts", (request) => request.headers(SITE_HEADERS))
      .willRespondWith(200, (response) => response.jsonBody({ nfts: [] }))
      .executeTest(async (mockServer) => {
        expect(await pogRequests.listUserNfts(client(mockServer.url))).toEqual({ nfts: [] });
      });
  });

  it("lists the minted card, in the gamer's custodial wallet, with its name and token page", async () => {
    await pact
      .addInteraction()
      .given(STATES.pogCardMinted)
      .uponReceiving("a request for the POG cards on chain of the gamer who minted Racer99's card")
      .withRequest("GET", "/api/nfts/user-nfts", (request) => request.headers(SITE_HEADERS))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          nfts: [
            {
              tokenId: regex("^[1-9][0-9]*$", "1"),
              chainId: integer(31337),
              contractAddress: evmAddress("0x5FbDB2315678afecb367f032d93F642f64180aa3"),
              owner: evmAddress("0x000000000000000000000000000000000000bEEF"),
              name: "Racer99.kleos",
              image: regex(
                "^(https?://[^/]+)?/api/users/user-names/Racer99/pog-card/front$",
                "http://localhost/api/users/user-names/Racer99/pog-card/front",
              ),
              metadataUrl: regex(
                "^(https?://[^/]+)?/api/pog-nft/tokens/[1-9][0-9]*$",
                "http://localhost/api/pog-nft/tokens/1",
              ),
            },
          ],
        }),
      )
      .executeTest(async (mockServer) => {
        const { nfts } = await pogRequests.listUserNfts(client(mockServer.url));
        expect(nfts).toHaveLength(1);
        expect(nfts[0]).toMatchObject({ tokenId: "1", name: "Racer99.kleos" });
        expect(nfts[0]?.metadataUrl).toMatch(/\/api\/pog-nft\/tokens\/1$/);
      });
  });

  it("tells a guest to sign in before listing cards on chain", async () => {
    await pact
      .addInteraction()
      .uponReceiving("a guest's request for POG cards on chain")
      .withRequest("GET", "/api/nfts/user-nfts", (request) => request.headers(SITE_HEADERS))
      .willRespondWith(401, problemAnswer(401, "SignInRequired", "Please sign in to continue"))
      .executeTest(async (mockServer) => {
        asGuest();
        expect(await statusOf(pogRequests.listUserNfts(client(mockServer.url)))).toEqual({
          status: 401,
          code: "SignInRequired",
        });
      });
  });

  it("reads the ready POG avatar, nothing being generated", async () => {
    await pact
      .addInteraction()
      .given(STATES.avatarReady)
      .uponReceiving("a request for the POG avatar status of a gamer with a ready avatar in slot 1")
      .withRequest("GET", "/api/tps/pog/status", (request) => request.headers(SITE_HEADERS))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          activeSlot: 1,
          avatar: {
            url: MatchersV3.regex(
              "^/api/users/pictures/[0-9a-f]{32}\\.jpg$",
              "/api/users/pictures/0123456789abcdef0123456789abcdef.jpg",
            ),
            source: "composed",
            aiGenerated: false,
            attribution: MatchersV3.string("Adventurer by Lisa Wischofsky, CC BY 4.0 (DiceBear)"),
            createdAt: MatchersV3.regex(
              "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?Z$",
              "2026-03-05T14:07:00.000Z",
            ),
          },
          generating: [],
        }),
      )
      .executeTest(async (mockServer) => {
        const status = await avatarRequests.getStatus(client(mockServer.url));
        expect(status.activeSlot).toBe(1);
        expect(status.generating).toEqual([]);
        expect(status.avatar?.source).toBe("composed");
      });
  });

  it("tells a guest to sign in before reading the avatar status", async () => {
    await pact
      .addInteraction()
      .uponReceiving("a guest's request for the POG avatar status")
      .withRequest("GET", "/api/tps/pog/status", (request) => request.headers(SITE_HEADERS))
      .willRespondWith(401, problemAnswer(401, "SignInRequired", "Please sign in to continue"))
      .executeTest(async (mockServer) => {
        asGuest();
        expect(await statusOf(avatarRequests.getStatus(client(mockServer.url)))).toEqual({
          status: 401,
          code: "SignInRequired",
        });
      });
  });
});

describe("the admin's POG settings", () => {
  const DEFAULT_PRICES = {
    slotPrices: [
      { currency: "KCASH", amount: 50_000, decimals: 2 },
      { currency: "RKLEOS", amount: 10_000_000_000, decimals: 8 },
    ],
  } as const;

  it("reads the slot prices", async () => {
    await pact
      .addInteraction()
      .given(STATES.adminSignedIn)
      .uponReceiving("an admin's request for the POG settings")
      .withRequest("GET", "/api/admin/tps/pog/admin", (request) => request.headers(SITE_HEADERS))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          slotPrices: [
            { currency: "KCASH", amount: integer(50_000), decimals: 2 },
            { currency: "RKLEOS", amount: integer(10_000_000_000), decimals: 8 },
          ],
        }),
      )
      .executeTest(async (mockServer) => {
        const settings = await adminRequests.getPogAdminSettings(client(mockServer.url));
        expect(settings.slotPrices.map((price) => price.currency)).toEqual(["KCASH", "RKLEOS"]);
      });
  });

  it("refuses the POG settings to a gamer without the admin role", async () => {
    await pact
      .addInteraction()
      .given(STATES.signedInGamer)
      .uponReceiving("a gamer without the admin role asking for the POG settings")
      .withRequest("GET", "/api/admin/tps/pog/admin", (request) => request.headers(SITE_HEADERS))
      .willRespondWith(403, problemAnswer(403, "AdminRoleRequired", "Admin role required"))
      .executeTest(async (mockServer) => {
        expect(await statusOf(adminRequests.getPogAdminSettings(client(mockServer.url)))).toEqual({
          status: 403,
          code: "AdminRoleRequired",
        });
      });
  });

  it("sets the slot prices", async () => {
    await pact
      .addInteraction()
      .given(STATES.adminSignedIn)
      .uponReceiving("an admin setting the slot prices to 500 K-Cash and 100 rKLEOS")
      .withRequest("PUT", "/api/admin/tps/pog/admin", (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody(DEFAULT_PRICES),
      )
      .willRespondWith(200, (response) => response.jsonBody(DEFAULT_PRICES))
      .executeTest(async (mockServer) => {
        expect(
          await adminRequests.updatePogAdminSettings(client(mockServer.url), {
            slotPrices: [...DEFAULT_PRICES.slotPrices],
          }),
        ).toEqual(DEFAULT_PRICES);
      });
  });

  it("is refused a slot price of zero", async () => {
    const zero = { slotPrices: [{ currency: "KCASH", amount: 0, decimals: 2 }] } as const;
    await pact
      .addInteraction()
      .given(STATES.adminSignedIn)
      .uponReceiving("an admin setting a K-Cash slot price of zero")
      .withRequest("PUT", "/api/admin/tps/pog/admin", (request) =>
        request.headers(SITE_JSON_HEADERS).jsonBody(zero),
      )
      .willRespondWith(400, problemAnswer(400, "ValidationFailed", "Please enter a value"))
      .executeTest(async (mockServer) => {
        expect(
          await statusOf(
            adminRequests.updatePogAdminSettings(client(mockServer.url), {
              slotPrices: [...zero.slotPrices],
            }),
          ),
        ).toEqual({ status: 400, code: "ValidationFailed" });
      });
  });
});
