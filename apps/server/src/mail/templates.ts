import type { Language } from '@console/domain/i18n/languages';
import type { Mail } from './mailer.ts';
import { MAIL_NAMESPACE, serverTranslator } from '../i18n/translate.ts';

/** How long a link works, in the recipient's language: in days when it is whole days, else in hours. */
export const linkValidity = (language: Language, hours: number): string => {
  const t = serverTranslator(language);
  return hours % 24 === 0
    ? t(`${MAIL_NAMESPACE}:link-validity.days`, { count: hours / 24 })
    : t(`${MAIL_NAMESPACE}:link-validity.hours`, { count: hours });
};

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
