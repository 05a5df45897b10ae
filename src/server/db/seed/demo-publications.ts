/**
 * Demo articles and videos, so a fresh `npm start` has something to read and watch. English is always
 * written (the fallback); Hindi and Brazilian Portuguese for the two main audiences. Upserted by slug.
 */
import { sql } from "drizzle-orm";
import type { DbOrTransaction } from "@/server/db/client";
import {
  articleTranslationsTable,
  articlesTable,
  videoTranslationsTable,
  videosTable,
} from "@/server/db/schema/content";

interface DemoArticle {
  readonly slug: string;
  readonly coverImageUrl: string;
  /** Days before the seed's date it was published. */
  readonly daysAgo: number;
  readonly texts: Readonly<Record<string, { title: string; summary: string; bodyMarkdown: string }>>;
}

interface DemoVideo {
  readonly slug: string;
  readonly videoUrl: string;
  readonly thumbnailUrl: string;
  readonly daysAgo: number;
  readonly texts: Readonly<Record<string, { title: string; description: string }>>;
}

export const DEMO_ARTICLES: readonly DemoArticle[] = [
  {
    slug: "getting-started-with-kleos",
    coverImageUrl: "/media/banners/season-of-legends.svg",
    daysAgo: 1,
    texts: {
      en: {
        title: "Getting started with Kleos",
        summary: "Sign in, pick a quest and earn your first K-Points in ten minutes.",
        bodyMarkdown: [
          "Welcome to **Kleos**, the home of quests, clans and rewards for gamers.",
          "",
          "## Your first ten minutes",
          "",
          "1. Sign in with your phone number or Google.",
          "2. Open **K-Quest** and pick a live quest of a game you play.",
          "3. Finish its tasks and claim your reward.",
          "",
          "Then join a clan: clans climb the leaderboards together. Read the [terms](/terms-and-conditions) before you start.",
        ].join("\n"),
      },
      hi: {
        title: "Kleos के साथ शुरुआत करें",
        summary: "साइन इन करें, एक क्वेस्ट चुनें और दस मिनट में अपने पहले K-Points कमाएँ।",
        bodyMarkdown: [
          "**Kleos** में आपका स्वागत है, गेमर्स के लिए क्वेस्ट, क्लैन और इनामों का घर।",
          "",
          "## आपके पहले दस मिनट",
          "",
          "1. अपने फ़ोन नंबर या Google से साइन इन करें।",
          "2. **K-Quest** खोलें और अपने खेले जाने वाले गेम का कोई लाइव क्वेस्ट चुनें।",
          "3. उसके टास्क पूरे करें और अपना इनाम क्लेम करें।",
          "",
          "फिर किसी क्लैन से जुड़ें: क्लैन मिलकर लीडरबोर्ड पर चढ़ते हैं। शुरू करने से पहले [नियम](/terms-and-conditions) पढ़ें।",
        ].join("\n"),
      },
      "pt-BR": {
        title: "Primeiros passos no Kleos",
        summary: "Entre, escolha uma missão e ganhe seus primeiros K-Points em dez minutos.",
        bodyMarkdown: [
          "Bem-vindo ao **Kleos**, a casa das missões, clãs e recompensas para gamers.",
          "",
          "## Seus primeiros dez minutos",
          "",
          "1. Entre com seu número de telefone ou Google.",
          "2. Abra o **K-Quest** e escolha uma missão ao vivo de um jogo que você joga.",
          "3. Conclua as tarefas e resgate sua recompensa.",
          "",
          "Depois entre em um clã: clãs sobem juntos nos rankings. Leia os [termos](/terms-and-conditions) antes de começar.",
        ].join("\n"),
      },
    },
  },
  {
    slug: "proof-of-gamer-explained",
    coverImageUrl: "/media/banners/proof-of-gamer.svg",
    daysAgo: 4,
    texts: {
      en: {
        title: "Proof of Gamer, explained",
        summary: "What the POG card is, what its badges prove, and how to mint yours.",
        bodyMarkdown: [
          "The **Proof of Gamer** card is your gamer identity: a reserved name ending in `.kleos`, an AI avatar and badges.",
          "",
          "- *Proof of Human*: you verified a phone number.",
          "- *Proof of Play*: you finished quests in partner games.",
          "- *Proof of Social*: you connected X, Discord or Telegram.",
          "",
          "> Minting takes about 100 seconds. Keep the page open.",
        ].join("\n"),
      },
      hi: {
        title: "प्रूफ़ ऑफ़ गेमर, आसान शब्दों में",
        summary: "POG कार्ड क्या है, उसके बैज क्या साबित करते हैं, और अपना कार्ड कैसे मिंट करें।",
        bodyMarkdown: [
          "**प्रूफ़ ऑफ़ गेमर** कार्ड आपकी गेमर पहचान है: `.kleos` पर ख़त्म होने वाला आरक्षित नाम, एक AI अवतार और बैज।",
          "",
          "- *प्रूफ़ ऑफ़ ह्यूमन*: आपने फ़ोन नंबर सत्यापित किया।",
          "- *प्रूफ़ ऑफ़ प्ले*: आपने पार्टनर गेम्स में क्वेस्ट पूरे किए।",
          "- *प्रूफ़ ऑफ़ सोशल*: आपने X, Discord या Telegram जोड़ा।",
          "",
          "> मिंटिंग में लगभग 100 सेकंड लगते हैं। पेज खुला रखें।",
        ].join("\n"),
      },
    },
  },
  {
    slug: "clan-season-rules",
    coverImageUrl: "/media/banners/india-brazil-cup.svg",
    daysAgo: 9,
    texts: {
      en: {
        title: "Clan season: the rules",
        summary: "How clans score, when you can switch clans, and what the chiefs win.",
        bodyMarkdown: [
          "Every quest a member finishes adds to the clan's score.",
          "",
          "## Switching clans",
          "",
          "After leaving a clan you wait a few days before joining another one. A chief who deletes a clan waits before creating a new one.",
          "",
          "Chiefs of the top clans share the season's prize pool.",
        ].join("\n"),
      },
    },
  },
];

export const DEMO_VIDEOS: readonly DemoVideo[] = [
  {
    slug: "kleos-in-two-minutes",
    videoUrl: "https://www.youtube.com/watch?v=aqz-KE-bpKQ",
    thumbnailUrl: "/media/banners/season-of-legends.svg",
    daysAgo: 2,
    texts: {
      en: {
        title: "Kleos in two minutes",
        description: "A quick tour: quests, clans, the store and your POG card.",
      },
      hi: { title: "दो मिनट में Kleos", description: "एक छोटा टूर: क्वेस्ट, क्लैन, स्टोर और आपका POG कार्ड।" },
      "pt-BR": {
        title: "Kleos em dois minutos",
        description: "Um tour rápido: missões, clãs, a loja e seu cartão POG.",
      },
    },
  },
  {
    slug: "how-clan-chiefs-win",
    videoUrl: "https://vimeo.com/76979871",
    thumbnailUrl: "/media/banners/india-brazil-cup.svg",
    daysAgo: 6,
    texts: {
      en: {
        title: "How clan chiefs win",
        description: "A chief walks through building a clan that tops the leaderboard.",
      },
    },
  },
];

const DAY_MS = 86_400_000;
const excluded = (column: string) => sql.raw(`excluded.${column}`);

/** Upserts the demo articles and videos by slug, published `daysAgo` before `now`. */
export const seedDemoPublications = async (db: DbOrTransaction, now: Date): Promise<void> => {
  for (const article of DEMO_ARTICLES) {
    const [row] = await db
      .insert(articlesTable)
      .values({
        slug: article.slug,
        coverImageUrl: article.coverImageUrl,
        publishedAt: new Date(now.getTime() - article.daysAgo * DAY_MS),
      })
      .onConflictDoUpdate({ target: articlesTable.slug, set: { coverImageUrl: excluded("cover_image_url") } })
      .returning({ id: articlesTable.id });
    if (row === undefined) continue;
    await db
      .insert(articleTranslationsTable)
      .values(
        Object.entries(article.texts).map(([language, texts]) => ({ articleId: row.id, language, ...texts })),
      )
      .onConflictDoNothing();
  }
  for (const video of DEMO_VIDEOS) {
    const [row] = await db
      .insert(videosTable)
      .values({
        slug: video.slug,
        videoUrl: video.videoUrl,
        thumbnailUrl: video.thumbnailUrl,
        publishedAt: new Date(now.getTime() - video.daysAgo * DAY_MS),
      })
      .onConflictDoUpdate({ target: videosTable.slug, set: { thumbnailUrl: excluded("thumbnail_url") } })
      .returning({ id: videosTable.id });
    if (row === undefined) continue;
    await db
      .insert(videoTranslationsTable)
      .values(
        Object.entries(video.texts).map(([language, texts]) => ({ videoId: row.id, language, ...texts })),
      )
      .onConflictDoNothing();
  }
};
