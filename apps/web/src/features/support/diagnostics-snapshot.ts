import type { IssueListItem } from '@console/domain/issue/issue-list.schema';
import type { SensorListItem } from '@console/domain/sensor/sensor-list.schema';
import { formatDateTime } from '@console/domain/time/date-format';
import type { TFunction } from 'i18next';
import { formatNumber } from '../../ui/number-format';

/**
 * What support asks first about a trap, as text at the top of a "Report a problem" request: its last capture and
 * contact, power and storage, the device's and Linux's states, open issues, position and weather source. Plain text,
 * so it reads the same in the e-mail, the conversation and an export, and the requester can correct it.
 */
export const diagnosticsSnapshot = (
  t: TFunction,
  sensor: SensorListItem,
  openIssues: Pick<IssueListItem, 'type' | 'openedAt'>[] | null,
  timeZone: string,
): string => {
  const none = t('support.diagnostics.none');
  const at = (value: string | null) => (value ? formatDateTime(value, timeZone) : none);
  const line = (label: string, value: string) => t('support.diagnostics.line', { label, value });
  return [
    t('support.diagnostics.title', { serialNumber: sensor.serialNumber }),
    line(t('sensors.fields.lastMeasuredAt'), at(sensor.lastMeasuredAt)),
    line(t('sensors.fields.lastContactAt'), at(sensor.lastContactAt)),
    line(
      t('sensors.fields.batteryVoltage'),
      sensor.batteryVoltage === null ? none : `${formatNumber(sensor.batteryVoltage, 1)} V`,
    ),
    line(
      t('sensors.fields.usbFillRate'),
      sensor.usbFillRate === null ? none : `${formatNumber(sensor.usbFillRate, 0)} %`,
    ),
    line(t('sensors.fields.state'), t(`sensors.states.${sensor.state}`)),
    line(t('sensors.fields.deviceState'), sensor.deviceState ? t(`sensors.device-states.${sensor.deviceState}`) : none),
    line(t('sensors.fields.linuxState'), sensor.linuxState ? t(`sensors.linux-states.${sensor.linuxState}`) : none),
    line(
      t('support.diagnostics.open-issues'),
      openIssues === null
        ? String(sensor.openIssueCount)
        : openIssues.length === 0
          ? none
          : openIssues.map((issue) => `${t(`issues.types.${issue.type}`)} (${at(issue.openedAt)})`).join(', '),
    ),
    line(
      t('support.diagnostics.gps'),
      sensor.gps ? `${sensor.gps.lat.toFixed(5)}, ${sensor.gps.long.toFixed(5)}` : none,
    ),
    line(
      t('support.diagnostics.weather'),
      [t(`sensors.weather-sources.${sensor.weather.source}`), sensor.weather.stationId].filter(Boolean).join(' '),
    ),
    '',
    t('support.diagnostics.describe'),
    '',
  ].join('\n');
};
