import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { campaignRepository } from "@/server/db/repositories/campaign-repository";
import type { SuccessBody } from "@/server/http/operations";
import { ADMIN_ROLE } from "@/server/services/campaigns/admins";
import { contractResponse } from "@/server/testing/contract";
import { expectProblem } from "@/server/testing/problems";
import { signInByEmail, signInByPhone, type TestSession } from "@/server/testing/sign-in";
import { createTestApp, type TestApp } from "@/server/testing/test-app";

let testApp: TestApp;
let admin: TestSession;
let gamer: TestSession;

// The catalogue keeps its answers for a minute here, as a server would: a save must still show at once.
beforeAll(async () => {
  testApp = await createTestApp({ catalogueCacheMs: 60_000 });
  admin = await signInByEmail(testApp.app);
  await campaignRepository.grantRole(testApp.database.db, admin.userId, ADMIN_ROLE);
  gamer = await signInByPhone(testApp.app);
});

afterAll(async () => {
  await testApp.app.close();
});

const SLUG = "astral-arena";

const texts = (payload: Record<string, unknown>, session = admin) =>
  testApp.app.inject({
    method: "PUT",
    url: `/api/admin/games/${SLUG}/texts`,
    payload,
    headers: session.authorization,
  });

const game = async (lang?: string) => {
  const answer = await testApp.app.inject({
    url: `/api/game/${SLUG}${lang === undefined ? "" : `?lang=${lang}`}`,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<SuccessBody<"getGame">>();
};

const listed = async (query: string) => {
  const answer = await testApp.app.inject({ url: `/api/game?pageLimit=50&${query}` });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<SuccessBody<"listGames">>().items;
};

const HINDI_DESCRIPTION =
  "सितारों के बीच के अखाड़े में तीन-तीन खिलाड़ियों की टीमें भिड़ती हैं: अपने हीरो चुनो, हर सीज़न नए नक्शे खोलो और रैंक में ऊपर चढ़ो।";

describe("a game's name, tagline and description in the display languages", () => {
  it("are saved by an admin, read in the reader's language, its base language or English, and audited", async () => {
    const english = await game();
    // Read once so the catalogue keeps the English answers.
    expect((await game("hi")).tagline).toBe(english.tagline);
    expect((await game("hi")).description).toBe(english.description);
    expect((await listed("lang=hi")).find((item) => item.slug === SLUG)?.tagline).toBe(english.tagline);

    const saved = await texts({
      names: [
        { language: "en", text: english.name },
        { language: "hi", text: "एस्ट्रल एरीना" },
      ],
      taglines: [
        { language: "en", text: english.tagline },
        { language: "hi", text: "सितारों के बीच आखिरी योद्धा बनो" },
        { language: "pt", text: "Seja o último entre as estrelas" },
      ],
      descriptions: [
        { language: "hi", text: HINDI_DESCRIPTION },
        { language: "en", text: english.description },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(contractResponse("saveGameTexts", 200).validate(saved.json())).toEqual([]);
    expect(saved.json<SuccessBody<"saveGameTexts">>()).toEqual({
      names: [
        { language: "en", text: english.name },
        { language: "hi", text: "एस्ट्रल एरीना" },
      ],
      taglines: [
        { language: "en", text: english.tagline },
        { language: "hi", text: "सितारों के बीच आखिरी योद्धा बनो" },
        { language: "pt", text: "Seja o último entre as estrelas" },
      ],
      // English first, whatever the order sent.
      descriptions: [
        { language: "en", text: english.description },
        { language: "hi", text: HINDI_DESCRIPTION },
      ],
    });

    // Hindi at once, despite the kept answers; a regional tag falls back to its base, a missing text to English
    // (Portuguese has a tagline and no name or description).
    expect(await game("hi")).toMatchObject({
      name: "एस्ट्रल एरीना",
      tagline: "सितारों के बीच आखिरी योद्धा बनो",
      description: HINDI_DESCRIPTION,
    });
    expect(await game("hi-IN")).toMatchObject({ name: "एस्ट्रल एरीना", description: HINDI_DESCRIPTION });
    expect(await game("pt-BR")).toMatchObject({
      name: english.name,
      tagline: "Seja o último entre as estrelas",
      description: english.description,
    });
    expect(await game("de")).toMatchObject({
      name: english.name,
      tagline: english.tagline,
      description: english.description,
    });
    expect(await game()).toMatchObject({
      name: english.name,
      tagline: english.tagline,
      description: english.description,
    });
    expect((await listed("lang=hi")).find((item) => item.slug === SLUG)).toMatchObject({
      name: "एस्ट्रल एरीना",
      tagline: "सितारों के बीच आखिरी योद्धा बनो",
    });
    // A gamer may search in the language they read.
    expect(
      (await listed("search=%E0%A4%8F%E0%A4%B8%E0%A5%8D%E0%A4%9F%E0%A5%8D%E0%A4%B0%E0%A4%B2")).map(
        (item) => item.slug,
      ),
    ).toEqual([SLUG]);

    const read = await testApp.app.inject({
      url: `/api/admin/games/${SLUG}/texts`,
      headers: admin.authorization,
    });
    expect(read.statusCode).toBe(200);
    expect(contractResponse("getGameTexts", 200).validate(read.json())).toEqual([]);
    expect(read.json()).toEqual(saved.json());

    const audit = await testApp.app.inject({
      url: "/api/admin/content-audit?pageLimit=50",
      headers: admin.authorization,
    });
    const entry = audit
      .json<SuccessBody<"listContentAudit">>()
      .items.find((item) => item.entity === "game" && item.entityKey === SLUG);
    expect(entry).toMatchObject({ action: "updated", adminUserId: admin.userId });

    // A save that leaves a language out removes it.
    const trimmed = await texts({
      names: [{ language: "en", text: english.name }],
      taglines: [{ language: "en", text: english.tagline }],
      descriptions: [{ language: "en", text: english.description }],
    });
    expect(trimmed.statusCode, trimmed.body).toBe(200);
    expect(await game("hi")).toMatchObject({
      name: english.name,
      tagline: english.tagline,
      description: english.description,
    });
  });

  it("keeps a description as long as the game's English one may be, in English and in Hindi", async () => {
    const english = await game();
    // The contract's longest description, in a script of three bytes a character in UTF-8.
    const longest = "क".repeat(10_000);
    const saved = await texts({
      names: [{ language: "en", text: english.name }],
      taglines: [{ language: "en", text: english.tagline }],
      descriptions: [
        { language: "en", text: `${english.description} ` },
        { language: "hi", text: longest },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const hindi = await testApp.app.inject({ url: `/api/game/${SLUG}?lang=hi` });
    expect(contractResponse("getGame", 200).validate(hindi.json())).toEqual([]);
    expect(hindi.json<SuccessBody<"getGame">>().description).toBe(longest);
    // The English description is the game's own: every other language without one reads it.
    expect((await game("de")).description).toBe(`${english.description} `);

    const restored = await texts({
      names: [{ language: "en", text: english.name }],
      taglines: [{ language: "en", text: english.tagline }],
      descriptions: [{ language: "en", text: english.description }],
    });
    expect(restored.statusCode, restored.body).toBe(200);
  });

  it("refuses texts without English, writing nothing, a gamer, and an unknown game", async () => {
    const before = await game("hi");
    expectProblem(
      await texts({
        names: [{ language: "hi", text: "एस्ट्रल" }],
        taglines: [{ language: "en", text: "Stars" }],
        descriptions: [{ language: "en", text: "Arena" }],
      }),
      422,
      "ContentEnglishMissing",
    );
    // A description in Hindi only: English is every other language's fallback, so it is required too.
    expectProblem(
      await texts({
        names: [{ language: "en", text: "Stars" }],
        taglines: [{ language: "en", text: "Stars" }],
        descriptions: [{ language: "hi", text: HINDI_DESCRIPTION }],
      }),
      422,
      "ContentEnglishMissing",
    );
    expect(await game("hi")).toEqual(before);
    expectProblem(
      await texts(
        {
          names: [{ language: "en", text: "X" }],
          taglines: [{ language: "en", text: "Y" }],
          descriptions: [{ language: "en", text: "Z" }],
        },
        gamer,
      ),
      403,
      "AdminRoleRequired",
    );
    expectProblem(
      await testApp.app.inject({
        url: "/api/admin/games/no-such-game/texts",
        headers: admin.authorization,
      }),
      404,
      "GameNotFound",
    );
    // A tagline or a description longer than the contract allows, an empty description, texts without the
    // descriptions, and an unknown field are refused before anything is read.
    expectProblem(
      await texts({
        names: [{ language: "en", text: "X" }],
        taglines: [{ language: "en", text: "y".repeat(301) }],
        descriptions: [{ language: "en", text: "Z" }],
      }),
      400,
      "ValidationFailed",
    );
    expectProblem(
      await texts({
        names: [{ language: "en", text: "X" }],
        taglines: [{ language: "en", text: "Y" }],
        descriptions: [
          { language: "en", text: "Z" },
          { language: "hi", text: "क".repeat(10_001) },
        ],
      }),
      400,
      "ValidationFailed",
    );
    expectProblem(
      await texts({
        names: [{ language: "en", text: "X" }],
        taglines: [{ language: "en", text: "Y" }],
        descriptions: [
          { language: "en", text: "Z" },
          { language: "hi", text: "" },
        ],
      }),
      400,
      "ValidationFailed",
    );
    expectProblem(
      await texts({ names: [{ language: "en", text: "X" }], taglines: [{ language: "en", text: "Y" }] }),
      400,
      "ValidationFailed",
    );
    expectProblem(
      await texts({
        names: [{ language: "en", text: "X" }],
        taglines: [{ language: "en", text: "Y" }],
        descriptions: [{ language: "en", text: "Z" }],
        extra: 1,
      }),
      400,
      "ValidationFailed",
    );
    expect(await game("hi")).toEqual(before);
  });
});
