import { describe, expect, it } from "vitest";
import { contrastRatio, readableShade, tint } from "~/lib/colors";

describe("readable shades of the primary colour", () => {
  it("computes WCAG contrast ratios", () => {
    expect(contrastRatio("#ffffff", "#000000")).toBeCloseTo(21, 5);
    expect(contrastRatio("#009029", "#ffffff")).toBeCloseTo(4.18, 2);
    expect(contrastRatio("#777777", "#777777")).toBe(1);
  });

  it("keeps a colour that already reads at 4.5:1", () => {
    expect(readableShade("#1f5fbf", ["#ffffff"])).toBe("#1f5fbf");
  });

  it("darkens the default green just enough for white text and for text on white and on its tag tint", () => {
    const backgrounds = ["#ffffff", tint("#009029", 0.1)];
    const shade = readableShade("#009029", backgrounds);
    expect(shade).not.toBe("#009029");
    for (const background of backgrounds) expect(contrastRatio(shade, background)).toBeGreaterThanOrEqual(4.5);
    // the lightest such shade: one step lighter would not read
    expect(contrastRatio(shade, "#ffffff")).toBeLessThan(5.2);
  });

  it("turns even white into a readable colour, and leaves malformed input alone", () => {
    expect(contrastRatio(readableShade("#ffffff", ["#ffffff"]), "#ffffff")).toBeGreaterThanOrEqual(4.5);
    expect(readableShade("green", ["#ffffff"])).toBe("green");
  });
});
