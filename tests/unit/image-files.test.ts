// What an uploaded image really is, and what of it is kept (SECURITY.md §9).
import { imageSize } from "image-size";
import { describe, expect, it } from "vitest";
import { contains, gif, jpegWithMetadata, png, webp } from "../support/images";
import { sniffImageType, stripJpegMetadata } from "~/lib/image-files";

describe("sniffImageType", () => {
  it("knows JPEG, PNG, GIF and WebP by their first bytes", () => {
    expect(sniffImageType(jpegWithMetadata(10, 10))).toBe("jpeg");
    expect(sniffImageType(png(10, 10))).toBe("png");
    expect(sniffImageType(gif(10, 10))).toBe("gif");
    expect(sniffImageType(webp(10, 10))).toBe("webp");
  });

  it("refuses SVG, HTML and anything else whatever its name", () => {
    const text = (value: string) => new TextEncoder().encode(value);
    expect(sniffImageType(text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).toBeNull();
    expect(sniffImageType(text("<!doctype html><script>alert(1)</script>"))).toBeNull();
    expect(sniffImageType(text("%PDF-1.7"))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });
});

describe("stripJpegMetadata", () => {
  it("removes EXIF location, XMP and comments, keeps the ICC profile and the image data", () => {
    const original = jpegWithMetadata(640, 480);
    expect(contains(original, "GPSLatitude")).toBe(true);
    const stripped = stripJpegMetadata(original);
    expect(contains(stripped, "GPSLatitude")).toBe(false);
    expect(contains(stripped, "GPSLongitude")).toBe(false);
    expect(contains(stripped, "xmpmeta")).toBe(false);
    expect(contains(stripped, "taken at home")).toBe(false);
    expect(contains(stripped, "ICC_PROFILE")).toBe(true);
    // the scan data is byte for byte the same
    expect([...stripped.slice(-6)]).toEqual([0x12, 0x34, 0x56, 0x78, 0xff, 0xd9]);
    expect(imageSize(stripped)).toMatchObject({ width: 640, height: 480 });
  });

  it("writes the orientation back, so a rotated photo still shows upright", () => {
    const stripped = stripJpegMetadata(jpegWithMetadata(640, 480, 6));
    expect(imageSize(stripped).orientation).toBe(6);
    expect(imageSize(stripJpegMetadata(jpegWithMetadata(640, 480, 1))).orientation).toBeUndefined();
  });

  it("leaves bytes that are not a well-formed JPEG alone (the upload check refuses them)", () => {
    const broken = Uint8Array.from([0xff, 0xd8, 0xff, 0xe1, 0xff, 0xff, 0x00]);
    expect(stripJpegMetadata(broken)).toBe(broken);
    const pngBytes = png(10, 10);
    expect(stripJpegMetadata(pngBytes)).toBe(pngBytes);
  });
});
