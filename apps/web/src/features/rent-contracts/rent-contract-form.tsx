import { type RentContractInput, rentContractInputSchema } from '@console/domain/rent-contract/rent-contract.schema';
import { todayIn } from '@console/domain/subscription/subscription-period';
import { zodResolver } from '@hookform/resolvers/zod';
import { Paper, Select, SimpleGrid, Stack } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../../session/use-profile';
import { DateField } from '../../ui/date-field';
import { applyFieldIssues, type FieldIssue } from '../../ui/form-issues';
import { LeaveGuard } from '../../ui/leave-guard';
import { type PickedSensor, SensorsPicker } from '../../ui/sensors-picker';
import { TextareaField, TextField } from '../../ui/text-field';
import { useControlledField } from '../../ui/use-controlled-field';

export type LessorOption = { id: string; name: string };

type RentContractFormProps = {
  /** The lessee: the account whose page the contract is drafted on. */
  lesseeId: string;
  /** Who may rent to it in the caller's hands; a single one is shown, not chosen. */
  lessors: LessorOption[];
  /** The manufacturer's account when the reader is staff: as lessor, it rents any sensor for rent. */
  manufacturerId?: string | undefined;
  /** The contract being edited, with its sensors; none for a new draft. */
  initial?: { values: RentContractInput; sensors: PickedSensor[] };
  isLeaving: boolean;
  onSave: (values: RentContractInput) => void;
  issues: FieldIssue[] | undefined;
  label: string;
  footer: ReactNode;
};

/**
 * A contract's terms: the lessor, the lessor's sensors for rent, the first day and the planned return, the order
 * reference and a note both parties read.
 */
export const RentContractForm = ({
  lesseeId,
  lessors,
  manufacturerId,
  initial,
  isLeaving,
  onSave,
  issues,
  label,
  footer,
}: RentContractFormProps) => {
  const { t } = useTranslation();
  const today = todayIn(useProfile().zoneId, new Date());
  const {
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { isDirty },
  } = useForm<RentContractInput>({
    resolver: zodResolver(rentContractInputSchema),
    defaultValues: initial?.values ?? {
      lessorAccountId: lessors[0]?.id ?? '',
      lesseeAccountId: lesseeId,
      sensorIds: [],
      startsOn: today,
      plannedReturnOn: '',
      externalRef: '',
      note: '',
    },
    mode: 'onTouched',
  });
  const [sensors, setSensors] = useState<PickedSensor[]>(initial?.sensors ?? []);
  const lessorId = useWatch({ control, name: 'lessorAccountId' });
  const lessor = useControlledField(control, 'lessorAccountId');
  const sensorField = useControlledField(control, 'sensorIds');

  useEffect(() => {
    if (issues) applyFieldIssues(setError, issues);
  }, [issues, setError]);

  return (
    <form onSubmit={handleSubmit(onSave)} noValidate aria-label={label}>
      <LeaveGuard when={isDirty && !isLeaving} />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" maw={760} mb="md">
        <Stack gap="md">
          {lessors.length > 1 && !initial && (
            <Select
              label={t('rent-contracts.fields.lessor')}
              data={lessors.map((option) => ({ value: option.id, label: option.name }))}
              value={(lessor.field.value as string) || null}
              onChange={(id) => {
                lessor.field.onChange(id ?? '');
                setSensors([]);
                setValue('sensorIds', []);
              }}
              onBlur={lessor.field.onBlur}
              error={lessor.error}
              allowDeselect={false}
              withAsterisk
            />
          )}
          <SensorsPicker
            filter={
              lessorId
                ? {
                    ...(lessorId === manufacturerId ? {} : { accountId: lessorId }),
                    usages: ['renting'],
                    rentableBy: lessorId,
                  }
                : null
            }
            value={sensors}
            onChange={(picked) => {
              setSensors(picked);
              sensorField.field.onChange(picked.map((sensor) => sensor.id));
            }}
            label={t('rent-contracts.fields.sensors')}
            description={t('rent-contracts.form.sensors-help')}
            error={sensorField.error}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <DateField control={control} name="startsOn" label={t('rent-contracts.fields.startsOn')} withAsterisk />
            <DateField
              control={control}
              name="plannedReturnOn"
              label={t('rent-contracts.fields.plannedReturnOn')}
              withAsterisk
            />
          </SimpleGrid>
          <TextField control={control} name="externalRef" label={t('rent-contracts.fields.externalRef')} />
          <TextareaField
            control={control}
            name="note"
            label={t('rent-contracts.fields.note')}
            description={t('rent-contracts.form.note-help')}
            autosize
            minRows={2}
          />
        </Stack>
      </Paper>
      {footer}
    </form>
  );
};
