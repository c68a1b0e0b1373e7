import { describe, expect, it } from "vitest";
import { OBJECT_TYPE_CODES, formatObjectId, parseObjectId, type ObjectKind } from "~/lib/object-ids";

describe("public ids that carry their object's type", () => {
  it("are laid out as Apache Answer's: 1, three digits of type code, thirteen of number", () => {
    expect(formatObjectId("question", 42)).toBe("10010000000000042");
    expect(formatObjectId("answer", 42)).toBe("10020000000000042");
    expect(formatObjectId("tag", 1)).toBe("10030000000000001");
    expect(formatObjectId("user", 7)).toBe("10040000000000007");
    expect(formatObjectId("comment", 9_999_999_999_999)).toBe("10079999999999999");
    expect(formatObjectId("badge_award", 3)).toBe("10100000000000003");
  });

  it("name one object each: the same number of every type gives a different id, and each reads back as itself", () => {
    const kinds = Object.keys(OBJECT_TYPE_CODES) as ObjectKind[];
    const ids = kinds.map((kind) => formatObjectId(kind, 1));
    expect(new Set(ids).size).toBe(kinds.length);
    for (const kind of kinds) expect(parseObjectId(formatObjectId(kind, 123))).toEqual({ kind, id: 123 });
  });

  it("read nothing from a plain number, an unknown type code, a zero number or anything else", () => {
    for (const value of [
      "42",
      "1001000000000004",
      "100100000000000420",
      "10050000000000001",
      "10990000000000001",
      "10010000000000000",
      "20010000000000001",
      " 10010000000000001",
      "1001000000000000x",
      "",
    ])
      expect(parseObjectId(value), value).toBeNull();
  });

  it("are not made for numbers a typed id cannot hold", () => {
    for (const id of [0, -1, 1.5, 10_000_000_000_000, Number.NaN])
      expect(() => formatObjectId("question", id)).toThrow(RangeError);
  });
});
