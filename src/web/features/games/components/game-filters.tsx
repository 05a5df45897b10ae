import { useIntl, type MessageDescriptor } from "react-intl";
import type { components } from "#generated/api";
import { formatCompactCount } from "@/domain/format/number-format";
import * as styles from "@/web/features/games/components/game-filters.css";
import {
  genreMessages,
  networkMessages,
  platformMessages,
} from "@/web/features/games/components/catalogue-messages";

type Filters = components["schemas"]["GameFilters"];

export interface SelectedFilters {
  readonly genre: readonly string[];
  readonly platform: readonly string[];
  readonly network: readonly string[];
}

export type FilterKind = keyof SelectedFilters;

interface FilterGroupProps {
  readonly kind: FilterKind;
  readonly legend: string;
  readonly options: readonly { readonly name: string; readonly gameCount: number }[];
  readonly labels: Readonly<Record<string, MessageDescriptor>>;
  readonly selected: readonly string[];
  readonly onToggle: (kind: FilterKind, value: string) => void;
}

const FilterGroup = ({ kind, legend, options, labels, selected, onToggle }: FilterGroupProps) => {
  const intl = useIntl();
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.chips}>
        {options
          .filter((option) => option.gameCount > 0 || selected.includes(option.name))
          .map((option) => {
            const label = labels[option.name];
            return (
              <label key={option.name} className={styles.chip}>
                <input
                  className={styles.hiddenInput}
                  type="checkbox"
                  name={kind}
                  value={option.name}
                  checked={selected.includes(option.name)}
                  onChange={() => onToggle(kind, option.name)}
                />
                {label === undefined ? option.name : intl.formatMessage(label)}
                <span className={styles.count}>{formatCompactCount(option.gameCount, intl.locale)}</span>
              </label>
            );
          })}
      </div>
    </fieldset>
  );
};

/** Genre, platform and network filters as toggle chips, each with its game count. */
export const GameFilters = ({
  filters,
  selected,
  onToggle,
}: {
  filters: Filters;
  selected: SelectedFilters;
  onToggle: (kind: FilterKind, value: string) => void;
}) => {
  const intl = useIntl();
  const groups = [
    {
      kind: "genre",
      legend: intl.formatMessage({ id: "games.filters.genre", defaultMessage: "Genre" }),
      options: filters.genres,
      labels: genreMessages,
    },
    {
      kind: "platform",
      legend: intl.formatMessage({ id: "games.filters.platform", defaultMessage: "Platform" }),
      options: filters.platforms,
      labels: platformMessages,
    },
    {
      kind: "network",
      legend: intl.formatMessage({ id: "games.filters.network", defaultMessage: "Network" }),
      options: filters.networks,
      labels: networkMessages,
    },
  ] as const;
  return (
    <div className={styles.panel}>
      {groups.map((group) => (
        <FilterGroup key={group.kind} {...group} selected={selected[group.kind]} onToggle={onToggle} />
      ))}
    </div>
  );
};
