import type { SensorSwapPlan } from '@console/domain/parcel/sensor-swap.schema';
import { RETURN_CONDITIONS, type ReturnCondition } from '@console/domain/rent-contract/rent-contract.schema';
import { ticketEndpoints } from '@console/domain/support/ticket.endpoints';
import {
  TICKET_MESSAGE_MAX,
  type TicketDetail,
  type TicketReplacementInput,
} from '@console/domain/support/ticket.schema';
import { formatDate, formatLocalDay } from '@console/domain/time/date-format';
import {
  Alert,
  Badge,
  Button,
  DataList,
  Group,
  Modal,
  Select,
  Skeleton,
  Stack,
  Stepper,
  Text,
  Textarea,
  VisuallyHidden,
} from '@mantine/core';
import { IconReplace } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/api';
import { DataItem } from '../../ui/data-item';
import { useFieldErrorText } from '../../ui/field-error';
import type { FieldIssue } from '../../ui/form-issues';
import { type PickedSensor, SensorPicker } from '../../ui/sensor-picker';
import { reportError } from '../../ui/error-reporting';

/** What the wizard sends: the replacement, the faulty one's condition when rented, and the message to the requester. */
export type ReplacementIntent = TicketReplacementInput & { intent: 'replace' };

const STEPS = ['review', 'pick', 'confirm'] as const;

type Plan = { status: 'loading' } | { status: 'error' } | { status: 'ready'; plan: SensorSwapPlan };

/** What the swap would hand over, read when the wizard opens: the ticket's sensor may have moved since the page. */
const useReplacementPlan = (ticketId: string) => {
  const [plan, setPlan] = useState<Plan>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    api
      .call(ticketEndpoints.replacementPlan, { params: { id: ticketId }, signal: controller.signal })
      .then((loaded) => setPlan({ status: 'ready', plan: loaded }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        reportError('Failed to read the replacement plan', error);
        setPlan({ status: 'error' });
      });
    return () => controller.abort();
  }, [ticketId]);
  return plan;
};

/** The list of what moves from the faulty sensor to its replacement. */
const WhatMoves = ({ plan, replacement }: { plan: SensorSwapPlan; replacement?: string | undefined }) => {
  const { t } = useTranslation();
  const none = (
    <Text c="dimmed" size="sm">
      {t('support.replacement.none')}
    </Text>
  );
  return (
    <DataList labelWidth={180} withDivider>
      <DataItem label={t('support.replacement.sensor')}>
        {replacement
          ? t('support.replacement.from-to', { from: plan.sensor.serialNumber, to: replacement })
          : plan.sensor.serialNumber}
      </DataItem>
      <DataItem label={t('support.fields.parcel')}>{plan.parcel.label}</DataItem>
      <DataItem label={t('support.replacement.seat')}>
        {plan.seat
          ? t('support.replacement.seat-value', { plan: plan.seat.planName, date: formatLocalDay(plan.seat.endsOn) })
          : none}
      </DataItem>
      <DataItem label={t('support.replacement.rent-line')}>
        {plan.rentLine
          ? t('support.replacement.rent-line-value', { number: plan.rentLine.number, lessor: plan.rentLine.lessorName })
          : none}
      </DataItem>
      <DataItem label={t('support.replacement.tags')}>
        {plan.tags.length > 0 ? (
          <Group gap={4}>
            {plan.tags.map((tag) => (
              <Badge key={tag} variant="light" color="gray" tt="none">
                {tag}
              </Badge>
            ))}
          </Group>
        ) : (
          none
        )}
      </DataItem>
      <DataItem label={t('support.replacement.weather')}>
        {plan.weather.source === 'none'
          ? none
          : [t(`sensors.weather-sources.${plan.weather.source}`), plan.weather.stationId].filter(Boolean).join(' · ')}
      </DataItem>
    </DataList>
  );
};

type WizardProps = {
  ticket: TicketDetail;
  isSaving: boolean;
  issues: FieldIssue[] | undefined;
  onReplace: (intent: ReplacementIntent) => void;
  onClose: () => void;
};

/**
 * The desk's replacement of the ticket's faulty sensor (decision 148), in three steps: what moves, the replacement
 * (from the lessor's stock for a rented sensor, with the condition the faulty one goes back in), and the message
 * that tells the requester, written for them and editable. Nothing changes before the last step's button.
 */
const ReplacementWizard = ({ ticket, isSaving, issues, onReplace, onClose }: WizardProps) => {
  const { t } = useTranslation();
  const fieldError = useFieldErrorText();
  const state = useReplacementPlan(ticket.id);
  const [step, setStep] = useState(0);
  const [replacement, setReplacement] = useState<PickedSensor | null>(null);
  const [condition, setCondition] = useState<ReturnCondition>('damaged');
  const [body, setBody] = useState('');
  const plan = state.status === 'ready' ? state.plan : null;
  const title = t('support.replacement.title', { serial: ticket.serialNumber });

  const errorOf = (field: string) => {
    const issue = issues?.find((candidate) => (candidate.path[0] ?? '') === field);
    return issue && fieldError({ message: issue.message });
  };
  const pickError = errorOf('sensorId');
  const otherError = issues?.find((issue) => !['sensorId', 'body'].includes(String(issue.path[0] ?? '')));
  // A refusal about the replacement sends the desk back to the step that chose it.
  useEffect(() => {
    if (pickError) setStep(1);
  }, [pickError]);

  const next = () => {
    if (step === 1 && plan && replacement && body === '') {
      setBody(
        t(plan.rentLine ? 'support.replacement.message-rented' : 'support.replacement.message', {
          from: plan.sensor.serialNumber,
          to: replacement.serialNumber,
          parcel: plan.parcel.label,
          number: plan.rentLine?.number,
        }),
      );
    }
    setStep(step + 1);
  };
  const canGoOn = step === 0 ? plan !== null : step === 1 ? replacement !== null : body.trim() !== '';
  const submit = () =>
    plan &&
    replacement &&
    onReplace({
      intent: 'replace',
      sensorId: replacement.id,
      ...(plan.rentLine ? { returnCondition: condition } : {}),
      body,
    });

  return (
    <Modal opened onClose={onClose} title={title} size="lg" centered>
      <form
        aria-label={title}
        onSubmit={(event) => {
          event.preventDefault();
          if (!canGoOn) return;
          if (step < STEPS.length - 1) next();
          else submit();
        }}
      >
        <Stack gap="md">
          <Stepper active={step} size="xs" aria-label={t('support.replacement.progress')}>
            {STEPS.map((candidate, index) => (
              <Stepper.Step
                key={candidate}
                label={t(`support.replacement.steps.${candidate}`)}
                aria-current={index === step ? 'step' : undefined}
              />
            ))}
          </Stepper>
          {state.status === 'loading' && (
            <Stack gap="xs" aria-busy="true">
              <VisuallyHidden role="status">{t('common.loading')}</VisuallyHidden>
              {[0, 1, 2, 3].map((row) => (
                <Skeleton key={row} height={14} />
              ))}
            </Stack>
          )}
          {state.status === 'error' && (
            <Alert color="red" role="alert">
              {t('support.replacement.plan-failed')}
            </Alert>
          )}
          {plan && step === 0 && (
            <>
              <Text size="sm">{t('support.replacement.review-help')}</Text>
              <WhatMoves plan={plan} />
            </>
          )}
          {plan && step === 1 && (
            <>
              <Text size="sm">
                {plan.rentLine
                  ? t('support.replacement.pick-rented', { lessor: plan.rentLine.lessorName })
                  : t('support.replacement.pick-help')}
              </Text>
              <SensorPicker
                value={replacement}
                onChange={setReplacement}
                error={pickError}
                filter={
                  plan.rentLine
                    ? { accountId: plan.rentLine.lessorId, usages: ['renting'], rentableBy: plan.rentLine.lessorId }
                    : { usableBy: plan.parcel.accountId }
                }
              />
              {plan.rentLine && (
                <Select
                  label={t('support.replacement.condition')}
                  description={t('support.replacement.condition-help', { serial: plan.sensor.serialNumber })}
                  data={RETURN_CONDITIONS.map((value) => ({ value, label: t(`rent-contracts.conditions.${value}`) }))}
                  value={condition}
                  onChange={(value) => value && setCondition(value as ReturnCondition)}
                  allowDeselect={false}
                />
              )}
            </>
          )}
          {plan && step === 2 && (
            <>
              <WhatMoves plan={plan} replacement={replacement?.serialNumber} />
              <Textarea
                label={t('support.replacement.message-label')}
                description={t('support.replacement.message-help')}
                value={body}
                onChange={(event) => setBody(event.currentTarget.value)}
                maxLength={TICKET_MESSAGE_MAX}
                autosize
                minRows={4}
                maxRows={10}
                required
                error={errorOf('body')}
              />
            </>
          )}
          {otherError && (
            <Alert color="red" role="alert">
              {fieldError({ message: otherError.message })}
            </Alert>
          )}
          <Group justify="space-between">
            <Button variant="default" onClick={step === 0 ? onClose : () => setStep(step - 1)} data-autofocus>
              {step === 0 ? t('common.cancel') : t('support.replacement.back')}
            </Button>
            <Button type="submit" disabled={!canGoOn} loading={isSaving}>
              {step < STEPS.length - 1 ? t('support.replacement.next') : t('support.replacement.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};

type ReplaceButtonProps = Omit<WizardProps, 'onClose'> & { isOpen: boolean; onOpen: () => void; onClose: () => void };

/** "Replace the sensor" on the desk's ticket page, and its wizard while open. */
export const ReplaceSensorButton = ({ isOpen, onOpen, ...wizard }: ReplaceButtonProps) => {
  const { t } = useTranslation();
  return (
    <>
      <Button variant="light" leftSection={<IconReplace size={18} aria-hidden="true" />} onClick={onOpen}>
        {t('support.replacement.open')}
      </Button>
      {isOpen && <ReplacementWizard {...wizard} />}
    </>
  );
};

/** The ticket's record of the replacement, once made. */
export const ReplacementNotice = ({ ticket, timeZone }: { ticket: TicketDetail; timeZone: string }) => {
  const { t } = useTranslation();
  if (!ticket.replacement) return null;
  return (
    <Alert color="blue" icon={<IconReplace aria-hidden="true" />} title={t('support.replacement.done-title')}>
      {t('support.replacement.done', {
        from: ticket.serialNumber,
        to: ticket.replacement.sensor.serialNumber,
        date: formatDate(ticket.replacement.replacedAt, timeZone),
      })}
    </Alert>
  );
};
