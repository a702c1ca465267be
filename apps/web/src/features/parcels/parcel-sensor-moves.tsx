import { isManufacturer } from '@console/domain/access/permissions';
import type { ParcelListItem } from '@console/domain/parcel/parcel-list.schema';
import { moveSensorInputSchema, type SensorPlacement } from '@console/domain/parcel/parcel.schema';
import { swapSensorInputSchema } from '@console/domain/parcel/sensor-swap.schema';
import { formatDateTime } from '@console/domain/time/date-format';
import { Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowsExchange, IconLinkOff, IconReplace } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useProfile } from '../../session/use-profile';
import { useFieldErrorText } from '../../ui/field-error';
import { useFormAction } from '../../ui/use-form-action';
import { ParcelPicker } from './parcel-picker';
import { SensorPicker, type PickedSensor } from '../../ui/sensor-picker';

/** What the parcel settings' action does with the parcel's sensor (decision 133), with what the flash names. */
export const sensorMoveIntentSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('unlink') }),
  moveSensorInputSchema.extend({ intent: z.literal('move'), label: z.string() }),
  swapSensorInputSchema.pick({ sensorId: true }).extend({ intent: z.literal('swap'), serialNumber: z.string() }),
]);
export type SensorMoveIntent = z.infer<typeof sensorMoveIntentSchema>;

type Move = 'unlink' | 'move' | 'swap';

type MoveDialogProps = {
  title: string;
  submitLabel: string;
  /** Red for a change that takes something away. */
  isDestructive?: boolean;
  onSubmit: () => void;
  isSaving: boolean;
  canSubmit: boolean;
  onClose: () => void;
  children: ReactNode;
};

/** One of the three changes, asked for in a dialog that says what happens before anything does. */
const MoveDialog = ({
  title,
  submitLabel,
  isDestructive = false,
  onSubmit,
  isSaving,
  canSubmit,
  onClose,
  children,
}: MoveDialogProps) => {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <form
        aria-label={title}
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          if (canSubmit) onSubmit();
        }}
      >
        <Stack gap="md">
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} data-autofocus>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color={isDestructive ? 'red' : undefined} disabled={!canSubmit} loading={isSaving}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};

/**
 * The parcel's sensor can be taken off, moved to another parcel of the account, or replaced by a free one that takes
 * its seat and tags: each a button opening its dialog, the change made by the route's action. Mounted whether the
 * parcel has a sensor or not, so the answer to a change that frees it is still shown.
 */
export const SensorMoveActions = ({ parcel }: { parcel: ParcelListItem }) => {
  const { t } = useTranslation();
  const profile = useProfile();
  const fieldError = useFieldErrorText();
  const [open, setOpenMove] = useState<Move | null>(null);
  // The serial number the dialogs name, kept from their opening: the sensor leaves the parcel on success.
  const [serial, setSerial] = useState('');
  const [target, setTarget] = useState<ParcelListItem | null>(null);
  const [replacement, setReplacement] = useState<PickedSensor | null>(null);
  const setOpen = (move: Move) => {
    setSerial(parcel.sensor?.serialNumber ?? '');
    setOpenMove(move);
  };
  const close = () => {
    setOpenMove(null);
    setTarget(null);
    setReplacement(null);
  };
  const change = useFormAction(() => {
    const message =
      open === 'move'
        ? t('parcel.sensor-moves.moved', { serial, label: target?.label })
        : open === 'swap'
          ? t('parcel.sensor-moves.swapped', { serial: replacement?.serialNumber })
          : t('parcel.sensor-moves.unlinked', { serial });
    notifications.show({ color: 'green', message });
    close();
  });
  const issue = change.isSaving ? undefined : change.issues?.[0];
  const error = issue && fieldError({ message: issue.message });
  const submit = (intent: SensorMoveIntent) => change.submit(intent);

  return (
    <>
      {parcel.sensorId && (
        <Group gap="xs">
          <Button
            variant="light"
            leftSection={<IconArrowsExchange size={16} aria-hidden="true" />}
            onClick={() => setOpen('move')}
          >
            {t('parcel.sensor-moves.move')}
          </Button>
          <Button
            variant="light"
            leftSection={<IconReplace size={16} aria-hidden="true" />}
            onClick={() => setOpen('swap')}
          >
            {t('parcel.sensor-moves.swap')}
          </Button>
          <Button
            variant="outline"
            color="red"
            leftSection={<IconLinkOff size={16} aria-hidden="true" />}
            onClick={() => setOpen('unlink')}
          >
            {t('parcel.sensor-moves.unlink')}
          </Button>
        </Group>
      )}
      {open === 'unlink' && (
        <MoveDialog
          title={t('parcel.sensor-moves.unlink-title', { serial, label: parcel.label })}
          submitLabel={t('parcel.sensor-moves.unlink')}
          isDestructive
          onSubmit={() => submit({ intent: 'unlink' })}
          isSaving={change.isSaving}
          canSubmit
          onClose={close}
        >
          <Text size="sm">{t('parcel.sensor-moves.unlink-help')}</Text>
          {error && (
            <Text size="sm" c="red" role="alert">
              {error}
            </Text>
          )}
        </MoveDialog>
      )}
      {open === 'move' && (
        <MoveDialog
          title={t('parcel.sensor-moves.move-title', { serial })}
          submitLabel={t('parcel.sensor-moves.move-submit')}
          onSubmit={() => target && submit({ intent: 'move', parcelId: target.id, label: target.label })}
          isSaving={change.isSaving}
          canSubmit={target !== null}
          onClose={close}
        >
          <Text size="sm">{t('parcel.sensor-moves.move-help', { account: parcel.accountName })}</Text>
          <ParcelPicker from={parcel} value={target} onChange={setTarget} error={error} />
        </MoveDialog>
      )}
      {open === 'swap' && (
        <MoveDialog
          title={t('parcel.sensor-moves.swap-title', { serial })}
          submitLabel={t('parcel.sensor-moves.swap-submit')}
          onSubmit={() =>
            replacement && submit({ intent: 'swap', sensorId: replacement.id, serialNumber: replacement.serialNumber })
          }
          isSaving={change.isSaving}
          canSubmit={replacement !== null}
          onClose={close}
        >
          <Text size="sm">{t('parcel.sensor-moves.swap-help', { serial })}</Text>
          <SensorPicker
            value={replacement}
            onChange={setReplacement}
            error={error}
            filter={isManufacturer(profile) ? { usableBy: parcel.accountId } : undefined}
          />
        </MoveDialog>
      )}
    </>
  );
};

/** Which sensors served the parcel and when: the periods its counts and history are read from. */
export const SensorPlacements = ({ placements }: { placements: SensorPlacement[] }) => {
  const { t } = useTranslation();
  const { zoneId } = useProfile();
  if (placements.length === 0) return null;
  return (
    <Table aria-label={t('parcel.sensor-moves.history')}>
      <Table.Caption style={{ captionSide: 'top', textAlign: 'start' }}>
        {t('parcel.sensor-moves.history')}
      </Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('parcel.sensor-moves.sensor')}</Table.Th>
          <Table.Th>{t('parcel.sensor-moves.from')}</Table.Th>
          <Table.Th>{t('parcel.sensor-moves.until')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {placements.map((placement) => (
          <Table.Tr key={`${placement.sensor.id}-${placement.placedAt}`}>
            <Table.Td>{placement.sensor.serialNumber}</Table.Td>
            <Table.Td>{formatDateTime(placement.placedAt, zoneId)}</Table.Td>
            <Table.Td>
              {placement.removedAt ? formatDateTime(placement.removedAt, zoneId) : t('parcel.sensor-moves.now')}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
};
