import type { Language } from '@console/domain/i18n/languages';
import type { Mail } from './mailer.ts';
import { MAIL_NAMESPACE, serverTranslator } from '../i18n/translate.ts';

/**
 * A message from the e-mail texts under `<key>`: its subject, its body in the recipient's language, and the
 * link it is about on a line of its own, so every mail client makes it clickable.
 */
export const translatedMail = (
  to: string,
  language: Language,
  key: string,
  link: string,
  vars: Record<string, string | number> = {},
): Mail => {
  const t = serverTranslator(language);
  return {
    to,
    subject: t(`${MAIL_NAMESPACE}:${key}.subject`, vars),
    text: `${t(`${MAIL_NAMESPACE}:${key}.body`, vars)}\n\n${link}\n`,
  };
};
