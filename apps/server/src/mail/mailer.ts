import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { now } from '../clock.ts';

/** A file sent with a message: small text files only (a digest's CSV), kept whole in the mail queue. */
export type MailAttachment = { filename: string; contentType: string; content: string };

export type Mail = { to: string; subject: string; text: string; attachments?: MailAttachment[] };

/** Sends a message and answers what the server said of it (the SMTP server's last reply, or where it was written). */
export type Mailer = { send: (mail: Mail) => Promise<string> };

/** What the outbox keeps of each message beside its .eml file. */
export type OutboxCopy = Mail & { sentAt: string };

/** Who every message comes from, read when it is sent: the staff change it without a restart. */
export type MailSender = () => Promise<{ name: string; address: string }>;

export type MailerSettings = {
  /** An SMTP server (smtp://user:pass@host:port); without one, messages are written to `outboxDir`. */
  smtpUrl: string | undefined;
  from: MailSender;
  outboxDir: string;
};

/**
 * Sends e-mail through SMTP, or, in a demo without one, writes each message as an .eml file in the outbox folder,
 * where a person can open it, and lists it on the staff admins' outbox page.
 */
export const createMailer = ({ smtpUrl, from, outboxDir }: MailerSettings): Mailer => {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      send: async (mail) => {
        const info = (await transport.sendMail({ from: await from(), ...mail })) as { response: string };
        return info.response;
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (mail) => {
      const { message } = await transport.sendMail({ from: await from(), ...mail });
      await fs.mkdir(outboxDir, { recursive: true });
      const sentAt = now();
      const name = path.join(outboxDir, `${sentAt.getTime()}-${crypto.randomUUID()}`);
      await fs.writeFile(`${name}.eml`, message as Buffer);
      // The outbox page reads this copy: decoding MIME back needs a parser for no other purpose.
      const copy: OutboxCopy = { ...mail, sentAt: sentAt.toISOString() };
      await fs.writeFile(`${name}.json`, JSON.stringify(copy));
      return `written to the outbox: ${path.basename(name)}.eml`;
    },
  };
};
