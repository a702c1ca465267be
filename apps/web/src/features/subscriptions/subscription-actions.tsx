import {
  isSubscriptionPeriod,
  type Subscription,
  SUBSCRIPTION_PERIOD_ERROR,
} from '@console/domain/subscription/subscription.schema';
import { Button, Group, Modal, Stack, Switch, Text, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { notifications } from '@mantine/notifications';
import { IconArrowsExchange, IconBan, IconPencil, IconPlus, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../paths';
import { LocalizedDates } from '../../ui/localized-dates';
import { useFormAction } from '../../ui/use-form-action';
import { type PickedSensor, SensorsPicker } from '../../ui/sensors-picker';
import type { SubscriptionIntent } from './subscription-intent';

type Seat = Subscription['seats'][number];
type Dialog = { kind: 'renew' | 'cancel' | 'edit' | 'add' } | { kind: 'swap' | 'remove'; seat: Seat };

/** The page's changes, each confirmed in a dialog and saved through the route's action. */
export const useSubscriptionActions = (subscription: Subscription, { canMoveEnd }: { canMoveEnd: boolean }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [picked, setPicked] = useState<PickedSensor[]>([]);
  const [edit, setEdit] = useState({
    endsOn: subscription.endsOn,
    autoRenew: subscription.autoRenew,
    externalRef: subscription.externalRef ?? '',
  });
  const action = useFormAction<{ id: string }>((result) => {
    const kind = dialog?.kind;
    setDialog(null);
    setPicked([]);
    notifications.show({ color: 'green', message: t(`subscriptions.done.${kind ?? 'edit'}`) });
    if (kind === 'renew') void navigate(paths.subscription(result.id));
  });
  // A refusal (renewed already, a sensor covered elsewhere…) is said in a red flash.
  useEffect(() => {
    const issue = action.issues?.[0];
    if (issue) notifications.show({ color: 'red', message: t(issue.message) });
  }, [action.issues, t]);

  const send = (intent: SubscriptionIntent) => action.submit(intent);
  const open = (next: Dialog) => {
    setPicked([]);
    setEdit({
      endsOn: subscription.endsOn,
      autoRenew: subscription.autoRenew,
      externalRef: subscription.externalRef ?? '',
    });
    setDialog(next);
  };
  const isDecided = subscription.isCancelled || ['renewed', 'cancelled'].includes(subscription.status);
  const hasSuccessor = subscription.periods.at(-1)?.id !== subscription.id;
  // The server's rule for a moved end, said under the field before saving.
  const isEndValid = isSubscriptionPeriod({ startsOn: subscription.startsOn, endsOn: edit.endsOn });

  const headerActions = (
    <Group gap="sm">
      {!hasSuccessor && !subscription.isCancelled && (
        <Button leftSection={<IconRefresh size={18} aria-hidden="true" />} onClick={() => open({ kind: 'renew' })}>
          {t('subscriptions.actions.renew')}
        </Button>
      )}
      <Button
        variant="default"
        leftSection={<IconPencil size={18} aria-hidden="true" />}
        onClick={() => open({ kind: 'edit' })}
      >
        {t('subscriptions.actions.edit')}
      </Button>
      {!isDecided && !hasSuccessor && (
        <Button
          variant="outline"
          color="red"
          leftSection={<IconBan size={18} aria-hidden="true" />}
          onClick={() => open({ kind: 'cancel' })}
        >
          {t('subscriptions.actions.cancel')}
        </Button>
      )}
    </Group>
  );
  const seatActions = (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconPlus size={16} aria-hidden="true" />}
      onClick={() => open({ kind: 'add' })}
    >
      {t('subscriptions.actions.add-sensors')}
    </Button>
  );
  const openSeatActions = (seat: Seat) => (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="xs"
        variant="subtle"
        leftSection={<IconArrowsExchange size={16} aria-hidden="true" />}
        aria-label={t('subscriptions.actions.swap-named', { serial: seat.sensor.serialNumber })}
        onClick={() => open({ kind: 'swap', seat })}
      >
        {t('subscriptions.actions.swap')}
      </Button>
      <Button
        size="xs"
        variant="subtle"
        color="red"
        leftSection={<IconTrash size={16} aria-hidden="true" />}
        aria-label={t('subscriptions.actions.remove-named', { serial: seat.sensor.serialNumber })}
        onClick={() => open({ kind: 'remove', seat })}
      >
        {t('subscriptions.actions.remove')}
      </Button>
    </Group>
  );

  const confirm = (label: string, intent: SubscriptionIntent | null, color?: string) => (
    <Group justify="flex-end" mt="lg">
      <Button variant="default" onClick={() => setDialog(null)} data-autofocus>
        {t('common.cancel')}
      </Button>
      <Button color={color} loading={action.isSaving} disabled={!intent} onClick={() => intent && send(intent)}>
        {label}
      </Button>
    </Group>
  );

  const body = (() => {
    switch (dialog?.kind) {
      case 'renew':
        return (
          <>
            <Text>{t('subscriptions.confirm.renew')}</Text>
            {confirm(t('subscriptions.actions.renew'), { intent: 'renew' })}
          </>
        );
      case 'cancel':
        return (
          <>
            <Text>{t('subscriptions.confirm.cancel')}</Text>
            {confirm(t('subscriptions.actions.cancel'), { intent: 'cancel' }, 'red')}
          </>
        );
      case 'edit':
        return (
          <Stack gap="md">
            {canMoveEnd && (
              <LocalizedDates>
                <DateInput
                  label={t('subscriptions.fields.endsOn')}
                  value={edit.endsOn}
                  onChange={(value) => value && setEdit({ ...edit, endsOn: value })}
                  error={isEndValid ? undefined : t(SUBSCRIPTION_PERIOD_ERROR)}
                />
              </LocalizedDates>
            )}
            <TextInput
              label={t('subscriptions.fields.externalRef')}
              value={edit.externalRef}
              maxLength={100}
              onChange={(event) => setEdit({ ...edit, externalRef: event.currentTarget.value })}
            />
            <Switch
              label={t('subscriptions.fields.autoRenew')}
              checked={edit.autoRenew}
              onChange={(event) => setEdit({ ...edit, autoRenew: event.currentTarget.checked })}
            />
            {confirm(t('subscriptions.actions.save'), isEndValid ? { intent: 'update', ...edit } : null)}
          </Stack>
        );
      case 'add':
        return (
          <>
            <SensorsPicker
              filter={{ usableBy: subscription.account.id }}
              value={picked}
              onChange={setPicked}
              label={t('subscriptions.fields.sensors')}
            />
            {confirm(
              t('subscriptions.actions.add-sensors'),
              picked.length > 0
                ? { intent: 'seats', action: 'add', sensorIds: picked.map((sensor) => sensor.id) }
                : null,
            )}
          </>
        );
      case 'swap': {
        const replacement = picked[0];
        return (
          <>
            <Text mb="md">{t('subscriptions.confirm.swap', { serial: dialog.seat.sensor.serialNumber })}</Text>
            <SensorsPicker
              filter={{ usableBy: subscription.account.id }}
              value={picked}
              onChange={setPicked}
              label={t('subscriptions.fields.replacement')}
              isSingle
            />
            {confirm(
              t('subscriptions.actions.swap'),
              replacement
                ? {
                    intent: 'seats',
                    action: 'swap',
                    sensorId: dialog.seat.sensor.id,
                    replacementSensorId: replacement.id,
                  }
                : null,
            )}
          </>
        );
      }
      case 'remove':
        return (
          <>
            <Text>{t('subscriptions.confirm.remove', { serial: dialog.seat.sensor.serialNumber })}</Text>
            {confirm(
              t('subscriptions.actions.remove'),
              { intent: 'seats', action: 'remove', sensorId: dialog.seat.sensor.id },
              'red',
            )}
          </>
        );
      default:
        return null;
    }
  })();

  const modal = (
    <Modal
      opened={dialog !== null}
      onClose={() => setDialog(null)}
      title={dialog ? t(`subscriptions.dialogs.${dialog.kind}`) : ''}
      centered
    >
      {body}
    </Modal>
  );
  return { headerActions, seatActions, openSeatActions, modal };
};
