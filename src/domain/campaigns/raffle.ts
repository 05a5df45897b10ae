/**
 * The raffle of drawn campaigns, commit and reveal: a random seed is chosen when the campaign is published and
 * only its sha256 is shown; after the campaign ends the winners are drawn from the seed and the seed is shown,
 * so anyone can check it matches the hash and recompute the winners with `drawRaffle`. Neither Kleos nor a
 * participant can steer the draw once the hash is out: the seed was fixed before anyone took part.
 */
import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, randomBytes, utf8ToBytes } from "@noble/hashes/utils.js";

const sha256Hex = (text: string): string => bytesToHex(sha256(utf8ToBytes(text)));

/** A fresh secret seed: 32 random bytes (the platform's secure random), hex. */
export const newRaffleSeed = (): string => bytesToHex(randomBytes(32));

/** The commitment published with the campaign: sha256 of the seed, hex. */
export const raffleSeedHash = (seed: string): string => sha256Hex(seed);

/** A participant's ticket: the draw orders participants by it, lowest first. */
export const raffleTicket = (seed: string, userId: string): string => sha256Hex(`${seed}:${userId}`);

const byText = (left: string, right: string): number => (left < right ? -1 : left > right ? 1 : 0);

/**
 * The first `winners` of the completers ordered by `sha256(seed + ":" + userId)` (hex, ascending; equal
 * tickets, which would need a sha256 collision, by user id). The order of `completerUserIds` does not matter
 * and a user listed twice counts once.
 */
export const drawRaffle = (seed: string, completerUserIds: readonly string[], winners: number): string[] => {
  if (!Number.isSafeInteger(winners) || winners < 0)
    throw new RangeError(`A raffle draws a whole number of winners, not ${winners}`);
  return [...new Set(completerUserIds)]
    .map((userId) => ({ userId, ticket: raffleTicket(seed, userId) }))
    .sort((left, right) => byText(left.ticket, right.ticket) || byText(left.userId, right.userId))
    .slice(0, winners)
    .map((entry) => entry.userId);
};
