import { constants, crc32, deflateRawSync } from "node:zlib";

/**
 * A gzip stream for a document whose fixed parts never change but which carries a different
 * value (the CSP nonce) between them on every response. The fixed parts are compressed once,
 * each on its own and ended with a full flush, so none refers back to bytes before it; a
 * response is then those bytes with the value between them as uncompressed ("stored")
 * deflate blocks, and a trailer whose CRC is combined arithmetically rather than recomputed
 * over the page. Compressing the whole page per response cost ten times as much as sending it.
 */
export type GzipTemplate = {
  /** Each fixed part, raw-deflated and byte-aligned (non-final blocks). */
  compressed: Buffer[];
  /** CRC-32 and length of each fixed part, uncompressed. */
  crcs: number[];
  lengths: number[];
  /** x^(8·length) mod P per part, so a response combines CRCs without recomputing these. */
  shifts: number[];
};

/** RFC 1952 header: deflate, no name or time, "unknown" OS. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);
/** An empty stored block with BFINAL set: ends the deflate stream. */
const FINAL_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);
/** A stored block holds at most this many bytes. */
const MAX_STORED_BYTES = 0xffff;

export function gzipTemplate(parts: Buffer[]): GzipTemplate {
  return {
    compressed: parts.map((part) =>
      deflateRawSync(part, { level: constants.Z_BEST_COMPRESSION, finishFlush: constants.Z_FULL_FLUSH }),
    ),
    crcs: parts.map((part) => crc32(part)),
    lengths: parts.map((part) => part.length),
    shifts: parts.map((part) => shiftByBytes(part.length)),
  };
}

/** `value` as one non-final stored deflate block (it must fit in one: the nonce is 24 bytes). */
function storedBlock(value: Buffer): Buffer {
  if (value.length > MAX_STORED_BYTES) throw new RangeError("value too long for one stored block");
  const block = Buffer.allocUnsafe(5 + value.length);
  block[0] = 0x00; // BFINAL 0, BTYPE 00 (stored), padded to the byte
  block.writeUInt16LE(value.length, 1);
  block.writeUInt16LE(~value.length & 0xffff, 3);
  value.copy(block, 5);
  return block;
}

/**
 * The gzip bytes of the fixed parts joined by `value` (parts[0] value parts[1] value …), as
 * buffers to write in order.
 */
export function gzipWithValue(template: GzipTemplate, value: Buffer): Buffer[] {
  const block = storedBlock(value);
  const valueCrc = crc32(value);
  const valueShift = shiftByBytes(value.length);
  const pieces: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let length = 0;
  template.compressed.forEach((part, index) => {
    if (index > 0) {
      pieces.push(block);
      crc = combine(crc, valueCrc, valueShift);
      length += value.length;
    }
    pieces.push(part);
    crc = combine(crc, template.crcs[index]!, template.shifts[index]!);
    length += template.lengths[index]!;
  });
  const trailer = Buffer.allocUnsafe(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  pieces.push(FINAL_BLOCK, trailer);
  return pieces;
}

// CRC-32 of a concatenation from the CRCs of its halves, as zlib's crc32_combine computes it:
// crc(A‖B) = crc(A)·x^(8·|B|) + crc(B) in GF(2)[x] modulo the CRC polynomial (reflected).
const POLYNOMIAL = 0xedb88320;

/** a·b modulo the polynomial (reflected bit order: x^0 is the top bit). */
function multiplyModP(a: number, b: number): number {
  let product = 0;
  for (let bit = 0x80000000; bit !== 0; bit >>>= 1) {
    if (a & bit) product ^= b;
    b = b & 1 ? (b >>> 1) ^ POLYNOMIAL : b >>> 1;
  }
  return product >>> 0;
}

/** X2N[k] = x^(2^k) mod P. */
const X2N: number[] = [0x40000000];
for (let k = 1; k < 32; k++) X2N.push(multiplyModP(X2N[k - 1]!, X2N[k - 1]!));

/** x^(8·bytes) mod P: the factor that shifts a CRC past `bytes` bytes. */
function shiftByBytes(bytes: number): number {
  let power = 0x80000000; // x^0
  for (let k = 3, n = bytes; n > 0; n = Math.floor(n / 2), k++) {
    if (n % 2) power = multiplyModP(X2N[k % 32]!, power);
  }
  return power;
}

function combine(crcA: number, crcB: number, shiftB: number): number {
  return (multiplyModP(shiftB, crcA) ^ crcB) >>> 0;
}

export function crc32Combine(crcA: number, crcB: number, lengthB: number): number {
  return combine(crcA, crcB, shiftByBytes(lengthB));
}
