import { GameNotFound } from "@/domain/games/game-errors";

/**
 * The one catalogue of expected failures. Every tagged error of the domain is listed in `DomainError`;
 * the maps below are typed by its tags, so a new error does not compile until it has an HTTP status
 * (used by the server), a message id (used by the web) and its English text (the spec's words).
 */
export type DomainError = GameNotFound;
export type DomainErrorTag = DomainError["_tag"];

export const ERROR_HTTP_STATUS: { readonly [Tag in DomainErrorTag]: number } = {
  GameNotFound: 404,
};

export const ERROR_MESSAGE_ID: { readonly [Tag in DomainErrorTag]: `errors.${Tag}` } = {
  GameNotFound: "errors.GameNotFound",
};

export const ERROR_ENGLISH_TEXT: { readonly [Tag in DomainErrorTag]: string } = {
  GameNotFound: "Game not found",
};

const domainErrorTags = new Set<string>(Object.keys(ERROR_HTTP_STATUS));

export const isDomainError = (value: unknown): value is DomainError =>
  typeof value === "object" &&
  value !== null &&
  "_tag" in value &&
  typeof value._tag === "string" &&
  domainErrorTags.has(value._tag);

/** The data fields of an error (everything but its tag and the Error machinery), for the problem body. */
export const errorFields = (error: DomainError): Record<string, unknown> => {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (key !== "_tag" && key !== "message" && key !== "stack" && key !== "cause") fields[key] = value;
  }
  return fields;
};
