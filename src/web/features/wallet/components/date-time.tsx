import { useIntl } from "react-intl";
import { formatDateTime } from "@/domain/format/time-format";

/**
 * An instant as `day/mon/yy, hh:mm am/pm` (spec §9) in the reader's language. In a right-to-left page the
 * formatter's text is itself one left-to-right run with the month isolated inside it.
 */
export const DateTime = ({ value, className }: { readonly value: string; readonly className?: string }) => {
  const intl = useIntl();
  return (
    <time dateTime={value} className={className}>
      {formatDateTime(value, { locale: intl.locale })}
    </time>
  );
};
