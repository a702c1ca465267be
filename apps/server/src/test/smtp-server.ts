import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string[]; raw: string };

/**
 * A real SMTP server on loopback that keeps what it receives, for tests of the e-mails the console sends. It refuses
 * the first `refuseFirst` messages with a temporary error, as a struggling server does.
 */
export const startSmtpServer = async ({ refuseFirst = 0, port: listenPort = 0 } = {}) => {
  const received: ReceivedMail[] = [];
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: no certificate to offer.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refused < refuseFirst) {
          refused += 1;
          return callback(Object.assign(new Error('try again later'), { responseCode: 451 }));
        }
        received.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  // A sender killed mid-message resets its connection: like a real server, drop that message and keep serving.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  /** The first message to `address` whose text matches, once it arrives. */
  const waitForMail = async (address: string, pattern: RegExp = /./, timeoutMs = 10_000): Promise<string> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mail = received.find((item) => item.to.includes(address) && pattern.test(item.raw));
      if (mail) return mail.raw;
      if (Date.now() > deadline) throw new Error(`no e-mail to ${address} matching ${String(pattern)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refusedCount: () => refused,
    waitForMail,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/** The first link to `path` in a raw message, its quoted-printable soft line breaks undone. */
export const linkIn = (raw: string, path: string): string => {
  const text = raw.replace(/=\r?\n/g, '');
  const match = new RegExp(`https?://[^\\s"<>]*${path}[^\\s"<>]*`).exec(text);
  if (!match) throw new Error(`no link to ${path} in the message`);
  return match[0];
};

const decodeQuotedPrintable = (text: string): string =>
  Buffer.from(
    text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

const decodeEncodedWords = (header: string): string =>
  header
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replaceAll('_', ' ')),
    );

/** A raw message as its reader sees it: the subject and the text, their transfer encodings and CRLFs undone. */
export const readableMail = (raw: string): { subject: string; text: string } => {
  const separator = /\r?\n\r?\n/.exec(raw);
  const head = (separator ? raw.slice(0, separator.index) : raw).replace(/\r?\n[ \t]+/g, ' ');
  const body = separator ? raw.slice(separator.index + separator[0].length) : '';
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1] ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return { subject: decodeEncodedWords(header('Subject')), text: text.replace(/\r\n/g, '\n') };
};

/** The parts of a multipart message (a text and its attachments), each decoded, with its file name when it has one. */
export const mailParts = (raw: string): { fileName: string | undefined; text: string }[] => {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  if (!boundary) return [{ fileName: undefined, text: readableMail(raw).text }];
  return raw
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => part.replace(/^\r?\n/, ''))
    .map((part) => ({
      fileName: /filename="?([^";\r\n]+)"?/i.exec(part)?.[1],
      text: readableMail(part).text,
    }));
};
