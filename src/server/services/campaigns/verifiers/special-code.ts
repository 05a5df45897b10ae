/**
 * SPECIAL_CODE tasks: the user types a code an admin handed out. Codes are stored as HMAC-SHA256 under a server
 * secret, so a database dump does not reveal them; admins' `addSpecialCodes` and this verifier hash with the
 * same function. A code is normalised first (spaces around it dropped, upper case), so "ab12 " and "AB12" are
 * one code.
 */
import { createHmac, randomBytes } from "node:crypto";
import { Effect } from "effect";
import { AuthRepository } from "@/server/db/repositories/auth-repository";
import { SpecialCodeRepository } from "@/server/db/repositories/special-code-repository";
import type { TaskVerifier, VerificationOutcome } from "@/server/services/campaigns/verifiers/task-verifier";

/** The name of the server secret special codes are hashed with (server_secrets). */
export const SPECIAL_CODE_SECRET = "special-code-hmac-key";

/** A fresh secret to hash special codes with, stored under SPECIAL_CODE_SECRET the first time one is asked for. */
export const newSpecialCodeSecret = (): string => randomBytes(32).toString("hex");

/** The server secret special codes are hashed with, made the first time it is asked for. */
export const loadSpecialCodeSecret: Effect.Effect<string, never, AuthRepository> = AuthRepository.use(
  (auth) => auth.secret(SPECIAL_CODE_SECRET, newSpecialCodeSecret),
);

export const normaliseSpecialCode = (code: string): string => code.trim().toUpperCase();

/** The stored form of a code: hex HMAC-SHA256 of the normalised code under the server secret. */
export const hashSpecialCode = (secret: string, code: string): string =>
  createHmac("sha256", secret).update(normaliseSpecialCode(code)).digest("hex");

const invalid: VerificationOutcome = {
  verified: false,
  errorType: "INVALID_INPUT",
  errorCode: "SPECIAL_CODE_INVALID",
  message: "This code is not valid for this task",
};

export const specialCodeVerifier = (secret: string): TaskVerifier<"SPECIAL_CODE"> => ({
  verify: ({ userId, task, input }) => {
    const code = normaliseSpecialCode(input.code ?? "");
    if (code === "") return Effect.succeed(invalid);
    const hash = hashSpecialCode(secret, code);
    return SpecialCodeRepository.use((codes) =>
      Effect.map(codes.use(task.id, hash, userId), (use): VerificationOutcome => {
        switch (use.kind) {
          case "used":
            return { verified: true };
          case "unknown":
            return invalid;
          case "usedUp":
            return {
              verified: false,
              errorType: "INVALID_INPUT",
              errorCode: "SPECIAL_CODE_USED_UP",
              message: "This code has been used as many times as it may be",
            };
        }
      }),
    );
  },
});
