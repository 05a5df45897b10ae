/**
 * The app's services in one Effect runtime over the open database, with the providers the config chooses
 * (code deliveries, payments, picture storage, Google sign-in). `close` disposes the runtime and the providers.
 */
import { KNOWN_PUSH_HOSTS } from "@/server/services/notifications/notifications";
import { makePartnerGameClient } from "@/server/providers/games/partner-game-client";
import { join } from "node:path";
import type { Layer } from "effect";
import type { Config } from "@/server/config";
import type { Database } from "@/server/db/client";
import { makeEvmChain, type EvmChain } from "@/server/providers/chain/evm-chain";
import { makePogCardContract } from "@/server/providers/chain/pog-card-contract";
import { makeOidcClient } from "@/server/providers/identity/openid-client-oidc";
import { makeCodeDeliveries } from "@/server/providers/messaging/code-deliveries";
import { makePaymentProviders } from "@/server/providers/payments/payment-providers";
import { makeComposedAvatars } from "@/server/providers/images/composed-avatars";
import { humanFaceDetector } from "@/server/providers/images/face-detector";
import { makeOpenAiImages } from "@/server/providers/images/openai-images";
import { makeFolderPictureStore } from "@/server/providers/storage/picture-store";
import { makeJobQueueSlot, type JobQueueSlot } from "@/server/services/system/job-sender";
import { makeS3PictureStore } from "@/server/providers/storage/s3-picture-store";
import { makeAppRuntime, type AppRuntime } from "@/server/services/app-runtime";
import { kycProvidersOf, type KycProviderSet } from "@/server/services/kyc/kyc-providers";
import { payoutProvidersOf, type PayoutProviderSet } from "@/server/services/payouts/payout-providers";
import type { PogCardOptions } from "@/server/services/pog/pog-service";
import { inProcessRankIndex, redisRankIndex } from "@/server/services/leaderboards/rank-index";
import { Redis } from "ioredis";
import { campaignRuntimeOptions } from "@/server/services/campaigns/campaign-runtime";
import { socialProvidersOf } from "@/server/services/social/social-providers";
import { payoutRulesOf } from "@/server/services/payouts/payouts";
import { arenaClientOf, type ArenaClientSet } from "@/server/services/klash/arena-client";
import {
  steamTelegramProvidersOf,
  type SteamTelegramProviderSet,
} from "@/server/services/steam-telegram/steam-telegram-providers";

export interface AppServicesRuntime {
  readonly runtime: AppRuntime;
  readonly codeDeliveries: ReturnType<typeof makeCodeDeliveries>;
  readonly payments: ReturnType<typeof makePaymentProviders>;
  /** Where the jobs plugin puts the job queue, so that services can send jobs. */
  readonly jobQueue: JobQueueSlot;
  /** Steam and Telegram as configured, or the dev simulator's world. */
  readonly steamTelegram: SteamTelegramProviderSet;
  /** The KYC provider as configured, or the dev simulator's Cashfree. */
  readonly kyc: KycProviderSet;
  /** The payout providers as configured, or the dev simulator's RazorpayX and Asaas. */
  readonly payoutProviders: PayoutProviderSet;
  /** The Klash arena's client as configured, or the local simulator's. */
  readonly klashArena: ArenaClientSet;
  /** The server's one Redis client (REDIS_URL), or undefined. */
  readonly redis: Redis | undefined;
  readonly close: () => Promise<void>;
}

/** The configured EVM chain (EVM_RPC_URL, or the local one main.ts started); undefined: none. */
const configuredChain = ({ chain }: Config): EvmChain | undefined =>
  chain.rpcUrl === undefined
    ? undefined
    : makeEvmChain({
        name: chain.name,
        chainId: chain.chainId,
        rpcUrl: chain.rpcUrl,
        timeoutMs: chain.rpcTimeoutMs,
      });

/** The POG card contract on the configured chain, when there is a chain and a minter key. */
const pogCardsOf = (config: Config): PogCardOptions => {
  const { chain } = config;
  return {
    contract:
      chain.rpcUrl === undefined || chain.minterKey === undefined
        ? undefined
        : makePogCardContract({
            rpcUrl: chain.rpcUrl,
            chainId: chain.chainId,
            minterKey: chain.minterKey,
            address: chain.pogCardAddress,
            timeoutMs: chain.rpcTimeoutMs,
          }),
    chainId: chain.chainId,
    publicOrigin: config.publicUrl ?? `http://localhost:${config.port}`,
  };
};

export const openServicesRuntime = (
  config: Config,
  database: Database,
  layer?: Layer.Layer<never>,
): AppServicesRuntime => {
  const codeDeliveries = makeCodeDeliveries(config);
  const { clientId, clientSecret, issuer } = config.google;
  const payments = makePaymentProviders(config);
  const jobQueue = makeJobQueueSlot();
  const steamTelegram = steamTelegramProvidersOf(config);
  const kyc = kycProvidersOf(config);
  const payoutProviders = payoutProvidersOf(config);
  const klashArena = arenaClientOf(config);
  // One Redis client for the whole server (REDIS_URL): revocations, ranks and (build-app.ts) the rate limit.
  const redis =
    config.redisUrl === undefined
      ? undefined
      : new Redis(config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
  const rankIndex = redis === undefined ? inProcessRankIndex() : redisRankIndex(redis, config.redisKeyPrefix);
  const runtime = makeAppRuntime(
    database,
    {
      catalogueCacheMs: config.catalogueCacheMs,
      campaignListCacheMs: config.campaignListCacheMs,
      tokens: { privateKeyPem: config.jwtPrivateKeyPem, accessTtlSeconds: config.accessTokenTtlSeconds },
      redis,
      codeDeliveries,
      walletXpub: config.walletXpub,
      pictures:
        config.s3 === undefined
          ? makeFolderPictureStore(join(config.uploadDir, "pictures"))
          : makeS3PictureStore({ ...config.s3, prefix: "pictures/" }),
      google: {
        makeClient:
          clientId === undefined || clientSecret === undefined
            ? undefined
            : () => makeOidcClient({ issuer, clientId, clientSecret, allowHttp: config.devTools }),
      },
      payments,
      fiatPerUsdt: config.fiatPerUsdt,
      campaigns: campaignRuntimeOptions(config),
      thirdParty: { allowLoopbackHttp: config.devTools },
      clanRules: config.clanRules,
      avatars: {
        images:
          config.openAiImages === undefined ? makeComposedAvatars() : makeOpenAiImages(config.openAiImages),
        faces: humanFaceDetector(),
      },
      jobQueue,
      social: { clients: socialProvidersOf(config), tokenKey: config.social.tokenKey },
      chain: configuredChain(config),
      pogCards: pogCardsOf(config),
      steamTelegram,
      taskRecheckCooldownMs: config.taskRecheckCooldownSeconds * 1000,
      kyc: { provider: kyc.provider, bonus: { currency: "RKLEOS", amount: config.kycBonusRkleos } },
      payouts: {
        providers: payoutProviders,
        fiatPerUsdt: config.fiatPerUsdt,
        ...payoutRulesOf(config.payouts),
      },
      redisKeyPrefix: config.redisKeyPrefix,
      pogExplorerUrl: config.pogExplorerUrl,
      rankIndex,
      offerwall: {
        partnerGames: makePartnerGameClient(),
        // The dev simulator's partner game is this server's own path (seeded as `/api/dev/...`).
        selfOrigin: config.devTools ? `http://127.0.0.1:${config.port}` : undefined,
        ayet: config.ayetStudios,
      },
      klashArena: klashArena.options,
      notifications: {
        vapidKeys:
          config.webPush.publicKey === undefined || config.webPush.privateKey === undefined
            ? undefined
            : { publicKey: config.webPush.publicKey, privateKey: config.webPush.privateKey },
        vapidSubject: config.webPush.subject,
        pushHosts: KNOWN_PUSH_HOSTS,
        allowLoopbackHttp: config.devTools,
        notices: {
          ...(codeDeliveries.emailNotice === undefined ? {} : { email: codeDeliveries.emailNotice }),
          ...(codeDeliveries.whatsappNotice === undefined ? {} : { whatsapp: codeDeliveries.whatsappNotice }),
        },
      },
    },
    layer,
  );
  return {
    runtime,
    codeDeliveries,
    payments,
    jobQueue,
    steamTelegram,
    kyc,
    payoutProviders,
    klashArena,
    redis,
    close: async () => {
      await codeDeliveries.close();
      await runtime.dispose();
      await redis?.quit().catch(() => "closed");
    },
  };
};
