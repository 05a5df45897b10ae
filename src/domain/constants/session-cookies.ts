/**
 * The cookies the site's session lives in (spec §9), named once for the server that sets them and the site that
 * reads the hint.
 *
 * - The access token: `__Host-` (the browser accepts it only when Secure, on `Path=/` and without a Domain, so
 *   neither a sibling subdomain nor a plain-http page can plant or overwrite it).
 * - The refresh token: `__Secure-`, sent only to the sign-in paths (`/api/authentication/…`: refresh and
 *   logout), never with the site's other calls.
 * - The hint: readable by the site's script; it holds no secret (`1`), only says that a session exists, so
 *   a guest's page makes no profile call. Kept without a prefix: forging it changes nothing but one call.
 */
export const ACCESS_COOKIE = "__Host-accessToken";
export const REFRESH_COOKIE = "__Secure-refreshToken";
export const REFRESH_COOKIE_PATH = "/api/authentication";
export const SESSION_HINT_COOKIE = "kleosSession";
