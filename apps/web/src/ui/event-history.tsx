import { formatDateTime } from '@console/domain/time/date-format';
import { Stack, Text } from '@mantine/core';
import { useProfile } from '../session/use-profile';

type HistoryEvent = { at: string; by?: string | undefined };

/** What was done to a record, oldest first: when (in the reader's zone), what (`describe`), and by whom. */
export const EventHistory = <E extends HistoryEvent>({
  events,
  describe,
}: {
  events: readonly E[];
  describe: (event: E) => string;
}) => {
  const { zoneId } = useProfile();
  return (
    <Stack gap="xs">
      {events.map((event, index) => (
        <Text key={`${event.at}-${index}`} size="sm">
          <Text span c="dimmed" size="sm">
            {formatDateTime(event.at, zoneId)}
          </Text>{' '}
          {describe(event)}
          {event.by && (
            <Text span c="dimmed" size="sm">
              {' '}
              · {event.by}
            </Text>
          )}
        </Text>
      ))}
    </Stack>
  );
};
