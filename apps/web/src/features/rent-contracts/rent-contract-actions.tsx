import type { RentContractAction } from '@console/domain/rent-contract/rent-contract-status';
import {
  declineSchema,
  extensionSchema,
  lineConversionSchema,
  lineReturnSchema,
  type RentContract,
  RETURN_CONDITIONS,
  type ReturnCondition,
} from '@console/domain/rent-contract/rent-contract.schema';
import { formatLocalDay } from '@console/domain/time/date-format';
import { Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconBan,
  IconCalendarPlus,
  IconCheck,
  IconPackageImport,
  IconPencil,
  IconReceipt,
  IconSend,
  IconX,
} from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useFormAction } from '../../ui/use-form-action';
import { RentContractExtensionForm } from './rent-contract-extension-form';

/** What the contract page's action receives: one action, with its body when it has one. */
export const contractIntentSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.enum(['send', 'cancel', 'validate']) }),
  declineSchema.extend({ intent: z.literal('decline') }),
  lineReturnSchema.extend({ intent: z.literal('return') }),
  lineConversionSchema.extend({ intent: z.literal('convert') }),
  extensionSchema.extend({ intent: z.literal('extend') }),
]);
export type ContractIntent = z.infer<typeof contractIntentSchema>;

const ICONS: Record<RentContractAction, ReactNode> = {
  edit: <IconPencil size={18} aria-hidden="true" />,
  send: <IconSend size={18} aria-hidden="true" />,
  cancel: <IconBan size={18} aria-hidden="true" />,
  validate: <IconCheck size={18} aria-hidden="true" />,
  decline: <IconX size={18} aria-hidden="true" />,
  return: <IconPackageImport size={18} aria-hidden="true" />,
  convert: <IconReceipt size={18} aria-hidden="true" />,
  extend: <IconCalendarPlus size={18} aria-hidden="true" />,
};

export type Dialog = Exclude<RentContractAction, 'edit'>;

/**
 * The actions the caller may take on the contract, each confirmed in a dialog and saved through the page's route
 * action; editing opens the contract's form (`onEdit`). A return or a sale takes the sensors ticked in the lines
 * table; after a sale, `onDone` hears of it, to propose a subscription. An extension leads to its successor.
 */
export const useRentContractActions = (
  contract: RentContract,
  { returning, onEdit, onDone }: { returning: string[]; onEdit: () => void; onDone: (action: Dialog | null) => void },
) => {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [reason, setReason] = useState('');
  const [condition, setCondition] = useState<ReturnCondition>('good');
  const action = useFormAction<object>(() => {
    notifications.show({ color: 'green', message: t(`rent-contracts.done.${dialog ?? 'edit'}`) });
    setDialog(null);
    onDone(dialog);
  });
  // A refusal (the contract changed meanwhile, a sensor elsewhere…) is said in a red flash.
  useEffect(() => {
    const issue = action.issues?.[0];
    if (issue) notifications.show({ color: 'red', message: t(issue.message) });
  }, [action.issues, t]);

  const reasonIsValid = declineSchema.safeParse({ reason }).success;
  const ticked = contract.lines
    .filter((line) => returning.includes(line.sensor.id))
    .map((line) => line.sensor.serialNumber)
    .join(', ');
  const buttons = contract.actions.map((name) => (
    <Button
      key={name}
      variant={name === 'send' || name === 'validate' ? 'filled' : name === 'return' ? 'light' : 'default'}
      color={name === 'cancel' || name === 'decline' ? 'red' : undefined}
      leftSection={ICONS[name]}
      disabled={(name === 'return' || name === 'convert') && returning.length === 0}
      onClick={() => (name === 'edit' ? onEdit() : setDialog(name))}
    >
      {t(`rent-contracts.actions.${name}`)}
    </Button>
  ));

  const confirm = (intent: ContractIntent | null, color?: string) => (
    <Group justify="flex-end" mt="lg">
      <Button variant="default" onClick={() => setDialog(null)} data-autofocus>
        {t('common.cancel')}
      </Button>
      <Button
        color={color}
        loading={action.isSaving}
        disabled={!intent}
        onClick={() => intent && action.submit(intent)}
      >
        {dialog && t(`rent-contracts.actions.${dialog}`)}
      </Button>
    </Group>
  );

  const body = (() => {
    switch (dialog) {
      case 'send':
      case 'cancel':
        return (
          <>
            <Text>{t(`rent-contracts.dialogs.${dialog}.body`)}</Text>
            {confirm({ intent: dialog }, dialog === 'cancel' ? 'red' : undefined)}
          </>
        );
      case 'validate':
        return (
          <>
            <Text>
              {t('rent-contracts.dialogs.validate.body', {
                count: contract.openLineCount,
                lessor: contract.lessor.name,
                from: formatLocalDay(contract.startsOn),
                to: formatLocalDay(contract.plannedReturnOn),
              })}
            </Text>
            {confirm({ intent: 'validate' })}
          </>
        );
      case 'decline':
        return (
          <>
            <Textarea
              label={t('rent-contracts.dialogs.decline.reason')}
              description={t('rent-contracts.dialogs.decline.reason-help')}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              maxLength={1000}
              autosize
              minRows={3}
              withAsterisk
            />
            {confirm(reasonIsValid ? { intent: 'decline', reason } : null, 'red')}
          </>
        );
      case 'convert':
        return (
          <>
            <Text>{t('rent-contracts.dialogs.convert.body', { serials: ticked })}</Text>
            {confirm({ intent: 'convert', sensorIds: returning })}
          </>
        );
      case 'return':
        return (
          <Stack gap="md">
            <Text>{t('rent-contracts.dialogs.return.body')}</Text>
            <Text size="sm">{t('rent-contracts.dialogs.return.sensors', { serials: ticked })}</Text>
            <Select
              label={t('rent-contracts.dialogs.return.condition')}
              data={RETURN_CONDITIONS.map((value) => ({ value, label: t(`rent-contracts.conditions.${value}`) }))}
              value={condition}
              onChange={(value) => value && setCondition(value as ReturnCondition)}
              allowDeselect={false}
            />
            {confirm({ intent: 'return', sensorIds: returning, condition })}
          </Stack>
        );
      case 'extend':
        return (
          <RentContractExtensionForm
            plannedReturnOn={contract.plannedReturnOn}
            isSaving={action.isSaving}
            onCancel={() => setDialog(null)}
            onExtend={(values) => action.submit({ intent: 'extend', ...values })}
          />
        );
      default:
        return null;
    }
  })();

  const modal = (
    <Modal
      opened={dialog !== null}
      onClose={() => setDialog(null)}
      title={dialog ? t(`rent-contracts.dialogs.${dialog}.title`) : ''}
      centered
    >
      {body}
    </Modal>
  );
  return { buttons, modal };
};
