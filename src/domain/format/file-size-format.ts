import { safeLocale } from "@/domain/format/locale";

/** File sizes count in powers of 1024 (spec §5): 1 KB = 1024 bytes, 1 MB = 1024 KB. */
export const FILE_SIZE_BASE = 1024;

export const FILE_SIZE_UNITS = ["B", "KB", "MB", "GB", "TB"] as const;
export type FileSizeUnit = (typeof FILE_SIZE_UNITS)[number];

/** Bytes in `amount` of `unit`: bytesOf(2, "MB") = 2,097,152. */
export const bytesOf = (amount: number, unit: FileSizeUnit): number =>
  amount * FILE_SIZE_BASE ** FILE_SIZE_UNITS.indexOf(unit);

/** `bytes` in `unit`: sizeIn(1_572_864, "MB") = 1.5. */
export const sizeIn = (bytes: number, unit: FileSizeUnit): number =>
  bytes / FILE_SIZE_BASE ** FILE_SIZE_UNITS.indexOf(unit);

/** A size in the largest unit that keeps it at 1 or more, with up to two decimals: "1.5 MB", "512 B". */
export const formatFileSize = (bytes: number, locale?: string): string => {
  if (!Number.isFinite(bytes) || bytes <= 0) return "0 B";
  let index = 0;
  while (index < FILE_SIZE_UNITS.length - 1 && bytes >= FILE_SIZE_BASE ** (index + 1)) index++;
  const amount = new Intl.NumberFormat(safeLocale(locale), {
    maximumFractionDigits: 2,
    roundingMode: "trunc",
  }).format(bytes / FILE_SIZE_BASE ** index);
  return `${amount} ${FILE_SIZE_UNITS[index] ?? "B"}`;
};
