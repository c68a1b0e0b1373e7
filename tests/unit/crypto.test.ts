import { describe, expect, it } from "vitest";
import { PBKDF2_ITERATIONS, hashPassword, randomToken, verifyPassword } from "~/server/crypto.server";

describe("password hashing", () => {
  it("uses exactly 100,000 PBKDF2 iterations, the most production Workers accept", async () => {
    expect(PBKDF2_ITERATIONS).toBe(100_000);
    const stored = await hashPassword("Correct-horse-9", "pepper");
    expect(stored.split("$")[1]).toBe("100000");
  });

  it("verifies the right password and refuses a wrong one", async () => {
    const stored = await hashPassword("Correct-horse-9", "pepper");
    expect(await verifyPassword("Correct-horse-9", stored, "pepper")).toBe(true);
    expect(await verifyPassword("correct-horse-9", stored, "pepper")).toBe(false);
  });

  it("depends on the server pepper: the same hash fails with another pepper", async () => {
    const stored = await hashPassword("Correct-horse-9", "pepper-one");
    expect(await verifyPassword("Correct-horse-9", stored, "pepper-two")).toBe(false);
  });

  it("salts every hash: one password hashes differently twice", async () => {
    expect(await hashPassword("Correct-horse-9", "pepper")).not.toBe(await hashPassword("Correct-horse-9", "pepper"));
  });

  it("refuses to hash without a pepper", async () => {
    await expect(hashPassword("Correct-horse-9", "")).rejects.toThrow();
  });
});

describe("tokens", () => {
  it("carry 256 random bits, URL-safe", () => {
    const token = randomToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Set(Array.from({ length: 50 }, () => randomToken())).size).toBe(50);
  });
});
