/**
 * The content console's operations for the suites that hold every operation against the contract: one request
 * each that succeeds, and how to provoke each documented error.
 */
import { randomUUID } from "node:crypto";
import type { InjectOptions } from "fastify";
import { campaignRepository } from "@/server/db/repositories/campaign-repository";
import type { OperationId } from "@/server/http/operations";
import { ADMIN_ROLE } from "@/server/services/campaigns/admins";
import { sessionByEmail, sessionByPhone, type TestSession } from "@/server/testing/sign-in";
import { createTestVoucher } from "@/server/testing/store-requests";
import type { TestApp } from "@/server/testing/test-app";

type Recipe = InjectOptions | ((testApp: TestApp) => Promise<InjectOptions>);

export interface ContentProvocation {
  readonly request: Recipe;
  readonly code: string;
}

type ContentOperationId = Extract<
  OperationId,
  | "saveArticle"
  | "saveVideo"
  | "listContentAudit"
  | "listAdminArticles"
  | "listAdminVideos"
  | "listAdminWebBanners"
  | "saveWebBanner"
  | "deleteWebBanner"
  | "uploadVoucherCodes"
  | "listAdminWebFooters"
  | "saveWebFooters"
  | "listAdminFeaturedVouchers"
  | "saveFeaturedVouchers"
  | "getGameTexts"
  | "saveGameTexts"
>;

const withSession =
  (signIn: (testApp: TestApp) => Promise<TestSession>, request: InjectOptions) =>
  async (testApp: TestApp): Promise<InjectOptions> => {
    const session = await signIn(testApp);
    return { ...request, headers: { ...request.headers, ...session.authorization } };
  };

const signInAdmin = async (testApp: TestApp): Promise<TestSession> => {
  const session = await sessionByEmail(testApp);
  await campaignRepository.grantRole(testApp.database.db, session.userId, ADMIN_ROLE);
  return session;
};

const admin = (request: InjectOptions) => withSession(signInAdmin, request);
const gamer = (request: InjectOptions) => withSession((testApp) => sessionByPhone(testApp), request);

export const articleInput = (overrides: Record<string, unknown> = {}) => ({
  coverImageUrl: "/media/banners/proof-of-gamer.svg",
  publishedAt: "2026-11-01T10:00:00.000Z",
  translations: [
    {
      language: "en",
      title: "Patch notes",
      summary: "What changed",
      bodyMarkdown: "## New\n\n- Faster claims",
    },
    { language: "hi", title: "पैच नोट्स", summary: "क्या बदला", bodyMarkdown: "## नया\n\n- तेज़ क्लेम" },
  ],
  ...overrides,
});

export const videoInput = (overrides: Record<string, unknown> = {}) => ({
  videoUrl: "https://youtu.be/aqz-KE-bpKQ",
  thumbnailUrl: "/media/banners/proof-of-gamer.svg",
  publishedAt: null,
  translations: [{ language: "en", title: "Trailer", description: "The season trailer" }],
  ...overrides,
});

const saveArticle = (slug: string, payload: unknown): InjectOptions => ({
  method: "PUT",
  url: `/api/admin/articles/${slug}`,
  payload: payload as Record<string, unknown>,
});
const saveVideo = (slug: string, payload: unknown): InjectOptions => ({
  method: "PUT",
  url: `/api/admin/videos/${slug}`,
  payload: payload as Record<string, unknown>,
});

export const bannerInput = (overrides: Record<string, unknown> = {}) => ({
  title: "Season of Legends",
  subtitle: "Play, climb and win",
  imageUrl: "/media/banners/proof-of-gamer.svg",
  ctaLabel: "Play now",
  ctaUrl: "/games",
  position: 3,
  startsAt: null,
  endsAt: null,
  ...overrides,
});

const saveBanner = (slug: string, payload: unknown): InjectOptions => ({
  method: "PUT",
  url: `/api/admin/web-banners/${slug}`,
  payload: payload as Record<string, unknown>,
});

/** A banner saved by an admin, then the request to delete it, as that admin. */
const deleteSavedBanner = async (testApp: TestApp): Promise<InjectOptions> => {
  const session = await signInAdmin(testApp);
  const slug = `banner-${randomUUID().slice(0, 8)}`;
  const saved = await testApp.app.inject({
    ...saveBanner(slug, bannerInput()),
    headers: session.authorization,
  });
  if (saved.statusCode !== 200) throw new Error(`The banner was not saved: ${saved.body}`);
  return { method: "DELETE", url: `/api/admin/web-banners/${slug}`, headers: session.authorization };
};

export const footerInput = (overrides: Record<string, unknown> = {}) => ({
  groups: [
    {
      names: [
        { language: "en", text: "Play" },
        { language: "pt-BR", text: "Jogar" },
      ],
      links: [
        {
          url: "/games",
          external: false,
          labels: [
            { language: "en", text: "Games" },
            { language: "pt-BR", text: "Jogos" },
          ],
        },
        { url: "https://discord.gg/kleos", external: true, labels: [{ language: "en", text: "Discord" }] },
      ],
    },
  ],
  ...overrides,
});

const saveFooter = (payload: unknown): InjectOptions => ({
  method: "PUT",
  url: "/api/admin/web-footers",
  payload: payload as Record<string, unknown>,
});

/** The game whose texts the suites read and save (its English texts are sent back as they are). */
export const TEXTS_GAME_SLUG = "desert-drop";

/** The game's texts as stored, with a Hindi tagline added (`overrides` replaces fields of the body). */
const saveGameTexts =
  (
    overrides: (texts: {
      names: unknown[];
      taglines: unknown[];
      descriptions: unknown[];
    }) => Record<string, unknown>,
    slug = TEXTS_GAME_SLUG,
  ) =>
  async (testApp: TestApp): Promise<InjectOptions> => {
    const game = await testApp.app.inject({ method: "GET", url: `/api/game/${TEXTS_GAME_SLUG}` });
    const { name, tagline, description } = game.json<{
      name: string;
      tagline: string;
      description: string;
    }>();
    const texts = {
      names: [{ language: "en", text: name }],
      taglines: [
        { language: "en", text: tagline },
        { language: "hi", text: "रेगिस्तान में उतरो, आखिरी तक टिको" },
      ],
      descriptions: [{ language: "en", text: description }],
    };
    return {
      method: "PUT",
      url: `/api/admin/games/${slug}/texts`,
      payload: { ...texts, ...overrides(texts) },
    };
  };

const adminRecipe =
  (recipe: (testApp: TestApp) => Promise<InjectOptions>) =>
  async (testApp: TestApp): Promise<InjectOptions> =>
    admin(await recipe(testApp))(testApp);

const gamerRecipe =
  (recipe: (testApp: TestApp) => Promise<InjectOptions>) =>
  async (testApp: TestApp): Promise<InjectOptions> =>
    gamer(await recipe(testApp))(testApp);

const uploadCodes =
  (csv: (voucherCode: string) => string, voucherId?: string) =>
  async (testApp: TestApp): Promise<InjectOptions> => {
    const id = voucherId ?? (await createTestVoucher(testApp, { codes: 1 }));
    const tag = randomUUID().slice(0, 8).toUpperCase();
    return admin({
      method: "POST",
      url: `/api/admin/store/vouchers/${id}/codes`,
      payload: { csv: csv(tag) },
    })(testApp);
  };

/** Features a new test voucher (`twice`: sent twice, which is refused), or the voucher ids given. */
const saveFeatured =
  (voucherIds: (voucherId: string) => readonly string[]) =>
  async (testApp: TestApp): Promise<InjectOptions> => {
    const voucherId = await createTestVoucher(testApp, { codes: 1 });
    return admin({
      method: "PUT",
      url: "/api/admin/featured-vouchers",
      payload: { voucherIds: [...voucherIds(voucherId)] },
    })(testApp);
  };

const as = (code: string, request: Recipe): ContentProvocation => ({ request, code });

export const CONTENT_REQUESTS: { readonly [K in ContentOperationId]: Recipe } = {
  saveArticle: admin(saveArticle("patch-notes", articleInput())),
  saveVideo: admin(saveVideo("season-trailer", videoInput())),
  listContentAudit: admin({ method: "GET", url: "/api/admin/content-audit?pageLimit=8" }),
  listAdminArticles: admin({ method: "GET", url: "/api/admin/articles?pageLimit=8" }),
  listAdminVideos: admin({ method: "GET", url: "/api/admin/videos?pageLimit=8" }),
  listAdminWebBanners: admin({ method: "GET", url: "/api/admin/web-banners" }),
  saveWebBanner: admin(saveBanner("season-of-legends", bannerInput())),
  deleteWebBanner: deleteSavedBanner,
  uploadVoucherCodes: uploadCodes((tag) => `code\nGP-${tag}-0001\nGP-${tag}-0002\n`),
  listAdminWebFooters: admin({ method: "GET", url: "/api/admin/web-footers" }),
  saveWebFooters: admin(saveFooter(footerInput())),
  listAdminFeaturedVouchers: admin({ method: "GET", url: "/api/admin/featured-vouchers" }),
  saveFeaturedVouchers: saveFeatured((voucherId) => [voucherId]),
  getGameTexts: admin({ method: "GET", url: `/api/admin/games/${TEXTS_GAME_SLUG}/texts` }),
  saveGameTexts: adminRecipe(saveGameTexts(() => ({}))),
};

export const CONTENT_PROVOCATIONS: {
  readonly [K in ContentOperationId]?: Partial<Record<number, Recipe | ContentProvocation>>;
} = {
  saveArticle: {
    400: admin(saveArticle("patch-notes", articleInput({ coverImageUrl: "javascript:alert(1)" }))),
    403: as("AdminRoleRequired", gamer(saveArticle("patch-notes", articleInput()))),
    422: as(
      "ContentEnglishMissing",
      admin(
        saveArticle(
          "patch-notes",
          articleInput({ translations: [{ language: "hi", title: "पैच", summary: "", bodyMarkdown: "" }] }),
        ),
      ),
    ),
  },
  saveVideo: {
    400: admin(saveVideo("season-trailer", videoInput({ translations: [] }))),
    403: as("AdminRoleRequired", gamer(saveVideo("season-trailer", videoInput()))),
    422: as(
      "VideoHostNotAllowed",
      admin(
        saveVideo("season-trailer", videoInput({ videoUrl: "https://evil.example/watch?v=aqz-KE-bpKQ" })),
      ),
    ),
  },
  listContentAudit: {
    400: admin({ method: "GET", url: "/api/admin/content-audit?pageLimit=0" }),
    403: as("AdminRoleRequired", gamer({ method: "GET", url: "/api/admin/content-audit" })),
  },
  listAdminArticles: {
    400: admin({ method: "GET", url: "/api/admin/articles?pageLimit=0" }),
    403: as("AdminRoleRequired", gamer({ method: "GET", url: "/api/admin/articles" })),
  },
  listAdminVideos: {
    400: admin({ method: "GET", url: "/api/admin/videos?pageOffset=-1" }),
    403: as("AdminRoleRequired", gamer({ method: "GET", url: "/api/admin/videos" })),
  },
  listAdminWebBanners: {
    403: as("AdminRoleRequired", gamer({ method: "GET", url: "/api/admin/web-banners" })),
  },
  saveWebBanner: {
    400: admin(saveBanner("season-of-legends", bannerInput({ ctaUrl: "javascript:alert(1)" }))),
    403: as("AdminRoleRequired", gamer(saveBanner("season-of-legends", bannerInput()))),
    422: as(
      "BannerWindowInvalid",
      admin(
        saveBanner(
          "season-of-legends",
          bannerInput({ startsAt: "2026-12-01T00:00:00.000Z", endsAt: "2026-11-01T00:00:00.000Z" }),
        ),
      ),
    ),
  },
  deleteWebBanner: {
    400: admin({ method: "DELETE", url: "/api/admin/web-banners/Not_A_Slug" }),
    403: as(
      "AdminRoleRequired",
      gamer({ method: "DELETE", url: "/api/admin/web-banners/season-of-legends" }),
    ),
    404: as("BannerNotFound", admin({ method: "DELETE", url: "/api/admin/web-banners/no-such-banner" })),
  },
  listAdminWebFooters: {
    403: as("AdminRoleRequired", gamer({ method: "GET", url: "/api/admin/web-footers" })),
  },
  saveWebFooters: {
    400: admin(
      saveFooter({
        groups: [
          {
            names: [{ language: "en", text: "Play" }],
            links: [
              { url: "javascript:alert(1)", external: false, labels: [{ language: "en", text: "Games" }] },
            ],
          },
        ],
      }),
    ),
    403: as("AdminRoleRequired", gamer(saveFooter(footerInput()))),
    422: as(
      "ContentEnglishMissing",
      admin(
        saveFooter({
          groups: [
            {
              names: [{ language: "hi", text: "खेलें" }],
              links: [{ url: "/games", external: false, labels: [{ language: "hi", text: "गेम" }] }],
            },
          ],
        }),
      ),
    ),
  },
  listAdminFeaturedVouchers: {
    403: as("AdminRoleRequired", gamer({ method: "GET", url: "/api/admin/featured-vouchers" })),
  },
  getGameTexts: {
    400: admin({ method: "GET", url: "/api/admin/games/Not_A_Slug/texts" }),
    403: as("AdminRoleRequired", gamer({ method: "GET", url: `/api/admin/games/${TEXTS_GAME_SLUG}/texts` })),
    404: as("GameNotFound", admin({ method: "GET", url: "/api/admin/games/no-such-game/texts" })),
  },
  saveGameTexts: {
    400: adminRecipe(saveGameTexts(() => ({ taglines: [] }))),
    403: as("AdminRoleRequired", gamerRecipe(saveGameTexts(() => ({})))),
    404: as("GameNotFound", adminRecipe(saveGameTexts(() => ({}), "no-such-game"))),
    422: as(
      "ContentEnglishMissing",
      adminRecipe(saveGameTexts(() => ({ names: [{ language: "hi", text: "रेगिस्तान ड्रॉप" }] }))),
    ),
  },
  saveFeaturedVouchers: {
    400: admin({
      method: "PUT",
      url: "/api/admin/featured-vouchers",
      payload: { voucherIds: ["not-a-voucher-id"] },
    }),
    403: as(
      "AdminRoleRequired",
      gamer({ method: "PUT", url: "/api/admin/featured-vouchers", payload: { voucherIds: [] } }),
    ),
    404: as(
      "VoucherNotFound",
      saveFeatured((voucherId) => [voucherId, randomUUID()]),
    ),
    422: as(
      "FeaturedVoucherRepeated",
      saveFeatured((voucherId) => [voucherId, voucherId]),
    ),
  },
  uploadVoucherCodes: {
    400: uploadCodes(() => "", undefined),
    403: as(
      "AdminRoleRequired",
      gamer({
        method: "POST",
        url: `/api/admin/store/vouchers/${randomUUID()}/codes`,
        payload: { csv: "AAAA-1" },
      }),
    ),
    404: as(
      "VoucherNotFound",
      uploadCodes((tag) => `GP-${tag}`, randomUUID()),
    ),
    422: as(
      "VoucherCodesInvalid",
      uploadCodes((tag) => `GP-${tag}-1\nGP-${tag}-1`),
    ),
  },
};
