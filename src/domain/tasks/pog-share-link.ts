/**
 * The SHARE_POG_ON_X task: the gamer posts their POG card page's link on X, and the verifier looks for a post of
 * theirs carrying it (X recent search `url:"<path>"`). Both sides build the link here, so the post the card
 * offers is the post the verifier finds.
 */

/** The gamer's POG card page, as a path: the POG page with their username. */
export const pogLinkPathOf = (username: string): string => `/pog?gamer=${encodeURIComponent(username)}`;

/**
 * X's post intent (developer.x.com "Web Intents": `https://x.com/intent/post?text=…&url=…`) prefilled with the
 * gamer's text and their POG card link on `origin` (the site's own, e.g. https://kleos.gg).
 */
export const pogShareIntentUrlOf = (origin: string, username: string, text: string): string => {
  const intent = new URL("https://x.com/intent/post");
  intent.searchParams.set("text", text);
  intent.searchParams.set("url", new URL(pogLinkPathOf(username), origin).toString());
  return intent.toString();
};
