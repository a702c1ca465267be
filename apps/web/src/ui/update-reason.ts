import type { UpdateReason } from '@console/domain/firmware/campaign.schema';
import { formatDate, formatDateTime } from '@console/domain/time/date-format';
import type { TFunction } from 'i18next';
import { formatNumber } from './number-format';

/** Why a sensor waits or failed, as a sentence in the reader's language, its dates in the reader's zone. */
export const describeReason = (t: TFunction, reason: UpdateReason, zoneId: string): string => {
  const { code, values } = reason;
  if (code === 'silent' && values.since === null) return t('firmware.reasons.silent-never');
  if (code === 'silent') return t('firmware.reasons.silent', { since: formatDateTime(String(values.since), zoneId) });
  if (code === 'crop-at-risk') return t('firmware.reasons.crop-at-risk', { until: formatDate(String(values.until)) });
  if (code === 'battery') return t('firmware.reasons.battery', { voltage: formatNumber(Number(values.voltage), 1) });
  if (code === 'usb') return t('firmware.reasons.usb', { percent: formatNumber(Number(values.percent), 0) });
  if (code === 'timeout') {
    return t('firmware.reasons.timeout', { state: t(`firmware.campaign.sensor-states.${String(values.state)}`) });
  }
  return t(`firmware.reasons.${code}`, values);
};
