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

/**
 * Who every message comes from, and the product title its texts name, read when it is sent: the staff change them
 * without a restart.
 */
export type MailSender = () => Promise<{ name: string; address: string; appTitle: string }>;

/**
 * Where the texts name the product (`{{appTitle}}` in `mail.json`): the translator leaves a variable it is not given
 * as it stands, and each message gets the title of when it leaves.
 */
const APP_TITLE = '{{appTitle}}';

const titled = (mail: Mail, appTitle: string): Mail => ({
  ...mail,
  subject: mail.subject.replaceAll(APP_TITLE, appTitle),
  text: mail.text.replaceAll(APP_TITLE, appTitle),
});

/** The envelope and the message as they leave: from the sender, naming the product by its current title. */
const outgoing = async (from: MailSender, mail: Mail) => {
  const { appTitle, ...sender } = await from();
  const message = titled(mail, appTitle);
  return { message, options: { from: sender, ...message } };
};

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
        const { options } = await outgoing(from, mail);
        const info = (await transport.sendMail(options)) as { response: string };
        return info.response;
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (mail) => {
      const { message: sent, options } = await outgoing(from, mail);
      const { message } = await transport.sendMail(options);
      await fs.mkdir(outboxDir, { recursive: true });
      const sentAt = now();
      const name = path.join(outboxDir, `${sentAt.getTime()}-${crypto.randomUUID()}`);
      await fs.writeFile(`${name}.eml`, message as Buffer);
      // The outbox page reads this copy: decoding MIME back needs a parser for no other purpose.
      const copy: OutboxCopy = { ...sent, sentAt: sentAt.toISOString() };
      await fs.writeFile(`${name}.json`, JSON.stringify(copy));
      return `written to the outbox: ${path.basename(name)}.eml`;
    },
  };
};
