import { useId, useState, type FormEvent } from "react";
import { useIntl } from "react-intl";
import { truncateText } from "@/domain/format/text-format";
import { SEARCH_TERM_MAX_LENGTH } from "@/domain/games/game-catalogue";
import { Button } from "@/web/components/button";
import { useRecentSearches, useRecordSearch } from "@/web/features/games/api/games-api";
import * as styles from "@/web/features/games/components/game-search.css";
import { guessSearchGeography } from "@/web/lib/search-geography";
import { visuallyHidden } from "@/web/styles/utilities.css";

/**
 * The catalogue's search box. A submitted term is recorded for the gamer's geography, and the terms others
 * searched there recently (that matched a game) are offered as one-tap searches.
 */
export const GameSearch = ({ term, onSearch }: { term: string; onSearch: (term: string) => void }) => {
  const intl = useIntl();
  const inputId = useId();
  const [draft, setDraft] = useState(term);
  const [geography] = useState(guessSearchGeography);
  const recent = useRecentSearches(geography);
  const record = useRecordSearch();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = draft.trim();
    onSearch(value);
    if (value !== "") record.mutate({ term: value, geography });
  };

  const recentTerms = (recent.data?.items ?? []).filter((item) => item.term !== term.toLowerCase());

  return (
    <div>
      <form role="search" className={styles.form} onSubmit={submit}>
        <label htmlFor={inputId} className={visuallyHidden}>
          {intl.formatMessage({ id: "games.search.label", defaultMessage: "Search games" })}
        </label>
        <input
          id={inputId}
          className={styles.input}
          type="search"
          value={draft}
          maxLength={SEARCH_TERM_MAX_LENGTH}
          placeholder={intl.formatMessage({
            id: "games.search.placeholder",
            defaultMessage: "Search by name, studio or tagline",
          })}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit">
          {intl.formatMessage({ id: "games.search.submit", defaultMessage: "Search" })}
        </Button>
      </form>
      {recentTerms.length > 0 ? (
        <div className={styles.recent}>
          <span className={styles.recentLabel}>
            {intl.formatMessage({ id: "games.search.recent", defaultMessage: "Searched near you:" })}
          </span>
          {recentTerms.map((item) => (
            <button
              key={item.term}
              type="button"
              className={styles.recentTerm}
              aria-label={item.term}
              onClick={() => {
                setDraft(item.term);
                onSearch(item.term);
              }}
            >
              {truncateText(item.term)}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
};
