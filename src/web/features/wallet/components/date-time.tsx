import { useIntl } from "react-intl";
import { formatDateTime } from "@/domain/format/time-format";

/**
 * An instant as `day/mon/yy, hh:mm am/pm` (spec §9) in the reader's language, kept left to right (the
 * spec's fixed shape) even inside a right-to-left page. The month is isolated: a Hebrew month name would
 * otherwise pull the digits after it into its right-to-left run ("21/07:54 ,26/נוב׳").
 */
export const DateTime = ({ value, className }: { readonly value: string; readonly className?: string }) => {
  const intl = useIntl();
  const text = formatDateTime(value, { locale: intl.locale });
  const [day, month, rest] = text.split("/");
  return (
    <time dateTime={value} dir="ltr" className={className}>
      {month === undefined || rest === undefined ? (
        text
      ) : (
        <>
          {day}/<bdi>{month}</bdi>/{rest}
        </>
      )}
    </time>
  );
};
