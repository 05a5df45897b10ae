/**
 * The demo catalogue: the spec's partner games (Bullieverse, Colexion, Dark Throne) and a set of made-up
 * games, banners and footer links, so a fresh `npm start` looks like a live site. Cover art is generated
 * SVG in src/web/public/media (scripts/make-cover-art.ts).
 */
import type { Game } from "@/domain/games/game";

/** A game as the seed writes it: the catalogue's fields, less the id (the database's) and the art paths. */
export type DemoGame = Omit<Game, "id" | "images">;

export const DEMO_GAMES: readonly DemoGame[] = [
  {
    slug: "bullieverse",
    name: "Bullieverse",
    tagline: "An open metaverse of bulls, battles and bragging rights",
    description:
      "Explore Bullieverse's open world, race through Bullieverse Arena and climb weekly leaderboards. Connect a wallet to carry your bull and your wins across seasons.",
    developer: "Bullieverse Studios",
    genres: ["Metaverse", "Open World", "Action"],
    platforms: ["Browser", "Windows", "Mac"],
    networks: ["Ethereum", "Polygon"],
    loginMethods: ["BROWSER_EXTENSION_WALLET", "USER_NAME"],
    websiteUrl: "https://bullieverse.com",
    releasedOn: "2022-04-18",
    featured: true,
  },
  {
    slug: "colexion",
    name: "Colexion",
    tagline: "Collect, trade and battle with licensed sports legends",
    description:
      "Build a deck of cricket and football legends, trade rare cards with other collectors and play head-to-head card battles every match day.",
    developer: "Colexion Labs",
    genres: ["Collectible Card", "Sports", "Card"],
    platforms: ["Browser", "Android", "iOS"],
    networks: ["Polygon"],
    loginMethods: ["IN_GAME_EMAIL", "IN_GAME_WALLET"],
    websiteUrl: "https://colexion.io",
    releasedOn: "2021-11-02",
    featured: true,
  },
  {
    slug: "dark-throne",
    name: "Dark Throne",
    tagline: "Claim the throne in a dark-fantasy action RPG",
    description:
      "Fight through cursed dungeons with friends, forge gear from boss drops and take your guild to the top of the Dark Throne season ladder.",
    developer: "Throne Forge Games",
    genres: ["RPG", "Action", "Roguelike"],
    platforms: ["PC", "Windows", "Android"],
    networks: ["BNB Chain", "Off-chain"],
    loginMethods: ["IN_GAME_USER_ID", "IN_GAME_EMAIL"],
    websiteUrl: "https://darkthrone.gg",
    releasedOn: "2023-06-09",
    featured: true,
  },
  {
    slug: "kabaddi-kings",
    name: "Kabaddi Kings",
    tagline: "Raid, tackle and lead your franchise to the title",
    description:
      "Fast seven-a-side kabaddi with real raid timing, franchise management and live leagues every weekend.",
    developer: "Desi Sports Interactive",
    genres: ["Sports", "Simulation"],
    platforms: ["Android", "iOS"],
    networks: ["Off-chain"],
    loginMethods: ["IN_GAME_USER_ID"],
    websiteUrl: null,
    releasedOn: "2024-02-14",
    featured: true,
  },
  {
    slug: "samba-strikers",
    name: "Samba Strikers",
    tagline: "Street football with flair, from Rio to the world",
    description:
      "Five-a-side street football with skill moves, custom kits and ranked seasons. Build a squad and take on clubs from every favela court to the beach.",
    developer: "Estúdio Ginga",
    genres: ["Sports", "Arcade"],
    platforms: ["Android", "iOS", "Browser"],
    networks: ["Solana"],
    loginMethods: ["SOLANA_WALLET", "USER_NAME"],
    websiteUrl: null,
    releasedOn: "2024-07-01",
    featured: true,
  },
  {
    slug: "neon-nexus",
    name: "Neon Nexus",
    tagline: "Five-versus-five tactical shooter in a neon megacity",
    description:
      "Pick an agent, master their kit and win rounds with your squad. Ranked play, custom lobbies and weekly cups.",
    developer: "Nexus Forge",
    genres: ["Shooter", "Tactical", "Action"],
    platforms: ["PC", "Windows"],
    networks: ["Off-chain"],
    loginMethods: ["STEAM_ID", "IN_GAME_USER_ID"],
    websiteUrl: null,
    releasedOn: "2023-10-20",
    featured: true,
  },
  {
    slug: "astral-arena",
    name: "Astral Arena",
    tagline: "Cosmic heroes, three lanes, one ancient core",
    description:
      "A mobile MOBA with ten-minute matches, sixty heroes and clan wars. Draft, lane, and push for the core.",
    developer: "Starfall Studios",
    genres: ["MOBA", "Strategy"],
    platforms: ["Android", "iOS"],
    networks: ["Off-chain"],
    loginMethods: ["IN_GAME_USER_ID", "USER_NAME"],
    websiteUrl: null,
    releasedOn: "2022-09-30",
    featured: true,
  },
  {
    slug: "desert-drop",
    name: "Desert Drop",
    tagline: "Sixty drop in, one walks out",
    description:
      "A battle royale on a shifting desert map: sandstorms close the zone, loot buried caravans and outlast the rest.",
    developer: "Mirage Interactive",
    genres: ["Battle Royale", "Shooter", "Survival"],
    platforms: ["Android", "iOS", "PC"],
    networks: ["Off-chain"],
    loginMethods: ["IN_GAME_USER_ID"],
    websiteUrl: null,
    releasedOn: "2023-03-15",
    featured: true,
  },
  {
    slug: "lotus-legends",
    name: "Lotus Legends",
    tagline: "A mythic RPG of gods, gurus and guardians",
    description:
      "Gather heroes from myth, build a party and fight turn-based battles across a hand-painted world.",
    developer: "Kamal Games",
    genres: ["RPG", "Turn-Based Strategy", "Adventure"],
    platforms: ["Android", "iOS"],
    networks: ["Polygon"],
    loginMethods: ["IN_GAME_WALLET", "IN_GAME_EMAIL"],
    websiteUrl: null,
    releasedOn: "2024-01-26",
    featured: false,
  },
  {
    slug: "chakra-chronicles",
    name: "Chakra Chronicles",
    tagline: "A living MMORPG world with ten thousand players per realm",
    description:
      "Quest with guilds, craft and trade in player-run markets and siege castles in realm-wide wars.",
    developer: "Mandala Online",
    genres: ["MMORPG", "RPG", "Open World"],
    platforms: ["PC", "Windows", "Mac"],
    networks: ["Immutable zkEVM"],
    loginMethods: ["IN_GAME_EMAIL", "IN_GAME_WALLET"],
    websiteUrl: null,
    releasedOn: "2022-12-05",
    featured: false,
  },
  {
    slug: "monsoon-drift",
    name: "Monsoon Drift",
    tagline: "Drift through rain-soaked city streets",
    description:
      "Street racing in the monsoon: tune your ride, drift through flooded corners and beat crews in night races.",
    developer: "Wet Asphalt Games",
    genres: ["Racing", "Arcade"],
    platforms: ["Android", "iOS", "Windows"],
    networks: ["Off-chain"],
    loginMethods: ["USER_NAME"],
    websiteUrl: null,
    releasedOn: "2023-08-11",
    featured: false,
  },
  {
    slug: "cricket-clash",
    name: "Cricket Clash",
    tagline: "Two-over cricket duels against real players",
    description:
      "Quick two-over matches, power shots and spin duels. Build a franchise team and enter tournaments for prizes.",
    developer: "Boundary Line Studios",
    genres: ["Sports", "Casual"],
    platforms: ["Android", "iOS", "Browser"],
    networks: ["Polygon", "Off-chain"],
    loginMethods: ["IN_GAME_USER_ID", "IN_GAME_WALLET"],
    websiteUrl: null,
    releasedOn: "2024-03-22",
    featured: false,
  },
  {
    slug: "carnaval-cards",
    name: "Carnaval Cards",
    tagline: "A festive deck-builder with samba rhythm",
    description:
      "Build a parade deck, chain combos to the beat and beat rival samba schools in weekly carnival tournaments.",
    developer: "Bloco Digital",
    genres: ["Card", "Music", "Casual"],
    platforms: ["Browser", "Android"],
    networks: ["Solana"],
    loginMethods: ["SOLANA_WALLET"],
    websiteUrl: null,
    releasedOn: "2024-02-09",
    featured: false,
  },
  {
    slug: "amazon-outpost",
    name: "Amazon Outpost",
    tagline: "Build, forage and survive deep in the rainforest",
    description:
      "A co-op survival sandbox: build an outpost, craft tools from the jungle and keep your crew alive through the wet season.",
    developer: "Verde Games",
    genres: ["Survival", "Sandbox", "Adventure"],
    platforms: ["PC", "Windows", "Mac"],
    networks: ["Off-chain"],
    loginMethods: ["STEAM_ID"],
    websiteUrl: null,
    releasedOn: "2023-05-04",
    featured: false,
  },
  {
    slug: "pixel-pirates",
    name: "Pixel Pirates",
    tagline: "Sail, plunder and chart the seven pixel seas",
    description:
      "A retro pirate adventure: recruit a crew, upgrade your ship and hunt treasure across procedurally drawn islands.",
    developer: "Eight Bit Harbour",
    genres: ["Adventure", "Arcade", "Roguelike"],
    platforms: ["Browser", "Windows", "Mac"],
    networks: ["Base"],
    loginMethods: ["BROWSER_EXTENSION_WALLET"],
    websiteUrl: null,
    releasedOn: "2024-05-17",
    featured: false,
  },
  {
    slug: "skyforge-tactics",
    name: "Skyforge Tactics",
    tagline: "Squad tactics on floating islands",
    description:
      "Command a squad of airship marines in grid battles; every island has its own weather and every mission its own twist.",
    developer: "Skyforge",
    genres: ["Tactical", "Turn-Based Strategy", "Strategy"],
    platforms: ["PC", "Mac", "Windows"],
    networks: ["Arbitrum"],
    loginMethods: ["IN_GAME_WALLET", "STEAM_ID"],
    websiteUrl: null,
    releasedOn: "2023-11-29",
    featured: false,
  },
  {
    slug: "garuda-wings",
    name: "Garuda Wings",
    tagline: "Aerial dogfights above the Himalayas",
    description: "Arcade flight combat with squadrons, daily sorties and seasonal air-show events.",
    developer: "Vayu Interactive",
    genres: ["Shooter", "Simulation", "Action"],
    platforms: ["Android", "iOS", "PC"],
    networks: ["Off-chain"],
    loginMethods: ["IN_GAME_USER_ID"],
    websiteUrl: null,
    releasedOn: "2022-08-15",
    featured: false,
  },
  {
    slug: "quantum-quiz",
    name: "Quantum Quiz",
    tagline: "Live trivia shows with real prizes",
    description:
      "Join a live quiz every evening, answer fast and split the prize pool with the winners. Cricket, Bollywood, football and tech rounds.",
    developer: "Brainwave Games",
    genres: ["Trivia", "Social", "Casual"],
    platforms: ["Android", "iOS", "Browser"],
    networks: ["Off-chain"],
    loginMethods: ["IN_GAME_EMAIL"],
    websiteUrl: null,
    releasedOn: "2023-01-19",
    featured: false,
  },
  {
    slug: "beat-bazaar",
    name: "Beat Bazaar",
    tagline: "Tap to the beat of a thousand street songs",
    description:
      "A rhythm game built on independent artists' tracks from Mumbai to São Paulo, with weekly community charts.",
    developer: "Rhythm Souk",
    genres: ["Music", "Casual", "Arcade"],
    platforms: ["Android", "iOS"],
    networks: ["Off-chain"],
    loginMethods: ["USER_NAME"],
    websiteUrl: null,
    releasedOn: "2024-04-05",
    featured: false,
  },
  {
    slug: "tiny-towers-td",
    name: "Tiny Towers TD",
    tagline: "Small towers, big waves",
    description: "Classic tower defense with hero towers, combo upgrades and endless co-op waves.",
    developer: "Little Keep",
    genres: ["Tower Defense", "Strategy", "Casual"],
    platforms: ["Android", "iOS", "Browser"],
    networks: ["Ronin"],
    loginMethods: ["IN_GAME_WALLET"],
    websiteUrl: null,
    releasedOn: "2023-09-08",
    featured: false,
  },
  {
    slug: "metro-metaverse",
    name: "Metro Metaverse",
    tagline: "Hang out, host parties and build your corner of the city",
    description:
      "A social metaverse with player-built venues, concerts and mini-games. Own a plot and host events for your clan.",
    developer: "Metro Social",
    genres: ["Metaverse", "Social", "Sandbox"],
    platforms: ["Browser", "Windows"],
    networks: ["Ethereum", "Base"],
    loginMethods: ["BROWSER_EXTENSION_WALLET", "IN_GAME_EMAIL"],
    websiteUrl: null,
    releasedOn: "2022-06-21",
    featured: false,
  },
  {
    slug: "idle-spice-empire",
    name: "Idle Spice Empire",
    tagline: "Grow a spice trading empire while you sleep",
    description:
      "Plant, harvest and trade spices across historic routes. Upgrade caravans and ports and prestige into new eras.",
    developer: "Masala Mobile",
    genres: ["Idle", "Simulation", "Casual"],
    platforms: ["Android", "iOS"],
    networks: ["Off-chain"],
    loginMethods: ["IN_GAME_USER_ID"],
    websiteUrl: null,
    releasedOn: "2023-12-12",
    featured: false,
  },
  {
    slug: "ludo-legends",
    name: "Ludo Legends",
    tagline: "The family classic, online and ranked",
    description: "Ludo with friends or strangers, themed boards, quick mode and ranked leagues.",
    developer: "Board Night",
    genres: ["Board", "Casual", "Social"],
    platforms: ["Android", "iOS", "Browser"],
    networks: ["Off-chain"],
    loginMethods: ["USER_NAME", "IN_GAME_USER_ID"],
    websiteUrl: null,
    releasedOn: "2021-10-10",
    featured: false,
  },
  {
    slug: "jungle-jump",
    name: "Jungle Jump",
    tagline: "A precision platformer through a wild canopy",
    description: "Swing, wall-jump and dash through hand-crafted levels with speedrun leaderboards.",
    developer: "Canopy Craft",
    genres: ["Platformer", "Arcade"],
    platforms: ["Browser", "Android", "Windows"],
    networks: ["Off-chain"],
    loginMethods: ["USER_NAME"],
    websiteUrl: null,
    releasedOn: "2024-06-14",
    featured: false,
  },
  {
    slug: "shadow-syndicate",
    name: "Shadow Syndicate",
    tagline: "Stealth, heists and a city that never sleeps",
    description:
      "Plan heists with your crew, sneak past patrols and pull off the job in a neon-noir action game.",
    developer: "Nightshade Studio",
    genres: ["Action", "Adventure", "Tactical"],
    platforms: ["PC", "Windows"],
    networks: ["Avalanche"],
    loginMethods: ["STEAM_ID", "IN_GAME_WALLET"],
    websiteUrl: null,
    releasedOn: "2023-04-28",
    featured: false,
  },
  {
    slug: "galaxy-guilds",
    name: "Galaxy Guilds",
    tagline: "Real-time space strategy for guild commanders",
    description:
      "Mine asteroids, build fleets and coordinate guild attacks in a persistent real-time strategy galaxy.",
    developer: "Orbital Works",
    genres: ["Real-Time Strategy", "Strategy", "MMORPG"],
    platforms: ["Browser", "PC"],
    networks: ["Arbitrum", "Ethereum"],
    loginMethods: ["BROWSER_EXTENSION_WALLET"],
    websiteUrl: null,
    releasedOn: "2022-11-11",
    featured: false,
  },
  {
    slug: "rio-rumble",
    name: "Rio Rumble",
    tagline: "Capoeira meets arcade fighting",
    description:
      "A 2D fighter with capoeira, luta livre and street styles, rollback netcode and ranked ladders.",
    developer: "Roda Games",
    genres: ["Fighting", "Arcade", "Action"],
    platforms: ["PC", "Windows", "Android"],
    networks: ["Off-chain"],
    loginMethods: ["STEAM_ID", "IN_GAME_USER_ID"],
    websiteUrl: null,
    releasedOn: "2024-08-30",
    featured: false,
  },
  {
    slug: "crypt-crawlers",
    name: "Crypt Crawlers",
    tagline: "Die, learn, descend again",
    description:
      "A horror roguelike: every run reshapes the crypt, every death teaches something, and the deepest floors hold the rarest relics.",
    developer: "Lantern Lab",
    genres: ["Roguelike", "Horror", "Action"],
    platforms: ["PC", "Mac", "Windows"],
    networks: ["Off-chain"],
    loginMethods: ["STEAM_ID"],
    websiteUrl: null,
    releasedOn: "2023-10-31",
    featured: false,
  },
  {
    slug: "puzzle-pagoda",
    name: "Puzzle Pagoda",
    tagline: "Climb a tower of a thousand puzzles",
    description: "Match-three and logic puzzles floor by floor, with daily challenges and clan puzzle races.",
    developer: "Zen Tiles",
    genres: ["Puzzle", "Casual", "Hyper-Casual"],
    platforms: ["Android", "iOS", "Browser"],
    networks: ["Off-chain"],
    loginMethods: ["USER_NAME"],
    websiteUrl: null,
    releasedOn: "2024-09-12",
    featured: false,
  },
  {
    slug: "chain-champions",
    name: "Chain Champions",
    tagline: "Own your fighters, earn from every win",
    description:
      "A play-to-earn arena: collect champions, battle in seasonal leagues and earn rewards for ranked wins.",
    developer: "Ledger Arena",
    genres: ["Play-to-Earn", "Collectible Card", "Strategy"],
    platforms: ["Browser", "Android"],
    networks: ["BNB Chain", "Polygon"],
    loginMethods: ["IN_GAME_WALLET", "BROWSER_EXTENSION_WALLET"],
    websiteUrl: null,
    releasedOn: "2022-03-03",
    featured: false,
  },
];

export interface DemoBanner {
  readonly slug: string;
  readonly title: string;
  readonly subtitle: string;
  readonly ctaLabel: string;
  readonly ctaUrl: string;
}

/** Names, taglines and descriptions admins wrote in other display languages (English, on the game, is the fallback). */
export const DEMO_GAME_TRANSLATIONS: readonly {
  readonly slug: string;
  readonly language: string;
  readonly name: string | null;
  readonly tagline: string | null;
  readonly description: string | null;
}[] = [
  {
    slug: "dark-throne",
    language: "hi",
    name: "डार्क थ्रोन",
    tagline: "डार्क-फ़ैंटेसी एक्शन RPG में सिंहासन पर कब्ज़ा करो",
    description:
      "दोस्तों के साथ शापित कालकोठरियों में लड़ते हुए आगे बढ़ो, बॉस से मिले सामान से हथियार गढ़ो और अपने गिल्ड को डार्क थ्रोन सीज़न लैडर में सबसे ऊपर ले जाओ।",
  },
  {
    slug: "dark-throne",
    language: "pt",
    name: null,
    tagline: "Conquiste o trono em um RPG de ação de fantasia sombria",
    description:
      "Enfrente masmorras amaldiçoadas com os amigos, forje equipamentos com os espólios dos chefes e leve sua guilda ao topo do ranking da temporada de Dark Throne.",
  },
  {
    slug: "kabaddi-kings",
    language: "hi",
    name: "कबड्डी किंग्स",
    tagline: "रेड करो, टैकल करो और अपनी टीम को खिताब तक ले जाओ",
    description: "असली रेड टाइमिंग वाली तेज़ सात-खिलाड़ियों की कबड्डी, फ्रैंचाइज़ी मैनेजमेंट और हर वीकेंड लाइव लीग।",
  },
  {
    slug: "cricket-clash",
    language: "hi",
    name: "क्रिकेट क्लैश",
    tagline: "असली खिलाड़ियों से दो ओवर के क्रिकेट मुकाबले",
    description:
      "दो ओवर के झटपट मैच, पावर शॉट और स्पिन की टक्कर। अपनी फ्रैंचाइज़ी टीम बनाओ और इनामों के लिए टूर्नामेंट में उतरो।",
  },
  {
    slug: "samba-strikers",
    language: "pt",
    name: null,
    tagline: "Futebol de rua com estilo, do Rio para o mundo",
    description:
      "Futebol de rua de cinco contra cinco com dribles, uniformes personalizados e temporadas ranqueadas. Monte seu time e enfrente clubes de todas as quadras, da favela à praia.",
  },
  {
    slug: "carnaval-cards",
    language: "pt",
    name: null,
    tagline: "Um construtor de baralhos festivo no ritmo do samba",
    description:
      "Monte o baralho do seu desfile, encadeie combos no ritmo da bateria e vença escolas de samba rivais nos torneios semanais de carnaval.",
  },
];

export const DEMO_BANNERS: readonly DemoBanner[] = [
  {
    slug: "season-of-legends",
    title: "Season of Legends is live",
    subtitle: "Finish quests in Dark Throne and Bullieverse to earn K-Cash and climb the season ladder.",
    ctaLabel: "Play Dark Throne",
    ctaUrl: "/games/dark-throne",
  },
  {
    slug: "india-brazil-cup",
    title: "India vs Brazil Clan Cup",
    subtitle:
      "Rally your clan for Samba Strikers and Kabaddi Kings: the top clans split the rKLEOS prize pool.",
    ctaLabel: "See the games",
    ctaUrl: "/games?genre=Sports",
  },
  {
    slug: "proof-of-gamer",
    title: "Mint your Proof of Gamer",
    subtitle: "Reserve your .kleos name, create an AI avatar and show off every badge you earn.",
    ctaLabel: "Browse games",
    ctaUrl: "/games",
  },
];

export interface DemoFooterGroup {
  readonly name: string;
  readonly links: readonly { readonly label: string; readonly url: string; readonly external: boolean }[];
}

export const DEMO_FOOTER_GROUPS: readonly DemoFooterGroup[] = [
  {
    name: "Play",
    links: [
      { label: "Games", url: "/games", external: false },
      { label: "K-Quest", url: "/k-quest", external: false },
      { label: "Tournaments", url: "/tournaments", external: false },
      { label: "K-Store", url: "/k-store", external: false },
    ],
  },
  {
    name: "Community",
    links: [
      { label: "Clans", url: "/my-clan", external: false },
      { label: "Proof of Gamer", url: "/pog", external: false },
      { label: "Discord", url: "https://discord.gg/kleos", external: true },
      { label: "X", url: "https://x.com/kleos", external: true },
    ],
  },
  {
    name: "Legal",
    links: [
      { label: "Terms and Conditions", url: "/terms-and-conditions", external: false },
      { label: "Privacy Policy", url: "/privacy-policy", external: false },
      { label: "AML/KYC Policy", url: "/aml-kyc-policy", external: false },
      { label: "Risk Disclosure", url: "/risk-disclosure-policy", external: false },
    ],
  },
];
