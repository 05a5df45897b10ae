/**
 * The consumer side of the contract: one Pact per test file, all writing the same pact file (Pact merges
 * interactions by description and provider state), and the shapes of the answers the web client reads.
 * Matchers say "a value of this kind", so the contract fixes the fields the site uses, not the demo data.
 */
import "../pact-env";
import { MatchersV3, PactV4 } from "@pact-foundation/pact";
import {
  GAME_GENRES,
  GAME_LOGIN_METHODS,
  GAME_NETWORKS,
  GAME_PLATFORMS,
  SEARCH_GEOGRAPHIES,
} from "@/domain/games/game-catalogue";
import { CONSUMER, PACT_DIR, PROVIDER } from "../kleos-contract";

const { eachLike, integer, boolean, regex, string } = MatchersV3;

/** The mock server's verdict on one test, as Pact reads it after the test's requests were answered. */
interface MockServerVerdict {
  mockServerMatchedSuccessfully(port: number): boolean;
  mockServerMismatches(port: number): ReadonlyArray<{ readonly type: string }>;
}

/** How long a verdict waits for requests the client was answered to be recorded; only a failing test waits it out. */
const RECORDING_WAIT_MS = 10_000;
const pause = new Int32Array(new SharedArrayBuffer(4));

/**
 * Pact's mock server (pact-core 19.2, FFI 0.5.4) answers a request before it records the match: it posts the
 * result to an event loop on another thread. On a loaded machine Pact could read the verdict first and fail a
 * test with "expected but not received" for a request the client was answered
 * (pact-foundation/pact-core-mock-server#13). So each verdict is read only once the server has recorded every
 * expected request or a mismatch; a request that really never came still fails, after RECORDING_WAIT_MS. The
 * wait blocks this thread, which the mock server does not use, because Pact reads the verdict synchronously.
 */
const readVerdictOnceRecorded = (verdict: MockServerVerdict): void => {
  const { mockServerMatchedSuccessfully: matched, mockServerMismatches: mismatches } = verdict;
  const recorded = new Set<number>();
  const awaitRecording = (port: number) => {
    if (recorded.has(port)) return;
    recorded.add(port);
    const deadline = Date.now() + RECORDING_WAIT_MS;
    const settled = () =>
      matched(port) || mismatches(port).some((mismatch) => mismatch.type !== "missing-request");
    while (!settled() && Date.now() < deadline) Atomics.wait(pause, 0, 0, 5);
  };
  verdict.mockServerMatchedSuccessfully = (port) => {
    awaitRecording(port);
    return matched(port);
  };
  verdict.mockServerMismatches = (port) => {
    awaitRecording(port);
    return mismatches(port);
  };
};

class KleosWebPact extends PactV4 {
  // Pact makes a new consumer pact (and so a new verdict reader) for every interaction it runs.
  override setup(): void {
    super.setup();
    readVerdictOnceRecorded(Reflect.get(this, "pact") as MockServerVerdict);
  }
}

export const createKleosWebPact = (): PactV4 =>
  new KleosWebPact({ consumer: CONSUMER, provider: PROVIDER, dir: PACT_DIR, logLevel: "warn" });

/** Every request of the site says where it comes from (spec §6); spelled out, not taken from the client. */
export const SITE_HEADERS = { source: "website" } as const;
export const SITE_JSON_HEADERS = { ...SITE_HEADERS, "Content-Type": "application/json" } as const;

const escapeRegex = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const oneOf = (values: readonly string[]): string => `^(${values.map(escapeRegex).join("|")})$`;

/** A value of a closed vocabulary: the site maps each to a label, so a new or renamed value is a break. */
const valueOf = (values: readonly string[], example: string) => regex(oneOf(values), example);

const ISO_INSTANT = "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,6})?(Z|[+-]\\d{2}:\\d{2})$";
const ISO_DATE = "^\\d{4}-\\d{2}-\\d{2}$";
const SLUG = "^[a-z0-9]+(?:-[a-z0-9]+)*$";
const UUID = "^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$";

export const instant = (example: string) => regex(ISO_INSTANT, example);
export const slug = (example: string) => regex(SLUG, example);
/** An id the provider makes (the example is only what the consumer test sees). */
export const uuid = (example: string) => regex(UUID, example);
/** An EVM address, in any case (an address the provider makes: a contract's, a custodial wallet's). */
export const evmAddress = (example: string) => regex("^0x[0-9a-fA-F]{40}$", example);
export const genre = (example: string) => valueOf(GAME_GENRES, example);
export const platform = (example: string) => valueOf(GAME_PLATFORMS, example);
export const network = (example: string) => valueOf(GAME_NETWORKS, example);
export const geography = (example: string) => valueOf(SEARCH_GEOGRAPHIES, example);
const loginMethod = (example: string) => valueOf(GAME_LOGIN_METHODS, example);

const cardImages = (gameSlug: string) => ({
  cover: string(`/media/games/${gameSlug}-cover.svg`),
  icon: string(`/media/games/${gameSlug}-icon.svg`),
});

/** A game as a card shows it (GameSummary). */
export const gameSummaryShape = {
  id: integer(3),
  slug: slug("dark-throne"),
  name: string("Dark Throne"),
  tagline: string("Claim the throne in a dark-fantasy action RPG"),
  developer: string("Throne Forge Games"),
  genres: eachLike(genre("RPG")),
  platforms: eachLike(platform("Android")),
  networks: eachLike(network("BNB Chain")),
  images: cardImages("dark-throne"),
  featured: boolean(true),
};

/** A game as its page shows it (Game): the card's fields and the details. */
export const gameShape = {
  ...gameSummaryShape,
  images: { ...cardImages("dark-throne"), banner: string("/media/games/dark-throne-banner.svg") },
  description: string("Fight through cursed dungeons with friends, forge gear from boss drops."),
  loginMethods: eachLike(loginMethod("IN_GAME_USER_ID")),
  websiteUrl: string("https://darkthrone.gg"),
  releasedOn: regex(ISO_DATE, "2023-06-09"),
};

export const gamePageShape = (pageLimit: number, pageOffset = 0) => ({
  items: eachLike(gameSummaryShape),
  page: { pageOffset: integer(pageOffset), pageLimit: integer(pageLimit), total: integer(26) },
});

/** An RFC 9457 problem; the site picks the message of its `code` and falls back on `title`. */
export const problemShape = (status: number, code: string, title: string) => ({
  type: string(`https://kleos.gg/problems/${code.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase()}`),
  title: string(title),
  status,
  code,
});

export const PROBLEM_CONTENT_TYPE = regex("^application/problem\\+json(;.*)?$", "application/problem+json");

/**
 * A text answer (a CSV file) the verifier compares byte for byte. Pact's own `body()` stores bytes as a binary file
 * and then checks only the type it detects in them (text/plain for any text), so the text goes in as a body of
 * its content type, as Pact's FFI takes one.
 */
export const textBody = <Response extends object>(
  response: Response,
  contentType: string,
  text: string,
): Response => {
  const interaction = Reflect.get(response, "interaction") as {
    withResponseBody(body: string, contentType: string): void;
  };
  interaction.withResponseBody(text, contentType);
  return response;
};
