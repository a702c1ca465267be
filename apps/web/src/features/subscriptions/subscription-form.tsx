import type { AccountOption } from '@console/domain/account/account.schema';
import { proposeCoveringEnd } from '@console/domain/subscription/crop-coverage';
import { todayIn } from '@console/domain/subscription/subscription-period';
import { formatLocalDay } from '@console/domain/time/date-format';
import type { SubscriptionPlan } from '@console/domain/subscription/subscription-plan.schema';
import { subscriptionInputSchema, type SubscriptionInput } from '@console/domain/subscription/subscription.schema';
import { COUNTRY_DEFAULTS } from '@console/domain/address/country-defaults';
import { zodResolver } from '@hookform/resolvers/zod';
import { Paper, Select, SimpleGrid, Stack } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../ui/date-field';
import { applyFieldIssues, type FieldIssue } from '../../ui/form-issues';
import { LeaveGuard } from '../../ui/leave-guard';
import { SwitchField } from '../../ui/switch-field';
import { TextField } from '../../ui/text-field';
import { useControlledField } from '../../ui/use-controlled-field';
import { type PickedSensor, SensorsPicker } from '../../ui/sensors-picker';
import { planLabel } from './subscription-labels';
import { useCropSeason } from './use-crop-season';

type SubscriptionFormProps = {
  accounts: AccountOption[];
  /** The holder chosen beforehand, if any. */
  holderId?: string | undefined;
  plans: SubscriptionPlan[];
  isLeaving: boolean;
  onSave: (values: SubscriptionInput) => void;
  issues: FieldIssue[] | undefined;
  footer: ReactNode;
};

type Values = Omit<SubscriptionInput, 'accountId' | 'planId'> & { accountId: string; planId: string };

/**
 * A new subscription: the holder, a plan sold in its country, the period the plan proposes from the first day (the
 * campaign's end, or the plan's months; a campaign starts and ends with the holder's crops), and the sensors of the
 * holder's fleet its seats cover.
 */
export const SubscriptionForm = ({
  accounts,
  holderId,
  plans,
  isLeaving,
  onSave,
  issues,
  footer,
}: SubscriptionFormProps) => {
  const { t } = useTranslation();
  const {
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { isDirty },
  } = useForm<Values>({
    resolver: zodResolver(subscriptionInputSchema) as never,
    defaultValues: {
      accountId: holderId ?? '',
      planId: '',
      startsOn: todayIn(COUNTRY_DEFAULTS.FR.zoneId, new Date()),
      endsOn: '',
      sensorIds: [],
      autoRenew: false,
      externalRef: '',
    },
    mode: 'onTouched',
  });
  const [sensors, setSensors] = useState<PickedSensor[]>([]);
  const [accountId, planId, startsOn] = useWatch({ control, name: ['accountId', 'planId', 'startsOn'] });
  const holder = accounts.find((account) => account.id === accountId);
  const country = holder?.country ?? 'FR';
  const sellable = plans.filter((plan) => plan.active && plan.countries.includes(country));
  const plan = plans.find((candidate) => candidate.id === planId);
  const account = useControlledField(control, 'accountId');
  const planField = useControlledField(control, 'planId');
  const sensorField = useControlledField(control, 'sensorIds');

  const season = useCropSeason(holder?.id, plan?.kind === 'campaign');

  useEffect(() => {
    if (issues) applyFieldIssues(setError, issues);
  }, [issues, setError]);

  // A campaign starts when the holder's first crop needs its trap (decision 135).
  useEffect(() => {
    if (season) setValue('startsOn', season.startsOn, { shouldDirty: true });
  }, [season, setValue]);

  // The plan proposes the period's end and its renewal from the first day, in the holder's calendar.
  useEffect(() => {
    if (!plan || !startsOn) return;
    const period = plan.durationMonths
      ? ({ kind: 'duration', durationMonths: plan.durationMonths } as const)
      : ({ kind: 'campaign' } as const);
    setValue('endsOn', proposeCoveringEnd(period, startsOn, country, season), { shouldDirty: true });
    setValue('autoRenew', plan.autoRenew, { shouldDirty: true });
  }, [plan, startsOn, country, season, setValue]);

  return (
    <form
      onSubmit={handleSubmit((values) => onSave(values as SubscriptionInput))}
      noValidate
      aria-label={t('pages.subscription-new')}
    >
      <LeaveGuard when={isDirty && !isLeaving} />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" maw={760} mb="md">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              label={t('subscriptions.fields.account')}
              data={accounts.map((option) => ({ value: option.id, label: option.name }))}
              value={(account.field.value as string) || null}
              onChange={(id) => {
                // The sensors and the plan are the holder's: only another holder clears them.
                if ((id ?? '') === accountId) return;
                account.field.onChange(id ?? '');
                setSensors([]);
                setValue('sensorIds', []);
                setValue('planId', '');
              }}
              onBlur={account.field.onBlur}
              error={account.error}
              searchable
              nothingFoundMessage={t('common.no-results')}
              withAsterisk
            />
            <Select
              label={t('subscriptions.fields.plan')}
              description={
                holder ? t('subscriptions.form.plans-of', { country: t(`countries.${country}`) }) : undefined
              }
              data={sellable.map((option) => ({ value: option.id, label: `${option.code} · ${planLabel(option)}` }))}
              value={(planField.field.value as string) || null}
              onChange={(id) => planField.field.onChange(id ?? '')}
              onBlur={planField.field.onBlur}
              error={planField.error}
              disabled={!holder}
              nothingFoundMessage={t('subscriptions.form.no-plan')}
              withAsterisk
            />
            <DateField
              control={control}
              name="startsOn"
              label={t('subscriptions.fields.startsOn')}
              description={
                season
                  ? t('subscriptions.form.crop-season', {
                      count: season.cropCount,
                      from: formatLocalDay(season.startsOn),
                      to: formatLocalDay(season.endsOn),
                    })
                  : undefined
              }
              withAsterisk
            />
            <DateField control={control} name="endsOn" label={t('subscriptions.fields.endsOn')} withAsterisk />
          </SimpleGrid>
          <SensorsPicker
            filter={accountId ? { usableBy: accountId } : null}
            value={sensors}
            onChange={(picked) => {
              setSensors(picked);
              sensorField.field.onChange(picked.map((sensor) => sensor.id));
            }}
            label={t('subscriptions.fields.sensors')}
            description={t('subscriptions.form.sensors-help')}
            error={sensorField.error}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextField
              control={control}
              name="externalRef"
              label={t('subscriptions.fields.externalRef')}
              description={t('subscriptions.form.external-ref-help')}
            />
            <SwitchField control={control} name="autoRenew" label={t('subscriptions.fields.autoRenew')} mt="xl" />
          </SimpleGrid>
        </Stack>
      </Paper>
      {footer}
    </form>
  );
};
