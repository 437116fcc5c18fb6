// The KML inside a KMZ (a ZIP archive), taken out on the phone with the server's limits (BaluchonProviders'
// KMZArchive and KMZEntryData): the archive's directory must end where the format puts it; more than 1,000
// entries, a name leading out of the archive (`/…`, `..`, `\`, `:`) or two entries of one name refuse it;
// `doc.kml` is the list, else the first `.kml`; its declared size must be under 20 MB and, from 1 MB on, at
// most 200 times its compressed size (a zip bomb); it is inflated by the browser's DecompressionStream,
// stopped as soon as it passes 20 MB whatever the archive says, and kept only if its size and CRC-32 are
// the directory's. Nothing is written anywhere.
import { FileRefusal } from './file-refusal.js';

const MAXIMUM_BYTES = 20 * 1_048_576;
const MAXIMUM_ENTRIES = 1_000;
const MAXIMUM_RATIO = 200;
/** Local headers of the entry's name looked at at most: an honest archive has one. */
const MAXIMUM_HEADERS = 8;
/** How far from the end the end-of-directory record may stand: its 22 bytes and a comment of up to 65,535. */
const END_REACH = 22 + 65_535;

const refused = (key, values = {}) => new FileRefusal('archive_refused', {}, { key, values });
const read16 = (bytes, at) => (at + 2 <= bytes.length ? bytes[at] | (bytes[at + 1] << 8) : 0);
const read32 = (bytes, at) => (at + 4 <= bytes.length ? (read16(bytes, at) | (read16(bytes, at + 2) << 16)) >>> 0 : 0);
const signature = (bytes, at, third, fourth) => bytes[at] === 0x50 && bytes[at + 1] === 0x4b && bytes[at + 2] === third && bytes[at + 3] === fourth;
/** The first `count` characters of a name, as the server cuts them for its message. */
const cut = (name, count) => [...name].slice(0, count).join('');

let crcTable = null;
/** The CRC-32 of the bytes (ZIP's, zlib's crc32): no browser API computes it. */
function crc32(bytes) {
  crcTable ??= Uint32Array.from({ length: 256 }, (_, index) => {
    let value = index;
    for (let bit = 0; bit < 8; bit += 1) value = value & 1 ? 0xedb88320 ^ (value >>> 1) : value >>> 1;
    return value;
  });
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** The entries of the archive's central directory: name, sizes, CRC-32, whether a folder; refuses what is no ZIP. */
function directory(bytes) {
  const notZip = refused('kmz.notZIP');
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - END_REACH); at -= 1) {
    if (signature(bytes, at, 0x05, 0x06)) { end = at; break; }
  }
  if (end < 0) throw notZip;
  const count = read16(bytes, end + 10);
  let at = read32(bytes, end + 16);
  const entries = [];
  for (let index = 0; index < count && entries.length <= MAXIMUM_ENTRIES; index += 1) {
    if (!signature(bytes, at, 0x01, 0x02)) throw notZip;
    const nameLength = read16(bytes, at + 28);
    const rawName = bytes.subarray(at + 46, at + 46 + nameLength);
    if (rawName.length < nameLength) throw notZip;
    const path = new TextDecoder().decode(rawName);
    const unixMode = bytes[at + 5] === 3 ? read32(bytes, at + 38) >>> 16 : 0;
    entries.push({
      path, checksum: read32(bytes, at + 16), compressedSize: read32(bytes, at + 20), uncompressedSize: read32(bytes, at + 24),
      isFile: !path.endsWith('/') && (unixMode & 0xf000) !== 0xa000,
    });
    at += 46 + nameLength + read16(bytes, at + 30) + read16(bytes, at + 32);
  }
  return entries;
}

const isSafe = (name) => !name.startsWith('/') && !name.includes('\\') && !name.includes(':') && !name.split('/').includes('..');

/** Whether the local header at `at` agrees with the directory (CRC-32 and sizes), unless a data descriptor holds them. */
function describes(entry, bytes, at) {
  if (read16(bytes, at + 6) & 0x0008) return true;
  const [checksum, compressed, uncompressed] = [read32(bytes, at + 14), read32(bytes, at + 18), read32(bytes, at + 22)];
  if (compressed === 0xffffffff || uncompressed === 0xffffffff) return checksum === entry.checksum;
  return checksum === entry.checksum && compressed === entry.compressedSize && uncompressed === entry.uncompressedSize;
}

/** Where the next local header of that name starts, from `from` on, or -1. */
function nextHeader(name, bytes, from) {
  for (let at = from; at + 30 + name.length <= bytes.length; at += 1) {
    if (signature(bytes, at, 0x03, 0x04) && read16(bytes, at + 26) === name.length && name.every((byte, index) => bytes[at + 30 + index] === byte)) return at;
  }
  return -1;
}

/** Raw deflate inflated by the browser, refused as soon as it passes the limit; null when damaged or cut short. */
async function inflate(stored) {
  const reader = new Blob([stored]).stream().pipeThrough(new DecompressionStream('deflate-raw')).getReader();
  const pieces = [];
  let length = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      length += value.length;
      if (length > MAXIMUM_BYTES) {
        reader.cancel().catch(() => {});
        throw refused('kmz.expandsTooMuch', { megabytes: MAXIMUM_BYTES / 1_048_576 });
      }
      pieces.push(value);
    }
  } catch (error) {
    if (error instanceof FileRefusal) throw error;
    return null;
  }
  const content = new Uint8Array(length);
  pieces.reduce((offset, piece) => (content.set(piece, offset), offset + piece.length), 0);
  return content;
}

/** The bytes of the KML inside a KMZ; throws the server's FileRefusal. */
export async function kmlOfKMZ(bytes) {
  const entries = directory(bytes);
  if (entries.length > MAXIMUM_ENTRIES) throw refused('kmz.tooManyFiles', { maximumEntries: MAXIMUM_ENTRIES });
  const outside = entries.find((entry) => !isSafe(entry.path));
  if (outside) throw refused('kmz.outsidePath', { value: cut(outside.path, 60) });
  const seen = new Set();
  for (const entry of entries) {
    const lower = entry.path.toLowerCase();
    if (seen.has(lower)) throw refused('kmz.duplicateName', { value: cut(entry.path, 60) });
    seen.add(lower);
  }
  const candidates = entries.filter((entry) => entry.isFile && entry.path.toLowerCase().endsWith('.kml'));
  const entry = candidates.find((candidate) => candidate.path.toLowerCase() === 'doc.kml') ?? candidates[0];
  if (!entry) throw refused('kmz.noKML');
  if (entry.uncompressedSize > MAXIMUM_BYTES) throw new FileRefusal('file_too_large', { megabytes: MAXIMUM_BYTES / 1_048_576 });
  if (entry.uncompressedSize > Math.max(entry.compressedSize, 1) * MAXIMUM_RATIO && entry.uncompressedSize >= 1_048_576) throw refused('kmz.zipBomb');
  const name = [...new TextEncoder().encode(entry.path)];
  let header = -1;
  for (let tries = 0, from = 0; tries < MAXIMUM_HEADERS; tries += 1) {
    const found = nextHeader(name, bytes, from);
    if (found < 0) break;
    from = found + 4;
    if (describes(entry, bytes, found)) { header = found; break; }
  }
  if (header < 0) throw refused('kmz.damaged');
  const start = header + 30 + read16(bytes, header + 26) + read16(bytes, header + 28);
  if (start > bytes.length) throw refused('kmz.damaged');
  const stored = bytes.subarray(start, Math.min(bytes.length, start + entry.compressedSize));
  const method = read16(bytes, header + 8);
  if (method !== 0 && method !== 8) throw refused('kmz.compression');
  const content = method === 0 ? stored : await inflate(stored);
  if (!content || content.length !== entry.uncompressedSize) throw refused('kmz.damaged');
  if (crc32(content) !== entry.checksum) throw refused('kmz.checksum');
  return content;
}
