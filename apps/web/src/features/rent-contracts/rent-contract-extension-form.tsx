import { type Extension, extensionSchema } from '@console/domain/rent-contract/rent-contract.schema';
import { addLocalDays } from '@console/domain/subscription/subscription-period';
import { formatLocalDay } from '@console/domain/time/date-format';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../ui/date-field';
import { TextareaField } from '../../ui/text-field';

/** How far an extension proposes to go by default: the rest of a crop campaign. */
const DEFAULT_EXTENSION_DAYS = 90;

type ExtensionFormProps = {
  plannedReturnOn: string;
  isSaving: boolean;
  onCancel: () => void;
  onExtend: (values: Extension) => void;
};

/**
 * The extension's new planned return and a note: the successor starts the day after this contract's planned return,
 * so no day is proposed before it.
 */
export const RentContractExtensionForm = ({ plannedReturnOn, isSaving, onCancel, onExtend }: ExtensionFormProps) => {
  const { t } = useTranslation();
  const startsOn = addLocalDays(plannedReturnOn, 1);
  const { control, handleSubmit } = useForm<Extension>({
    resolver: zodResolver(extensionSchema),
    defaultValues: { plannedReturnOn: addLocalDays(plannedReturnOn, DEFAULT_EXTENSION_DAYS), note: '' },
  });
  return (
    <form onSubmit={handleSubmit(onExtend)} noValidate aria-label={t('rent-contracts.dialogs.extend.title')}>
      <Stack gap="md">
        <Text>{t('rent-contracts.dialogs.extend.body', { from: formatLocalDay(startsOn) })}</Text>
        <DateField
          control={control}
          name="plannedReturnOn"
          label={t('rent-contracts.fields.plannedReturnOn')}
          minDate={startsOn}
          withAsterisk
        />
        <TextareaField
          control={control}
          name="note"
          label={t('rent-contracts.fields.note')}
          description={t('rent-contracts.form.note-help')}
          autosize
          minRows={2}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={isSaving}>
            {t('rent-contracts.actions.extend')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
