// Real SMTP servers on loopback for the email tests (smtp-server): plain, STARTTLS and implicit TLS (the TLS ones use
// the throwaway certificate made by scripts/test-worker.ts), all writing to one inbox that the tests inside workerd
// read over HTTP: GET /messages lists what arrived, DELETE /messages empties it.
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { SMTPServer, type SMTPServerOptions } from "smtp-server";
import type { TestProject } from "vitest/node";

export type ReceivedMail = { from: string; to: string[]; raw: string; user: string | null; secure: boolean };

export const SMTP_TEST_USER = "mailer";
export const SMTP_TEST_PASSWORD = "mailer-password";

async function listen(server: SMTPServer): Promise<number> {
  // a client that resets its connection must not take the whole test run down
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.server.address() as AddressInfo).port;
}

export default async function setup(project: TestProject) {
  const inbox: ReceivedMail[] = [];
  const common: SMTPServerOptions = {
    authOptional: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_TEST_USER && auth.password === SMTP_TEST_PASSWORD)
        callback(null, { user: auth.username });
      else callback(new Error("Invalid username or password"));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString("utf8"),
          user: typeof session.user === "string" ? session.user : null,
          secure: session.secure,
        });
        callback();
      });
    },
  };

  const servers = [new SMTPServer({ ...common, secure: false, disabledCommands: ["STARTTLS"] })];
  const ports = { plain: await listen(servers[0]!), startTls: 0, implicitTls: 0 };
  if (process.env.SMTP_TLS_KEY && process.env.SMTP_TLS_CERT) {
    const tls = { key: readFileSync(process.env.SMTP_TLS_KEY), cert: readFileSync(process.env.SMTP_TLS_CERT) };
    const startTls = new SMTPServer({ ...common, ...tls, secure: false });
    const implicitTls = new SMTPServer({ ...common, ...tls, secure: true });
    servers.push(startTls, implicitTls);
    ports.startTls = await listen(startTls);
    ports.implicitTls = await listen(implicitTls);
  }

  const http: Server = createServer((request, response) => {
    if (request.method === "DELETE") inbox.length = 0;
    response.setHeader("Content-Type", "application/json");
    response.end(JSON.stringify(inbox));
  });
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  const inboxPort = (http.address() as AddressInfo).port;

  project.provide("smtpPort", ports.plain);
  project.provide("smtpStartTlsPort", ports.startTls);
  project.provide("smtpImplicitTlsPort", ports.implicitTls);
  project.provide("smtpInboxUrl", `http://127.0.0.1:${inboxPort}/messages`);

  return async () => {
    await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
    await new Promise<void>((resolve) => http.close(() => resolve()));
  };
}
