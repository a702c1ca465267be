import type { Subscription } from '@console/domain/subscription/subscription.schema';
import type { Language } from '@console/domain/i18n/languages';
import { formatDateTime, formatLocalDay } from '@console/domain/time/date-format';
import PDFDocument from 'pdfkit';
import { serverTranslator } from '../../i18n/translate.ts';

/** The file an attestation downloads as: its plan and first day, so a farm's folder of them sorts by season. */
export const attestationFileName = (subscription: Subscription) =>
  `attestation-${subscription.plan.code}-${subscription.startsOn}.pdf`.replace(/[^\w.-]+/g, '-');

/**
 * A subscription's attestation (issue 20): what the holder shows an insurer, a cooperative or an auditor, that its
 * sensors ran under a subscription over a period. A4, in the reader's language, from the subscription as recorded
 * now; PDFKit's built-in Helvetica carries every letter of the four languages. Streamed as it is written.
 */
export const writeAttestation = (subscription: Subscription, language: Language, zoneId: string) => {
  const t = serverTranslator(language);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    lang: language,
    info: { Title: t('subscriptions.attestation.title'), Author: t('app.title') },
    // Tagged, so screen readers read its text in order.
    tagged: true,
    displayTitle: true,
  });
  const row = (label: string, value: string) => {
    doc.font('Helvetica-Bold').fontSize(10).text(label, { continued: false });
    doc.font('Helvetica').fontSize(11).text(value).moveDown(0.6);
  };
  const openSeats = subscription.seats.filter((seat) => !seat.removedAt);

  doc.font('Helvetica-Bold').fontSize(20).text(t('app.title'));
  doc.moveDown(0.5).fontSize(16).text(t('subscriptions.attestation.title'));
  doc.moveDown(1).font('Helvetica').fontSize(11);
  doc.text(
    t('subscriptions.attestation.statement', {
      account: subscription.account.name,
      from: formatLocalDay(subscription.startsOn),
      to: formatLocalDay(subscription.endsOn),
    }),
  );
  doc.moveDown(1);
  row(t('subscriptions.fields.account'), subscription.account.name);
  row(t('subscriptions.fields.plan'), `${subscription.plan.code} · ${subscription.plan.labels[language]}`);
  row(
    t('subscriptions.fields.period'),
    `${formatLocalDay(subscription.startsOn)} – ${formatLocalDay(subscription.endsOn)}`,
  );
  row(t('subscriptions.fields.status'), t(`subscriptions.statuses.${subscription.status}`));
  row(t('subscriptions.fields.provider'), subscription.provider?.name ?? t('subscriptions.sold-by-manufacturer'));
  if (subscription.externalRef) row(t('subscriptions.fields.externalRef'), subscription.externalRef);
  row(
    t('subscriptions.fields.sensors'),
    openSeats.length > 0 ? openSeats.map((seat) => seat.sensor.serialNumber).join(', ') : t('subscriptions.no-seat'),
  );
  doc
    .moveDown(1)
    .fontSize(9)
    .fillColor('#555555')
    .text(t('subscriptions.attestation.issued', { at: formatDateTime(new Date(), zoneId) }));
  doc.end();
  return doc;
};
