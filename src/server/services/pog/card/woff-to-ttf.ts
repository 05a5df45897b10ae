/**
 * WOFF 1.0 → OpenType/TrueType (W3C WOFF File Format 1.0, §3–§5). A WOFF file is an sfnt whose tables are each
 * zlib-compressed (or stored as they are when compressing did not help) behind a 44-byte header and a
 * directory of 20-byte entries. Rebuilding the sfnt is inflating each table and writing the sfnt's own offset
 * table and 16-byte table records in front, every table on a 4-byte boundary. fontconfig and FreeType read
 * the result; they do not read WOFF from a folder of fonts.
 */
import { inflateSync } from "node:zlib";

const WOFF_SIGNATURE = 0x774f4646; // "wOFF"
const WOFF_HEADER_BYTES = 44;
const WOFF_ENTRY_BYTES = 20;
const SFNT_HEADER_BYTES = 12;
const SFNT_RECORD_BYTES = 16;

interface WoffTable {
  readonly tag: number;
  readonly checksum: number;
  readonly data: Buffer;
}

const padded = (length: number): number => (length + 3) & ~3;

/** The sfnt bytes of a WOFF 1.0 font; throws on anything else (WOFF2, a truncated or corrupt file). */
export const woffToTtf = (woff: Uint8Array): Buffer => {
  const input = Buffer.from(woff.buffer, woff.byteOffset, woff.byteLength);
  if (input.length < WOFF_HEADER_BYTES || input.readUInt32BE(0) !== WOFF_SIGNATURE)
    throw new Error("Not a WOFF 1.0 font (no wOFF signature)");
  const flavor = input.readUInt32BE(4);
  const numTables = input.readUInt16BE(12);
  if (WOFF_HEADER_BYTES + numTables * WOFF_ENTRY_BYTES > input.length)
    throw new Error(`WOFF directory of ${numTables} tables runs past the file`);

  const tables: WoffTable[] = [];
  for (let i = 0; i < numTables; i += 1) {
    const entry = WOFF_HEADER_BYTES + i * WOFF_ENTRY_BYTES;
    const tag = input.readUInt32BE(entry);
    const offset = input.readUInt32BE(entry + 4);
    const compLength = input.readUInt32BE(entry + 8);
    const origLength = input.readUInt32BE(entry + 12);
    const checksum = input.readUInt32BE(entry + 16);
    if (offset + compLength > input.length) throw new Error(`WOFF table ${i} runs past the file`);
    const stored = input.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(stored) : Buffer.from(stored);
    if (data.length !== origLength)
      throw new Error(`WOFF table ${i} inflated to ${data.length} bytes, not ${origLength}`);
    tables.push({ tag, checksum, data });
  }

  // The sfnt's binary-search fields (OpenType "Table directory").
  const entrySelector = Math.floor(Math.log2(Math.max(1, numTables)));
  const searchRange = 2 ** entrySelector * 16;
  const rangeShift = numTables * 16 - searchRange;

  const headerBytes = SFNT_HEADER_BYTES + numTables * SFNT_RECORD_BYTES;
  const total = tables.reduce((sum, table) => sum + padded(table.data.length), headerBytes);
  const output = Buffer.alloc(total);
  output.writeUInt32BE(flavor, 0);
  output.writeUInt16BE(numTables, 4);
  output.writeUInt16BE(searchRange, 6);
  output.writeUInt16BE(entrySelector, 8);
  output.writeUInt16BE(rangeShift, 10);

  // Records stay in the WOFF directory's order, which the format requires to be ascending by tag.
  let offset = headerBytes;
  tables.forEach((table, i) => {
    const record = SFNT_HEADER_BYTES + i * SFNT_RECORD_BYTES;
    output.writeUInt32BE(table.tag, record);
    output.writeUInt32BE(table.checksum, record + 4);
    output.writeUInt32BE(offset, record + 8);
    output.writeUInt32BE(table.data.length, record + 12);
    table.data.copy(output, offset);
    offset += padded(table.data.length);
  });
  return output;
};
