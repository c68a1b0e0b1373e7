// A real SMTP server on loopback for the email tests (smtp-server), with a small HTTP inbox the tests running inside
// workerd can read: GET /messages lists what arrived, DELETE /messages empties it.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import type { TestProject } from "vitest/node";

export type ReceivedMail = { from: string; to: string[]; raw: string; user: string | null };

export const SMTP_TEST_USER = "mailer";
export const SMTP_TEST_PASSWORD = "mailer-password";

export default async function setup(project: TestProject) {
  const inbox: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ["STARTTLS"],
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
        });
        callback();
      });
    },
  });
  // a client that resets its connection must not take the whole test run down
  smtp.on("error", () => {});
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  const http: Server = createServer((request, response) => {
    if (request.method === "DELETE") inbox.length = 0;
    response.setHeader("Content-Type", "application/json");
    response.end(JSON.stringify(inbox));
  });
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  const inboxPort = (http.address() as AddressInfo).port;

  project.provide("smtpPort", smtpPort);
  project.provide("smtpInboxUrl", `http://127.0.0.1:${inboxPort}/messages`);

  return async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await new Promise<void>((resolve) => http.close(() => resolve()));
  };
}
