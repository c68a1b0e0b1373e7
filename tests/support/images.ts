// Image bytes for upload tests, built by hand so each test controls exactly what a file claims and contains.

const bytes = (...parts: (number[] | Uint8Array | string)[]): Uint8Array<ArrayBuffer> => {
  const arrays = parts.map((part) =>
    typeof part === "string"
      ? new TextEncoder().encode(part)
      : part instanceof Uint8Array
        ? part
        : Uint8Array.from(part),
  );
  const out = new Uint8Array(arrays.reduce((sum, a) => sum + a.length, 0));
  let at = 0;
  for (const a of arrays) {
    out.set(a, at);
    at += a.length;
  }
  return out;
};

const u16 = (value: number) => [value >> 8, value & 0xff];
const u32 = (value: number) => [(value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];

/** A PNG header (signature + IHDR) claiming the given size, padded to `length` bytes. */
export function png(width: number, height: number, length = 64): Uint8Array<ArrayBuffer> {
  const head = bytes(
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    u32(13),
    "IHDR",
    u32(width),
    u32(height),
    [8, 6, 0, 0, 0],
    u32(0),
  );
  return bytes(head, new Uint8Array(Math.max(0, length - head.length)));
}

export function gif(width: number, height: number): Uint8Array<ArrayBuffer> {
  return bytes("GIF89a", [width & 0xff, width >> 8, height & 0xff, height >> 8, 0, 0, 0], new Uint8Array(20), [0x3b]);
}

export function webp(width: number, height: number): Uint8Array<ArrayBuffer> {
  // VP8X header: canvas size minus one, 24-bit little endian
  const w = width - 1;
  const h = height - 1;
  return bytes(
    "RIFF",
    [30, 0, 0, 0],
    "WEBP",
    "VP8X",
    [10, 0, 0, 0],
    [0, 0, 0, 0],
    [w & 0xff, (w >> 8) & 0xff, w >> 16],
    [h & 0xff, (h >> 8) & 0xff, h >> 16],
    new Uint8Array(8),
  );
}

function segment(marker: number, payload: Uint8Array): Uint8Array<ArrayBuffer> {
  return bytes([0xff, marker], u16(payload.length + 2), payload);
}

/** EXIF with Orientation and a GPS IFD holding a latitude reference ("N") — the location a photo should not leak. */
function exifWithGps(orientation: number): Uint8Array<ArrayBuffer> {
  // TIFF, big endian: IFD0 at 8 with two entries (Orientation, GPS IFD pointer), GPS IFD at 38 with one entry
  const ifd0 = bytes(
    u16(2),
    u16(0x0112),
    u16(3),
    u32(1),
    u16(orientation),
    [0, 0],
    u16(0x8825),
    u16(4),
    u32(1),
    u32(38),
    u32(0),
  );
  const gps = bytes(u16(1), u16(0x0001), u16(2), u32(2), "N", [0, 0, 0], u32(0));
  return bytes("Exif", [0, 0], "MM", u16(42), u32(8), ifd0, gps, "GPSLatitude 31.2304N");
}

/** A JPEG header with EXIF (Orientation, GPS), XMP, an ICC profile, a comment and a baseline frame of the given size. */
export function jpegWithMetadata(width: number, height: number, orientation = 6): Uint8Array<ArrayBuffer> {
  const sof = bytes([8], u16(height), u16(width), [3, 1, 0x11, 0, 2, 0x11, 1, 3, 0x11, 1]);
  const sos = bytes([3, 1, 0, 2, 0x11, 3, 0x11, 0, 0x3f, 0]);
  return bytes(
    [0xff, 0xd8],
    segment(0xe0, bytes("JFIF", [0, 1, 1, 0, 0, 1, 0, 1, 0, 0])),
    segment(0xe1, exifWithGps(orientation)),
    segment(0xe1, bytes("http://ns.adobe.com/xap/1.0/", [0], "<x:xmpmeta>GPSLongitude 121.4737E</x:xmpmeta>")),
    segment(0xe2, bytes("ICC_PROFILE", [0, 1, 1], "profile-bytes")),
    segment(0xfe, bytes("taken at home")),
    segment(0xc0, sof),
    segment(0xda, sos),
    [0x12, 0x34, 0x56, 0x78, 0xff, 0xd9],
  );
}

export function contains(haystack: Uint8Array, needle: string): boolean {
  return new TextDecoder("latin1").decode(haystack).includes(needle);
}
