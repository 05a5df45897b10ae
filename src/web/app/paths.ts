/** Every route of the site, built in one place so links and the router agree. */
export const paths = {
  home: "/",
  kQuest: "/k-quest",
  kDrop: "/gamer/k-drop",
  myClan: "/my-clan",
  clanChief: "/clan-chief",
  clan: (clanId: string | number) => `/clans/${encodeURIComponent(String(clanId))}`,
  pog: "/pog",
  myPog: "/my-pog",
  kStore: "/k-store",
  games: "/games",
  tournaments: "/tournaments",
  tournament: (tournamentId: string | number) => `/tournaments/${encodeURIComponent(String(tournamentId))}`,
  game: (idOrSlug: string | number) => `/games/${encodeURIComponent(String(idOrSlug))}`,
  gamesWithGenre: (genre: string) => `/games?${new URLSearchParams({ genre }).toString()}`,
} as const;
