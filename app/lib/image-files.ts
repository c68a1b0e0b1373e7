// What uploaded images really are, judged from their bytes, and JPEG metadata removal (SECURITY.md §9). No library
// is right for the stripping (TOOLCHAIN.md: piexifjs leaves XMP and comments, re-encoders drop Orientation and are
// large), so it is a small lossless segment filter: APP1 (EXIF, XMP), APP13 (IPTC) and COM go; everything else,
// including the ICC profile in APP2, stays; the Orientation tag is written back in a minimal EXIF segment.
import { concatBytes } from "./bytes";

export type ImageType = "jpeg" | "png" | "gif" | "webp";

/** The image type the bytes start with, whatever the file name says; null when they are no image we accept. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  const at = (offset: number, ...values: number[]) => values.every((value, i) => bytes[offset + i] === value);
  if (at(0, 0xff, 0xd8, 0xff)) return "jpeg";
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "png";
  if (at(0, 0x47, 0x49, 0x46, 0x38) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) return "gif";
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return "webp";
  return null;
}

/** The file extensions each image type may carry. */
export const IMAGE_EXTENSIONS: Record<ImageType, string[]> = {
  jpeg: ["jpg", "jpeg"],
  png: ["png"],
  gif: ["gif"],
  webp: ["webp"],
};

export const IMAGE_CONTENT_TYPES: Record<ImageType, string> = {
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
};

/** The Orientation value (1-8) of a JPEG's EXIF, if it has one. */
function readOrientation(segment: Uint8Array): number | null {
  // segment: the APP1 payload after the length, starting "Exif\0\0"
  if (!(segment[0] === 0x45 && segment[1] === 0x78 && segment[2] === 0x69 && segment[3] === 0x66)) return null;
  const tiff = 6;
  if (segment.length < tiff + 8) return null;
  const little = segment[tiff] === 0x49;
  const view = new DataView(segment.buffer, segment.byteOffset, segment.byteLength);
  const u16 = (offset: number) => view.getUint16(offset, little);
  const u32 = (offset: number) => view.getUint32(offset, little);
  const ifd = tiff + u32(tiff + 4);
  if (ifd + 2 > segment.length) return null;
  const entries = u16(ifd);
  for (let i = 0; i < entries; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > segment.length) return null;
    if (u16(entry) === 0x0112) {
      const value = u16(entry + 8);
      return value >= 1 && value <= 8 ? value : null;
    }
  }
  return null;
}

/** A minimal APP1 EXIF segment holding only the Orientation tag (big-endian TIFF). */
function orientationSegment(orientation: number): Uint8Array {
  const payload = [
    0x45,
    0x78,
    0x69,
    0x66,
    0x00,
    0x00, // "Exif\0\0"
    0x4d,
    0x4d,
    0x00,
    0x2a,
    0x00,
    0x00,
    0x00,
    0x08, // "MM", 42, IFD at 8
    0x00,
    0x01, // one entry
    0x01,
    0x12,
    0x00,
    0x03,
    0x00,
    0x00,
    0x00,
    0x01,
    0x00,
    orientation,
    0x00,
    0x00, // Orientation, SHORT, 1
    0x00,
    0x00,
    0x00,
    0x00, // no next IFD
  ];
  const length = payload.length + 2;
  return Uint8Array.from([0xff, 0xe1, length >> 8, length & 0xff, ...payload]);
}

/**
 * A JPEG without its EXIF (location, camera, time), XMP, IPTC and comments, pixel data untouched. Bytes that are not
 * a well-formed JPEG header are returned as they are, for the caller to refuse.
 */
export function stripJpegMetadata(bytes: Uint8Array): Uint8Array {
  if (sniffImageType(bytes) !== "jpeg") return bytes;
  const kept: Uint8Array[] = [bytes.subarray(0, 2)];
  let orientation: number | null = null;
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return bytes;
    const marker = bytes[offset + 1]!;
    // fill bytes between segments
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    // start of scan: the rest is image data, kept whole
    if (marker === 0xda) {
      kept.push(bytes.subarray(offset));
      break;
    }
    const length = (bytes[offset + 2]! << 8) | bytes[offset + 3]!;
    if (length < 2 || offset + 2 + length > bytes.length) return bytes;
    const segment = bytes.subarray(offset, offset + 2 + length);
    const payload = segment.subarray(4);
    if (marker === 0xe1) orientation ??= readOrientation(payload);
    const drop = marker === 0xe1 || marker === 0xed || marker === 0xfe;
    if (!drop) kept.push(segment);
    offset += 2 + length;
  }
  if (orientation !== null && orientation !== 1) kept.splice(1, 0, orientationSegment(orientation));
  return concatBytes(kept);
}
