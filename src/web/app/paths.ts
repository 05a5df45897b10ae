/** Every route of the site, built in one place so links and the router agree. */
export const paths = {
  home: "/",
  kQuest: "/k-quest",
  kDrop: "/gamer/k-drop",
  games: "/games",
  game: (idOrSlug: string | number) => `/games/${encodeURIComponent(String(idOrSlug))}`,
  gamesWithGenre: (genre: string) => `/games?${new URLSearchParams({ genre }).toString()}`,
} as const;
