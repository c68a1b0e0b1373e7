// npm run test:worker: the workerd suite, on a build at least as new as the code. It first makes a throwaway certificate authority for the SMTP-over-TLS
// tests: the test SMTP servers use a certificate for 127.0.0.1 signed by it, and workerd trusts it through
// NODE_EXTRA_CA_CERTS, which must be set before vitest starts (TOOLCHAIN.md).
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { rootCertificates } from "node:tls";
import { ensureFreshBuild } from "./lib/fresh-build";
import { ROOT, wranglerEnv } from "./lib/local";

ensureFreshBuild();

const dir = mkdtempSync(path.join(tmpdir(), "lvwen-smtp-tls-"));
const file = (name: string) => path.join(dir, name);
const openssl = (...args: string[]) => {
  const result = spawnSync("openssl", args, { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`openssl ${args.join(" ")} failed: ${result.stderr}`);
};
openssl(
  "req",
  "-x509",
  "-newkey",
  "rsa:2048",
  "-nodes",
  "-days",
  "2",
  "-subj",
  "/CN=lvwen test CA",
  "-keyout",
  file("ca.key"),
  "-out",
  file("ca.pem"),
  "-addext",
  "basicConstraints=critical,CA:TRUE",
  "-addext",
  "keyUsage=critical,keyCertSign",
);
openssl(
  "req",
  "-newkey",
  "rsa:2048",
  "-nodes",
  "-subj",
  "/CN=127.0.0.1",
  "-keyout",
  file("server.key"),
  "-out",
  file("server.csr"),
);
writeFileSync(file("server.ext"), "subjectAltName=IP:127.0.0.1,DNS:localhost\nextendedKeyUsage=serverAuth\n");
openssl(
  "x509",
  "-req",
  "-in",
  file("server.csr"),
  "-CA",
  file("ca.pem"),
  "-CAkey",
  file("ca.key"),
  "-CAcreateserial",
  "-days",
  "2",
  "-extfile",
  file("server.ext"),
  "-out",
  file("server.pem"),
);
writeFileSync(file("trusted.pem"), [...rootCertificates, readFileSync(file("ca.pem"), "utf8")].join("\n"));

const child = spawn(path.join(ROOT, "node_modules", ".bin", "vitest"), ["run", ...process.argv.slice(2)], {
  cwd: ROOT,
  stdio: "inherit",
  env: {
    ...wranglerEnv,
    NODE_EXTRA_CA_CERTS: file("trusted.pem"),
    SMTP_TLS_KEY: file("server.key"),
    SMTP_TLS_CERT: file("server.pem"),
  },
});
child.on("exit", (code) => process.exit(code ?? 1));
