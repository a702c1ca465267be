import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../i18n/i18n';
import { formatDateTime, formatRelative } from '@console/domain/time/date-format';

type MomentProps = {
  /** ISO instant, or null when it never happened. */
  value: string | null;
  /** The user's time zone (profile zoneId). */
  timeZone: string;
  /** The reference for "… ago"; one per screen keeps a list consistent. */
  now: Date;
  /** Shown when `value` is null. */
  emptyText?: string;
  inline?: boolean;
};

/** An instant shown twice: how long ago, and dd/MM/yyyy HH:mm in the user's zone. */
export const Moment = ({ value, timeZone, now, emptyText, inline = false }: MomentProps) => {
  const { t } = useTranslation();
  if (!value) {
    return (
      <Text size="sm" c="dimmed" span>
        {emptyText ?? t('common.never')}
      </Text>
    );
  }
  const absolute = formatDateTime(value, timeZone);
  const relative = formatRelative(value, now, currentLanguage());
  if (inline) {
    return (
      <Text size="sm" span>
        {relative}{' '}
        <Text span c="dimmed" size="sm">
          (<time dateTime={value}>{absolute}</time>)
        </Text>
      </Text>
    );
  }
  return (
    <Stack gap={0}>
      <Text size="sm">{relative}</Text>
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        <time dateTime={value}>{absolute}</time>
      </Text>
    </Stack>
  );
};
