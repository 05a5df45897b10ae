/**
 * A SPECIAL_CODE task's codes as an admin types them (one per line) and how many gamers may use each, read and
 * checked by the contract's limits (api-spec/campaigns.yaml `SpecialCodesRequest`, `TaskSpecialCodes`): the
 * codes form of a saved task and the task's settings in the campaign form both use it.
 */
import { defineMessages, type MessageDescriptor } from "react-intl";
import { parseCount } from "@/web/features/admin/units";
import { plainMessages } from "@/web/lib/plain-messages";

const CODE_PATTERN = /^[A-Za-z0-9 _-]{4,64}$/;
export const MAX_CODES = 1000;
export const MAX_USE_LIMIT = 10_000_000;

export const codeMessages = plainMessages(
  defineMessages({
    none: { id: "admin.specialCodes.none", defaultMessage: "Enter at least one code" },
    tooMany: { id: "admin.specialCodes.tooMany", defaultMessage: "At most 1,000 codes at a time" },
    badLines: {
      id: "admin.specialCodes.badLines",
      defaultMessage: "{count, plural, one {Line {lines} is not} other {Lines {lines} are not}} a valid code",
    },
    limitInvalid: {
      id: "admin.specialCodes.limitInvalid",
      defaultMessage: "Please enter a whole number from 1 to 10,000,000",
    },
  }),
);

/** The fields of a task's codes, in the codes form of a saved task and in the task's settings. */
export const codeFieldMessages = plainMessages(
  defineMessages({
    count: {
      id: "admin.specialCodes.count",
      defaultMessage:
        "{count, plural, =0 {The task has no codes yet.} one {The task has # code.} other {The task has # codes.}}",
    },
    codes: { id: "admin.specialCodes.codes", defaultMessage: "New codes, one per line" },
    codesHint: {
      id: "admin.specialCodes.codesHint",
      defaultMessage:
        "4 to 64 letters, digits, spaces, dashes or underscores each; case does not matter. Codes are stored hashed and can never be shown again, so keep your own copy.",
    },
    useLimit: { id: "admin.specialCodes.useLimit", defaultMessage: "Gamers per code" },
    useLimitHint: {
      id: "admin.specialCodes.useLimitHint",
      defaultMessage: "How many gamers may use each code (each gamer once).",
    },
  }),
);

/** The codes typed, one per line (blank lines skipped), with the line numbers of those that break the rule. */
export const readCodes = (text: string): { codes: string[]; badLines: number[] } => {
  const codes: string[] = [];
  const badLines: number[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    const code = line.trim();
    if (code === "") return;
    if (CODE_PATTERN.test(code)) codes.push(code);
    else badLines.push(index + 1);
  });
  return { codes, badLines };
};

/** A message with the values it needs. */
export interface CodeIssue {
  readonly message: MessageDescriptor;
  readonly values?: Readonly<Record<string, string | number>>;
}

/**
 * The codes and use limit typed, checked: the codes and the limit to send, or what is wrong with each. No codes
 * at all is an issue (`none`); a caller for whom codes are optional asks only when some were typed.
 */
export const checkCodes = (
  text: string,
  useLimitText: string,
):
  | { readonly ok: true; readonly codes: string[]; readonly useLimit: number }
  | { readonly ok: false; readonly codes?: CodeIssue; readonly useLimit?: CodeIssue } => {
  const { codes, badLines } = readCodes(text);
  const useLimit = parseCount(useLimitText);
  const codesIssue: CodeIssue | undefined =
    badLines.length > 0
      ? { message: codeMessages.badLines, values: { count: badLines.length, lines: badLines.join(", ") } }
      : codes.length === 0
        ? { message: codeMessages.none }
        : codes.length > MAX_CODES
          ? { message: codeMessages.tooMany }
          : undefined;
  const limitIssue: CodeIssue | undefined =
    useLimit === undefined || useLimit > MAX_USE_LIMIT ? { message: codeMessages.limitInvalid } : undefined;
  if (codesIssue !== undefined || limitIssue !== undefined || useLimit === undefined)
    return {
      ok: false,
      ...(codesIssue === undefined ? {} : { codes: codesIssue }),
      ...(limitIssue === undefined ? {} : { useLimit: limitIssue }),
    };
  return { ok: true, codes, useLimit };
};
