import type { Subscription } from '@console/domain/subscription/subscription.schema';
import type { Language } from '@console/domain/i18n/languages';
import { formatLocalDay } from '@console/domain/time/date-format';
import { printedDocument } from '../../export/printed-document.ts';

/** The file an attestation downloads as: its plan and first day, so a farm's folder of them sorts by season. */
export const attestationFileName = (subscription: Subscription) =>
  `attestation-${subscription.plan.code}-${subscription.startsOn}.pdf`.replace(/[^\w.-]+/g, '-');

/**
 * A subscription's attestation (issue 20): what the holder shows an insurer, a cooperative or an auditor, that its
 * sensors ran under a subscription over a period. A4, in the reader's language, from the subscription as recorded
 * now. Streamed as it is written.
 */
export const writeAttestation = (subscription: Subscription, language: Language, zoneId: string) => {
  const { doc, t, row, end } = printedDocument(language, 'subscriptions.attestation.title');
  const openSeats = subscription.seats.filter((seat) => !seat.removedAt);

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
  return end('subscriptions.attestation.issued', zoneId);
};
