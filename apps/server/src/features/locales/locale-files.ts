import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { Language, NAMESPACES } from '@console/domain/i18n/languages';
import { LOCALES_DIR } from '../../i18n/translate.ts';

/*
 * A language's texts as browsers fetch them at start (decision 191): about 150 kB of JSON each, 25 kB compressed. They
 * change only with a release, so each file is read, checked and compressed once per process, and every later request
 * gets the bytes its browser accepts.
 */

/** The encodings offered, best first; `identity` for a client that accepts none of them. */
const ENCODINGS = ['br', 'gzip', 'identity'] as const;
export type LocaleEncoding = (typeof ENCODINGS)[number];

type LocaleFile = Record<LocaleEncoding, Buffer>;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const readLocaleFile = async (lang: Language, namespace: (typeof NAMESPACES)[number]): Promise<LocaleFile> => {
  const text = await fs.readFile(path.join(LOCALES_DIR, lang, `${namespace}.json`), 'utf8');
  // Parsed once, so a broken file fails its first request rather than every browser that reads it.
  const identity = Buffer.from(JSON.stringify(JSON.parse(text) as Record<string, unknown>));
  const [br, gz] = await Promise.all([
    brotli(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } }),
    gzip(identity, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  return { br, gzip: gz, identity };
};

/** At most languages × namespaces entries: the route's parameters are checked against both lists. */
const files = new Map<string, Promise<LocaleFile>>();

/** The file's bytes in the best encoding `acceptEncoding` allows. */
export const localeFile = async (
  lang: Language,
  namespace: (typeof NAMESPACES)[number],
  acceptEncoding: string | undefined,
): Promise<{ encoding: LocaleEncoding; body: Buffer }> => {
  const key = `${lang}/${namespace}`;
  let file = files.get(key);
  if (!file) {
    file = readLocaleFile(lang, namespace);
    // A failed read is not kept: the next request tries again.
    file.catch(() => files.delete(key));
    files.set(key, file);
  }
  const encoding = negotiate(acceptEncoding ?? '', [...ENCODINGS]) ?? 'identity';
  return { encoding, body: (await file)[encoding] };
};
