import { issueEndpoints } from '@console/domain/issue/issue.endpoints';
import { sensorEndpoints } from '@console/domain/sensor/sensor.endpoints';
import { ticketEndpoints } from '@console/domain/support/ticket.endpoints';
import {
  createTicketInputSchema,
  ticketCategorySchema,
  type CreateTicketInput,
} from '@console/domain/support/ticket.schema';
import { Anchor, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, redirect, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { api } from '../../api/api';
import { paths } from '../../paths';
import { type FormActionResult, refusedSave, useFormAction } from '../../ui/use-form-action';
import { TicketForm } from './ticket-form';
import { attachFiles, messageForm, readMessageForm } from './ticket-submission';

/** The form's start, from the link that opened it: a sensor's tab, an issue, the error page, the profile. */
export const loader = async ({ request }: LoaderFunctionArgs) => {
  const search = new URL(request.url).searchParams;
  const text = (name: string) => search.get(name) ?? undefined;
  const defaults: CreateTicketInput = {
    category: ticketCategorySchema.catch('other').parse(text('category')),
    subject: text('subject') ?? '',
    message: text('message') ?? '',
    sensorId: text('sensorId'),
    issueId: text('issueId'),
  };
  // A sensor or issue the caller cannot open stays named by nothing; the server refuses it with the field's message.
  const [sensor, issue] = await Promise.all([
    defaults.sensorId
      ? api.call(sensorEndpoints.get, { params: { id: defaults.sensorId }, signal: request.signal }).catch(() => null)
      : null,
    defaults.issueId
      ? api.call(issueEndpoints.get, { params: { id: defaults.issueId }, signal: request.signal }).catch(() => null)
      : null,
  ]);
  return { defaults, serialNumber: sensor?.serialNumber ?? null, issueType: issue?.type ?? null };
};

/** POST /back/support/tickets, then the files of its first message; the new ticket's page follows. */
export const action = async ({ request }: ActionFunctionArgs): Promise<FormActionResult | Response> => {
  const { payload, files } = await readMessageForm(request, createTicketInputSchema);
  try {
    const created = await api.call(ticketEndpoints.create, { body: payload, signal: request.signal });
    await attachFiles(created.id, created.messageId, files, request.signal);
    return redirect(paths.supportTicket(created.id));
  } catch (error) {
    return refusedSave(error, 'Sending a support request');
  }
};

/** /support/tickets/new: a request to the desk that supports the caller (their distributor or the manufacturer). */
export const Component = () => {
  const { t } = useTranslation();
  const { defaults, serialNumber, issueType } = useLoaderData<typeof loader>();
  const issue = issueType ? t(`issues.types.${issueType}`) : null;
  const about = serialNumber
    ? issue
      ? t('support.about-sensor-issue', { serialNumber, issue })
      : t('support.about-sensor', { serialNumber })
    : null;
  const { submit, issues, isSaving } = useFormAction(() => undefined);
  return (
    <Stack gap="lg" px={{ base: 'md', sm: 'xl' }} pt={{ base: 'md', sm: 'xl' }}>
      <Anchor component={Link} to={paths.supportTickets()} size="sm" c="dimmed">
        <IconArrowLeft size={14} aria-hidden="true" style={{ verticalAlign: 'middle' }} /> {t('pages.support-tickets')}
      </Anchor>
      <Title order={1}>{t('pages.support-ticket-new')}</Title>
      <TicketForm
        defaults={defaults}
        about={about}
        isSaving={isSaving}
        issues={issues}
        onSend={(values, files) => submit(messageForm(values, files))}
      />
    </Stack>
  );
};
