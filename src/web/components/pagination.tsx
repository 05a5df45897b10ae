import { FormattedMessage, useIntl } from "react-intl";
import { Button } from "@/web/components/button";
import * as styles from "@/web/components/pagination.css";

export interface PaginationProps {
  /** Zero-based index of the first item shown. */
  readonly pageOffset: number;
  readonly pageLimit: number;
  readonly total: number;
  readonly onPageOffsetChange: (pageOffset: number) => void;
}

/** Previous / next paging over an offset-limit list, with "page n of m". Renders nothing for one page. */
export const Pagination = ({ pageOffset, pageLimit, total, onPageOffsetChange }: PaginationProps) => {
  const intl = useIntl();
  const pageCount = Math.max(1, Math.ceil(total / pageLimit));
  const page = Math.min(pageCount, Math.floor(pageOffset / pageLimit) + 1);
  if (pageCount <= 1) return null;
  return (
    <nav
      className={styles.nav}
      aria-label={intl.formatMessage({ id: "components.pagination.label", defaultMessage: "Pagination" })}
    >
      <Button
        tone="secondary"
        size="sm"
        disabled={page <= 1}
        onClick={() => onPageOffsetChange(Math.max(0, pageOffset - pageLimit))}
      >
        <FormattedMessage id="components.pagination.previous" defaultMessage="Previous" />
      </Button>
      <span className={styles.status} aria-live="polite">
        <FormattedMessage
          id="components.pagination.status"
          defaultMessage="Page {page} of {pageCount}"
          values={{ page: intl.formatNumber(page), pageCount: intl.formatNumber(pageCount) }}
        />
      </span>
      <Button
        tone="secondary"
        size="sm"
        disabled={page >= pageCount}
        onClick={() => onPageOffsetChange(pageOffset + pageLimit)}
      >
        <FormattedMessage id="components.pagination.next" defaultMessage="Next" />
      </Button>
    </nav>
  );
};
