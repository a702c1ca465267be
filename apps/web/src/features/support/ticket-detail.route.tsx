import { mayWorkTicketDesk, TICKET_STATUSES_BY_SIDE } from '@console/domain/support/ticket-rules';
import { ticketEndpoints } from '@console/domain/support/ticket.endpoints';
import {
  ticketMessageInputSchema,
  ticketReplacementInputSchema,
  ticketStatusSchema,
  type TicketDetail,
  type TicketStatus,
} from '@console/domain/support/ticket.schema';
import { formatDateTime } from '@console/domain/time/date-format';
import { notifications } from '@mantine/notifications';
import { Alert, Anchor, Button, DataList, Grid, Group, Modal, Select, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowUpRight, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { z } from 'zod';
import { api } from '../../api/api';
import { paths } from '../../paths';
import { useProfile } from '../../session/use-profile';
import { readPayload } from '../../ui/action-payload';
import { DATA_LABEL_WIDTH, DataItem } from '../../ui/data-item';
import { getParcelSaveIssues } from '../../ui/placement-issues';
import { refusedChange } from '../../ui/refused-change';
import { SectionCard } from '../../ui/section-card';
import { TicketStatusBadge } from '../../ui/ticket-status-badge';
import { type FormActionResult, useFormAction } from '../../ui/use-form-action';
import { TicketConversation } from './ticket-conversation';
import { TicketIssueCard } from './ticket-issue-card';
import { ReplacementNotice, ReplaceSensorButton } from './ticket-replacement';
import { TicketReplyForm } from './ticket-reply-form';
import { attachFiles, messageForm, readMessageForm } from './ticket-submission';

export const loader = async ({ params, request }: LoaderFunctionArgs) => ({
  ticket: await api.call(ticketEndpoints.get, { params: { id: params.id ?? '' }, signal: request.signal }),
});

const intentSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('status'), status: ticketStatusSchema }),
  z.object({ intent: z.literal('escalate') }),
  ticketReplacementInputSchema.extend({ intent: z.literal('replace') }),
]);

/** Where each change's refusal goes: its fields, or a sentence of the support's errors. */
const refused = (error: unknown) => refusedChange(error, 'Support ticket change', 'support.errors');

/** A reply (multipart): its message, then its files. */
const sendReply = async (request: Request, id: string): Promise<FormActionResult> => {
  const { signal } = request;
  const { payload, files } = await readMessageForm(request, ticketMessageInputSchema);
  try {
    const message = await api.call(ticketEndpoints.reply, { params: { id }, body: payload, signal });
    await attachFiles(id, message.id, files, signal);
    return { ok: true };
  } catch (error) {
    return refused(error);
  }
};

/** A reply (multipart, with its files), a new status or an escalation; the page reloads the ticket after each. */
export const action = async ({ params, request }: ActionFunctionArgs): Promise<FormActionResult> => {
  const id = params.id ?? '';
  if (request.headers.get('content-type')?.startsWith('multipart/form-data')) return sendReply(request, id);
  const { signal } = request;
  const intent = await readPayload(request, intentSchema);
  try {
    if (intent.intent === 'replace') {
      const { intent: _intent, ...body } = intent;
      try {
        await api.call(ticketEndpoints.replace, { params: { id }, body, signal });
      } catch (error) {
        // The swap's refusals (a sensor out of reach, not covered…) name the replacement, as the parcel page's do.
        const issues = getParcelSaveIssues(error);
        if (issues.length === 0) throw error;
        return { ok: false, issues };
      }
    } else if (intent.intent === 'escalate') await api.call(ticketEndpoints.escalate, { params: { id }, signal });
    else await api.call(ticketEndpoints.setStatus, { params: { id }, body: { status: intent.status }, signal });
    return { ok: true };
  } catch (error) {
    return refused(error);
  }
};

const TicketFacts = ({ ticket, timeZone }: { ticket: TicketDetail; timeZone: string }) => {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('support.details')}>
      <DataList labelWidth={DATA_LABEL_WIDTH} withDivider>
        <DataItem label={t('support.fields.reference')}>{ticket.reference}</DataItem>
        <DataItem label={t('support.fields.status')}>
          <TicketStatusBadge status={ticket.status} />
        </DataItem>
        <DataItem label={t('support.fields.category')}>{t(`support.categories.${ticket.category}`)}</DataItem>
        <DataItem label={t('support.fields.desk')}>{t(`support.desks.${ticket.desk}`)}</DataItem>
        <DataItem label={t('support.fields.requester')}>
          {ticket.requester.name || t('support.deleted-user')} ({ticket.accountName})
        </DataItem>
        {ticket.sensorId && (
          <DataItem label={t('support.fields.sensor')}>
            <Anchor component={Link} to={paths.sensor(ticket.sensorId)} size="sm">
              {ticket.serialNumber}
            </Anchor>
          </DataItem>
        )}
        {ticket.parcelId && (
          <DataItem label={t('support.fields.parcel')}>
            <Anchor component={Link} to={paths.parcel(ticket.parcelId)} size="sm">
              {ticket.parcelLabel}
            </Anchor>
          </DataItem>
        )}
        <DataItem label={t('support.fields.createdAt')}>{formatDateTime(ticket.createdAt, timeZone)}</DataItem>
        {ticket.escalatedAt && (
          <DataItem label={t('support.fields.escalatedAt')}>{formatDateTime(ticket.escalatedAt, timeZone)}</DataItem>
        )}
      </DataList>
    </SectionCard>
  );
};

/** /support/tickets/:id: the conversation, a reply, and what the caller's side may do with the ticket. */
export const Component = () => {
  const { t } = useTranslation();
  const profile = useProfile();
  const { ticket } = useLoaderData<typeof loader>();
  const [sent, setSent] = useState(0);
  const [confirming, setConfirming] = useState<'escalate' | 'close' | null>(null);
  const [isReplacing, setReplacing] = useState(false);
  const reply = useFormAction(() => setSent((count) => count + 1));
  const change = useFormAction(() => setConfirming(null));
  const replace = useFormAction(() => {
    setReplacing(false);
    notifications.show({ color: 'green', message: t('support.replacement.saved') });
  });
  const isClosed = ticket.status === 'closed';
  // A read-only desk user follows the desk's tickets without answering them (decision 150).
  const isDeskReader = ticket.canAnswerAsDesk && !mayWorkTicketDesk(profile);
  const setStatus = (status: TicketStatus) => change.submit({ intent: 'status', status });

  const actions = isClosed ? null : ticket.canAnswerAsDesk ? (
    <Group gap="sm" align="flex-end">
      <Select
        label={t('support.change-status')}
        data={TICKET_STATUSES_BY_SIDE.support.map((value) => ({ value, label: t(`support.statuses.${value}`) }))}
        value={ticket.status}
        onChange={(value) => value && value !== ticket.status && setStatus(value as TicketStatus)}
        allowDeselect={false}
        disabled={change.isSaving}
        size="sm"
        w={220}
      />
      {ticket.canReplace && (
        <ReplaceSensorButton
          ticket={ticket}
          isOpen={isReplacing}
          onOpen={() => setReplacing(true)}
          onClose={() => setReplacing(false)}
          isSaving={replace.isSaving}
          issues={replace.issues}
          onReplace={(intent) => replace.submit(intent)}
        />
      )}
      {ticket.canEscalate && (
        <Button
          variant="light"
          leftSection={<IconArrowUpRight size={18} aria-hidden="true" />}
          onClick={() => setConfirming('escalate')}
        >
          {t('support.escalate')}
        </Button>
      )}
    </Group>
  ) : (
    <Group gap="sm">
      {ticket.status === 'solved' && (
        <Button variant="default" onClick={() => setStatus('waiting_for_support')} loading={change.isSaving}>
          {t('support.reopen')}
        </Button>
      )}
      <Button
        variant="light"
        leftSection={<IconCircleCheck size={18} aria-hidden="true" />}
        onClick={() => setConfirming('close')}
      >
        {t('support.close')}
      </Button>
    </Group>
  );

  return (
    <Stack gap="lg" p={{ base: 'md', sm: 'xl' }}>
      <Anchor component={Link} to={paths.supportTickets()} size="sm" c="dimmed">
        <IconArrowLeft size={14} aria-hidden="true" style={{ verticalAlign: 'middle' }} /> {t('pages.support-tickets')}
      </Anchor>
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={4}>
          <Text size="sm" c="dimmed" ff="monospace">
            {ticket.reference}
          </Text>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {ticket.subject}
          </Title>
          <Group gap="xs">
            <TicketStatusBadge status={ticket.status} />
          </Group>
        </Stack>
        {!isDeskReader && actions}
      </Group>
      {ticket.status === 'solved' && ticket.resolvedByDeviceAt && (
        <Alert color="teal" icon={<IconCircleCheck aria-hidden="true" />} title={t('support.resolved-by-device-title')}>
          {t('support.resolved-by-device', { date: formatDateTime(ticket.resolvedByDeviceAt, profile.zoneId) })}
        </Alert>
      )}
      <ReplacementNotice ticket={ticket} timeZone={profile.zoneId} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <TicketConversation ticket={ticket} timeZone={profile.zoneId} />
            {isClosed ? (
              <Text c="dimmed" size="sm">
                {t('support.closed-notice')}
              </Text>
            ) : isDeskReader ? null : (
              <TicketReplyForm
                isSaving={reply.isSaving}
                issues={reply.issues}
                sent={sent}
                onSend={(values, files) => reply.submit(messageForm(values, files))}
              />
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <TicketFacts ticket={ticket} timeZone={profile.zoneId} />
            {ticket.issue && (
              <TicketIssueCard issue={ticket.issue} sensorId={ticket.sensorId} timeZone={profile.zoneId} />
            )}
          </Stack>
        </Grid.Col>
      </Grid>
      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t(`support.confirm.${confirming ?? 'close'}-title`)}
        centered
      >
        <Text mb="lg">{t(`support.confirm.${confirming ?? 'close'}-description`)}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirming(null)} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button
            loading={change.isSaving}
            onClick={() => (confirming === 'escalate' ? change.submit({ intent: 'escalate' }) : setStatus('closed'))}
          >
            {t(`support.confirm.${confirming ?? 'close'}`)}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
};
