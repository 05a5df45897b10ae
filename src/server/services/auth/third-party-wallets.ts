/**
 * The wallets a gamer proved they hold (spec §7 Wallet: wallets/third-party, its v2 verify-wallet, disconnect),
 * kept as `user_identities` of providers `evm` and `solana`: the same rows a wallet signs in with and HOLD_TOKEN /
 * HOLD_NFT / LINK_WALLET tasks read. One wallet belongs to one Kleos account (`AccountAlreadyLinked`). Unlinking
 * never takes away an account's last way to sign in.
 */
import { Context, Effect, Layer } from "effect";
import { LastSignInMethod, LinkedWalletNotFound } from "@/domain/errors/auth-errors";
import { AccountAlreadyLinked } from "@/domain/errors/task-errors";
import { Database } from "@/server/db/database";
import { UserRepository } from "@/server/db/repositories/user-repository";
import { traced } from "@/server/effect/traced";
import { type SignedWallet, type WalletChain, walletSubject } from "@/server/services/auth/wallet-sign-in";
import {
  linkedWalletView,
  linkedWalletViews,
  type LinkedWalletView,
} from "@/server/services/users/linked-wallet-views";

export interface ThirdPartyWalletsView {
  readonly wallets: readonly LinkedWalletView[];
}

export interface WalletLinkView extends ThirdPartyWalletsView {
  readonly linked: LinkedWalletView;
  readonly alreadyLinked: boolean;
}

export class ThirdPartyWallets extends Context.Service<
  ThirdPartyWallets,
  {
    listThirdPartyWallets(userId: string): Effect.Effect<ThirdPartyWalletsView>;
    linkThirdPartyWallet(
      userId: string,
      wallet: SignedWallet,
    ): Effect.Effect<WalletLinkView, AccountAlreadyLinked>;
    disconnectThirdPartyWallet(
      userId: string,
      wallet: { readonly chain: WalletChain; readonly address: string },
    ): Effect.Effect<ThirdPartyWalletsView, LinkedWalletNotFound | LastSignInMethod>;
  }
>()("kleos/server/services/auth/ThirdPartyWallets") {
  static readonly layer = Layer.effect(
    ThirdPartyWallets,
    Effect.gen(function* () {
      const { transaction } = yield* Database;
      const users = yield* UserRepository;

      const listThirdPartyWallets = (userId: string) =>
        Effect.map(users.listIdentities(userId), (identities) => ({
          wallets: linkedWalletViews(identities),
        }));

      return ThirdPartyWallets.of(
        traced("ThirdPartyWallets", {
          listThirdPartyWallets,

          linkThirdPartyWallet: (userId: string, wallet: SignedWallet) =>
            Effect.gen(function* () {
              const subject = walletSubject(wallet);
              const before = yield* users.findIdentity(wallet.chain, subject);
              if (before !== undefined && before.userId !== userId)
                return yield* new AccountAlreadyLinked({ provider: wallet.chain });
              // A concurrent link of the same wallet by another account that wins leaves this one AccountAlreadyLinked.
              const row =
                before ??
                (yield* users.insertIdentity({
                  userId,
                  provider: wallet.chain,
                  subject,
                  display: wallet.address,
                }));
              const { wallets } = yield* listThirdPartyWallets(userId);
              return {
                wallets,
                linked: linkedWalletView({ ...row, provider: wallet.chain }),
                alreadyLinked: before !== undefined,
              };
            }),

          disconnectThirdPartyWallet: (
            userId: string,
            wallet: { readonly chain: WalletChain; readonly address: string },
          ) =>
            transaction(
              Effect.gen(function* () {
                const subject = walletSubject(wallet);
                const identities = yield* users.listIdentities(userId);
                const target = identities.find(
                  (identity) => identity.provider === wallet.chain && identity.subject === subject,
                );
                if (target === undefined)
                  return yield* new LinkedWalletNotFound({ chain: wallet.chain, address: wallet.address });
                const user = yield* users.findById(userId);
                const otherWayIn =
                  user?.phoneVerifiedAt != null ||
                  user?.emailVerifiedAt != null ||
                  identities.some((identity) => identity.id !== target.id);
                if (!otherWayIn) return yield* new LastSignInMethod({ provider: wallet.chain });
                yield* users.deleteIdentity(userId, wallet.chain, subject);
                return yield* listThirdPartyWallets(userId);
              }),
            ),
        }),
      );
    }),
  );
}
