/**
 * Steam sign-in (OpenID 2.0, the only sign-in Steam offers): the browser is sent to the OP with `checkid_setup`,
 * comes back to `return_to` with a positive assertion (`openid.mode=id_res`), and the assertion is checked by
 * asking the OP directly (`check_authentication`, a POST of the same fields, answered in key-value form with
 * `is_valid:true`). Steam's claimed id is `https://steamcommunity.com/openid/id/<SteamID64>`.
 */

export const OPENID_NS = "http://specs.openid.net/auth/2.0";
const IDENTIFIER_SELECT = "http://specs.openid.net/auth/2.0/identifier_select";
const CLAIMED_ID = /^https:\/\/steamcommunity\.com\/openid\/id\/(7656\d{13})$/;
const DEFAULT_TIMEOUT_MS = 10_000;

export type SteamAssertion =
  | { readonly kind: "valid"; readonly steamId: string }
  /** The assertion is not one Kleos may accept (cancelled, forged, replayed, for another return URL). */
  | { readonly kind: "rejected"; readonly reason: string }
  /** The OP could not be asked (down, timed out, answered something else): try again later. */
  | { readonly kind: "unavailable"; readonly reason: string };

export interface SteamOpenId {
  /** Where to send the browser: the OP's `checkid_setup` for `returnTo` (with its state), in `realm`. */
  authorizationUrl(input: { readonly returnTo: string; readonly realm: string }): string;
  /** Checks the fields the browser came back with, for the `returnTo` Kleos sent it with. */
  checkAssertion(input: {
    readonly params: URLSearchParams;
    readonly expectedReturnTo: string;
  }): Promise<SteamAssertion>;
}

export interface SteamOpenIdOptions {
  /** The OP endpoint (`https://steamcommunity.com/openid/login`), or the simulator's. */
  readonly endpoint: string;
  readonly fetch?: typeof fetch;
  readonly timeoutMs?: number;
}

/** OpenID key-value form (`key:value` lines), as `check_authentication` answers. */
export const parseKeyValueForm = (text: string): ReadonlyMap<string, string> =>
  new Map(
    text
      .split("\n")
      .map((line) => line.replace(/\r$/, ""))
      .filter((line) => line.includes(":"))
      .map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 1)] as const),
  );

export const steamIdOfClaimedId = (claimedId: string | null): string | undefined =>
  claimedId === null ? undefined : CLAIMED_ID.exec(claimedId)?.[1];

export const makeSteamOpenId = (options: SteamOpenIdOptions): SteamOpenId => {
  const call = options.fetch ?? fetch;
  return {
    authorizationUrl: ({ returnTo, realm }) => {
      const url = new URL(options.endpoint);
      url.search = new URLSearchParams({
        "openid.ns": OPENID_NS,
        "openid.mode": "checkid_setup",
        "openid.return_to": returnTo,
        "openid.realm": realm,
        "openid.identity": IDENTIFIER_SELECT,
        "openid.claimed_id": IDENTIFIER_SELECT,
      }).toString();
      return url.toString();
    },

    checkAssertion: async ({ params, expectedReturnTo }) => {
      if (params.get("openid.mode") !== "id_res")
        return { kind: "rejected", reason: `mode ${params.get("openid.mode") ?? "missing"}` };
      if (params.get("openid.ns") !== OPENID_NS) return { kind: "rejected", reason: "namespace" };
      // OpenID 2.0 §11.1: the assertion must be for the URL Kleos asked to come back to, from the OP it asked.
      if (params.get("openid.return_to") !== expectedReturnTo)
        return { kind: "rejected", reason: "return_to" };
      if (params.get("openid.op_endpoint") !== options.endpoint)
        return { kind: "rejected", reason: "op_endpoint" };
      const steamId = steamIdOfClaimedId(params.get("openid.claimed_id"));
      if (steamId === undefined || params.get("openid.identity") !== params.get("openid.claimed_id"))
        return { kind: "rejected", reason: "claimed_id" };
      const signed = (params.get("openid.signed") ?? "").split(",");
      if (!["claimed_id", "identity", "return_to", "response_nonce"].every((field) => signed.includes(field)))
        return { kind: "rejected", reason: "signed fields" };

      const check = new URLSearchParams();
      for (const [key, value] of params) if (key.startsWith("openid.")) check.set(key, value);
      check.set("openid.mode", "check_authentication");
      let response: Response;
      let text: string;
      try {
        response = await call(options.endpoint, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: check.toString(),
          signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
        });
        text = await response.text();
      } catch (error) {
        return { kind: "unavailable", reason: `check_authentication failed: ${String(error)}` };
      }
      if (!response.ok)
        return { kind: "unavailable", reason: `check_authentication answered ${response.status}` };
      const answer = parseKeyValueForm(text);
      if (answer.get("ns") !== OPENID_NS)
        return { kind: "unavailable", reason: "check_authentication answered no OpenID 2.0 form" };
      return answer.get("is_valid") === "true"
        ? { kind: "valid", steamId }
        : { kind: "rejected", reason: "is_valid:false" };
    },
  };
};
