import { POG_NAME_SUFFIX } from "@/domain/constants/limits";

/*
 * A reserved POG name (spec §1: a reserved name ending in .kleos). Names are unique without regard to case
 * ("Arjun" and "arjun" are one name), but shown as the gamer typed them.
 */

/** The name as shown and minted: `<username>.kleos`. */
export const kleosNameOf = (username: string): string => `${username}${POG_NAME_SUFFIX}`;

/** The key two names are compared by: case does not tell names apart. */
export const pogNameKey = (username: string): string => username.toLowerCase();
