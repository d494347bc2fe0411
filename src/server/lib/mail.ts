import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import type { Logger } from "./logger.ts";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The action link in the message; written to the outbox file when there is no SMTP server. */
  link: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * SMTP through nodemailer when SMTP_URL is set; otherwise each message becomes a file in DATA_DIR/outbox.
 * `smtpCaFile` (SMTP_CA_FILE): a PEM CA trusted instead of the system roots for the SMTP server's
 * certificate (a private relay); the certificate is still verified.
 */
export function createMailer(opts: {
  smtpUrl?: string;
  smtpCaFile?: string;
  from: string;
  dataDir: string;
  logger: Logger;
}): Mailer {
  const { smtpUrl, smtpCaFile, from, dataDir, logger } = opts;
  if (smtpUrl) {
    const transport: Transporter = nodemailer.createTransport({
      url: smtpUrl,
      ...(smtpCaFile ? { tls: { ca: readFileSync(smtpCaFile, "utf8") } } : {}),
    });
    return {
      async send(m) {
        try {
          await transport.sendMail({ from, to: m.to, subject: m.subject, text: m.text, html: m.html });
        } catch (error) {
          // Logged here in the app's format (type, code, message: no credentials, no link); the caller decides what the user sees.
          logger.error("mail not sent", { subject: m.subject, error });
          throw error;
        }
      },
    };
  }
  const outbox = join(dataDir, "outbox");
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(m) {
      const info = await transport.sendMail({ from, to: m.to, subject: m.subject, text: m.text, html: m.html });
      mkdirSync(outbox, { recursive: true });
      const base = `${Date.now()}-${m.subject.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
      writeFileSync(join(outbox, `${base}.eml`), info.message as Buffer);
      writeFileSync(
        join(outbox, `${base}.json`),
        JSON.stringify({ to: m.to, subject: m.subject, link: m.link }, null, 2),
      );
      // The link is a sign-in credential: it stays in the outbox file, never in the log.
      logger.info("mail written to outbox (no SMTP_URL)", { subject: m.subject, file: join(outbox, `${base}.json`) });
    },
  };
}

export function actionMail(to: string, subject: string, intro: string, cta: string, link: string): MailMessage {
  const text = `${intro}\n\n${cta}: ${link}\n\nIf you did not ask for this, you can ignore this email.\n\nOtter Coach`;
  const html = `<p>${intro}</p><p><a href="${link}">${cta}</a></p><p>If you did not ask for this, you can ignore this email.</p><p>Otter Coach</p>`;
  return { to, subject, text, html, link };
}
