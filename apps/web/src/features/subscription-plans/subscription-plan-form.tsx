import { LANGUAGES } from '@console/domain/i18n/languages';
import {
  MAX_DURATION_MONTHS,
  MAX_GRACE_DAYS,
  PLAN_KINDS,
  subscriptionPlanInputSchema,
  type SubscriptionPlanInput,
} from '@console/domain/subscription/subscription-plan.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { Paper, SimpleGrid, Stack } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CountriesField } from '../../ui/countries-field';
import { applyFieldIssues, type FieldIssue } from '../../ui/form-issues';
import { LeaveGuard } from '../../ui/leave-guard';
import { NumberField } from '../../ui/number-field';
import { SelectField } from '../../ui/select-field';
import { SwitchField } from '../../ui/switch-field';
import { TextField } from '../../ui/text-field';

type SubscriptionPlanFormProps = {
  values: SubscriptionPlanInput;
  isLeaving: boolean;
  onSave: (values: SubscriptionPlanInput) => void;
  issues: FieldIssue[] | undefined;
  footer: ReactNode;
};

/** A plan: its code, its name in the four languages, where it is sold, its length, grace and renewal default. */
export const SubscriptionPlanForm = ({ values, isLeaving, onSave, issues, footer }: SubscriptionPlanFormProps) => {
  const { t } = useTranslation();
  const {
    control,
    handleSubmit,
    setError,
    formState: { isDirty },
  } = useForm<SubscriptionPlanInput>({
    resolver: zodResolver(subscriptionPlanInputSchema) as never,
    defaultValues: values,
    mode: 'onTouched',
  });
  const kind = useWatch({ control, name: 'kind' });

  useEffect(() => {
    if (issues) applyFieldIssues(setError, issues);
  }, [issues, setError]);

  return (
    <form
      onSubmit={handleSubmit(onSave)}
      noValidate
      aria-label={values.code || t('pages.settings-subscription-plan-new')}
    >
      <LeaveGuard when={isDirty && !isLeaving} />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" maw={760} mb="md">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextField
              control={control}
              name="code"
              label={t('subscription-plans.fields.code')}
              description={t('subscription-plans.code-help')}
              autoComplete="off"
              withAsterisk
            />
            <SelectField
              control={control}
              name="kind"
              values={PLAN_KINDS}
              labelPrefix="subscription-plans.kinds"
              label={t('subscription-plans.fields.kind')}
              description={t(`subscription-plans.kind-help.${kind}`)}
              withAsterisk
            />
            {LANGUAGES.map((language) => (
              <TextField
                key={language}
                control={control}
                name={`labels.${language}`}
                label={t('subscription-plans.fields.label-in', { language: t(`languages.${language}`) })}
                withAsterisk
              />
            ))}
            {kind === 'duration' && (
              <NumberField
                control={control}
                name="durationMonths"
                label={t('subscription-plans.fields.durationMonths')}
                allowDecimal={false}
                min={1}
                max={MAX_DURATION_MONTHS}
                withAsterisk
              />
            )}
            <NumberField
              control={control}
              name="graceDays"
              label={t('subscription-plans.fields.graceDays')}
              description={t('subscription-plans.grace-help')}
              allowDecimal={false}
              min={0}
              max={MAX_GRACE_DAYS}
              withAsterisk
            />
          </SimpleGrid>
          <CountriesField control={control} name="countries" label={t('subscription-plans.fields.countries')} />
          <SwitchField control={control} name="autoRenew" label={t('subscription-plans.fields.autoRenew')} />
          <SwitchField
            control={control}
            name="active"
            label={t('subscription-plans.fields.active')}
            description={t('subscription-plans.active-help')}
          />
        </Stack>
      </Paper>
      {footer}
    </form>
  );
};
