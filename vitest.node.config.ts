// The few tests that need Node itself rather than workerd (the lint boundaries run ESLint, which reads the disk).
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: { include: ["tests/node/**/*.test.ts"], environment: "node", testTimeout: 30_000 },
});
