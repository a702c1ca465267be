import type { Language } from '@console/domain/i18n/languages';
import type { Mail } from './mailer.ts';
import { mailTranslator } from './translate.ts';

/**
 * A message from the translations under `mail.<key>`: its subject, its body in the recipient's language, and the
 * link it is about on a line of its own, so every mail client makes it clickable.
 */
export const translatedMail = (
  to: string,
  language: Language,
  key: string,
  link: string,
  vars: Record<string, string | number> = {},
): Mail => {
  const t = mailTranslator(language);
  return { to, subject: t(`mail.${key}.subject`, vars), text: `${t(`mail.${key}.body`, vars)}\n\n${link}\n` };
};
