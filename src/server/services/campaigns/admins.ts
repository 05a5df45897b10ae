/**
 * The admin role: an `admin` row in `user_roles`. The first admins come from config: an account whose verified
 * e-mail or phone is in KLEOS_ADMIN_EMAILS / KLEOS_ADMIN_PHONES gets the row the first time it is checked, so
 * the role outlives a later change of the lists only through the table (an admin removes it there).
 */
import { Context, Effect, Layer } from "effect";
import { AdminRoleRequired } from "@/domain/errors/campaign-errors";
import type { Db } from "@/server/db/client";
import { campaignRepository } from "@/server/db/repositories/campaign-repository";
import { DatabaseService } from "@/server/services/database";

export const ADMIN_ROLE = "admin";

export interface AdminOptions {
  /** Lower-case e-mail addresses. */
  readonly adminEmails: readonly string[];
  /** E.164 phone numbers. */
  readonly adminPhones: readonly string[];
}

export const isAdminIn = async (db: Db, options: AdminOptions, userId: string): Promise<boolean> => {
  if (await campaignRepository.hasRole(db, userId, ADMIN_ROLE)) return true;
  if (options.adminEmails.length === 0 && options.adminPhones.length === 0) return false;
  const contacts = await campaignRepository.verifiedContacts(db, userId);
  const listed =
    (contacts?.email != null && options.adminEmails.includes(contacts.email.toLowerCase())) ||
    (contacts?.phoneNumber != null && options.adminPhones.includes(contacts.phoneNumber));
  if (listed) await campaignRepository.grantRole(db, userId, ADMIN_ROLE);
  return listed;
};

export class Admins extends Context.Service<
  Admins,
  {
    isAdmin(userId: string): Effect.Effect<boolean>;
    /** Fails with AdminRoleRequired unless `userId` is an admin. */
    requireAdmin(userId: string): Effect.Effect<void, AdminRoleRequired>;
  }
>()("kleos/server/services/campaigns/Admins") {
  static readonly layer = (options: AdminOptions) =>
    Layer.effect(
      Admins,
      Effect.gen(function* () {
        const { db } = yield* DatabaseService;
        const isAdmin = (userId: string) => Effect.promise(() => isAdminIn(db, options, userId));
        return Admins.of({
          isAdmin,
          requireAdmin: (userId) =>
            Effect.flatMap(isAdmin(userId), (admin) =>
              admin ? Effect.void : Effect.fail(new AdminRoleRequired()),
            ),
        });
      }),
    );
}
