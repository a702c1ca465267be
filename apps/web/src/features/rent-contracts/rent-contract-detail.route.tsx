import { isManufacturer } from '@console/domain/access/permissions';
import { rentContractEndpoints } from '@console/domain/rent-contract/rent-contract.endpoints';
import { type RentContract, rentContractInputSchema } from '@console/domain/rent-contract/rent-contract.schema';
import { formatDateTime, formatLocalDay } from '@console/domain/time/date-format';
import { Alert, Anchor, Button, Checkbox, Group, Modal, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Link,
  redirect,
  useLoaderData,
  useNavigate,
  useRevalidator,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router';
import { z } from 'zod';
import { paths } from '../../paths';
import { isAllowed } from '../../session/access-rules';
import { api } from '../../api/api';
import { useProfile } from '../../session/use-profile';
import { readPayload } from '../../ui/action-payload';
import { LabelledValue } from '../../ui/labelled-value';
import { EventHistory } from '../../ui/event-history';
import { SectionCard } from '../../ui/section-card';
import { refusedChange } from '../../ui/refused-change';
import { useFormAction, type FormActionResult } from '../../ui/use-form-action';
import { contractPath } from './contract-paths';
import { contractIntentSchema, useRentContractActions } from './rent-contract-actions';
import { RentContractDocuments } from './rent-contract-documents';
import { RentContractForm } from './rent-contract-form';
import { LineFieldState, RentContractStatusBadge } from './rent-contract-labels';

export const loader = async ({ params, request }: LoaderFunctionArgs) => ({
  contract: await api.call(rentContractEndpoints.get, {
    params: { id: params.contractId ?? '' },
    signal: request.signal,
  }),
});

/** The contract's actions, and the edit of its terms from its form. */
const intentSchema = z.discriminatedUnion('intent', [
  contractIntentSchema,
  rentContractInputSchema.extend({ intent: z.literal('edit') }),
]);

/** One action per call, each answering the contract as it leaves it; an extension leads to its successor. */
export const action = async ({ params, request }: ActionFunctionArgs): Promise<FormActionResult | Response> => {
  const body = await readPayload(request, intentSchema);
  const options = { params: { id: params.contractId ?? '' }, signal: request.signal };
  try {
    switch (body.intent) {
      case 'send':
        await api.call(rentContractEndpoints.send, options);
        break;
      case 'cancel':
        await api.call(rentContractEndpoints.cancel, options);
        break;
      case 'validate':
        await api.call(rentContractEndpoints.validate, options);
        break;
      case 'decline':
        await api.call(rentContractEndpoints.decline, { ...options, body: { reason: body.reason } });
        break;
      case 'convert':
        await api.call(rentContractEndpoints.convertLines, { ...options, body: { sensorIds: body.sensorIds } });
        break;
      case 'return':
        await api.call(rentContractEndpoints.returnLines, {
          ...options,
          body: { sensorIds: body.sensorIds, condition: body.condition },
        });
        break;
      case 'extend': {
        const { intent: _intent, ...extension } = body;
        return redirect(contractPath(await api.call(rentContractEndpoints.extend, { ...options, body: extension })));
      }
      case 'edit': {
        const { intent: _intent, lessorAccountId: _lessor, lesseeAccountId: _lessee, ...terms } = body;
        await api.call(rentContractEndpoints.update, { ...options, body: terms });
        break;
      }
    }
    return { ok: true };
  } catch (error) {
    return refusedChange(error, `Rent contract ${body.intent}`, 'rent-contracts.errors');
  }
};

/** A contract this one extends or is extended by, under the same lessee's page, with its status. */
const ContractLink = ({
  contract,
  linked,
}: {
  contract: RentContract;
  linked: NonNullable<RentContract['successor']>;
}) => (
  <Group gap={6}>
    <Anchor component={Link} to={contractPath({ ...contract, id: linked.id })}>
      {linked.number}
    </Anchor>
    <RentContractStatusBadge status={linked.status} />
  </Group>
);

/**
 * /providers/:id/contracts/:contractId and /farmers/:id/contracts/:contractId: a contract's terms, its sensors
 * with their handover and return, its history, and what the reader's side may do now.
 */
export const Component = () => {
  const { contract } = useLoaderData<typeof loader>();
  // A contract of its own for each page: an extension leads to its successor with no dialog or ticks carried over.
  return <ContractPage key={contract.id} contract={contract} />;
};

const ContractPage = ({ contract }: { contract: RentContract }) => {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const profile = useProfile();
  const canSell = isAllowed('can:edit:subscriptions', profile, {});
  const manufacturerId = isManufacturer(profile) ? (profile.accountId ?? undefined) : undefined;
  const [returning, setReturning] = useState<string[]>([]);
  const [isEditing, setEditing] = useState(false);
  const actions = useRentContractActions(contract, {
    returning,
    onEdit: () => setEditing(true),
    onDone: (done) => {
      setReturning([]);
      // Sold sensors want a subscription: who sells them goes on to propose one.
      if (done === 'convert' && canSell) void navigate(paths.subscriptionNew(contract.lessee.id));
    },
  });
  const edit = useFormAction<object>(() => {
    setEditing(false);
    void revalidator.revalidate();
  });
  const canReturn = contract.actions.includes('return') || contract.actions.includes('convert');
  const outLines = contract.lines.filter((line) => !line.returnedOn && !line.convertedOn);
  const toggle = (sensorId: string) =>
    setReturning((current) =>
      current.includes(sensorId) ? current.filter((id) => id !== sensorId) : [...current, sensorId],
    );

  return (
    <Stack gap="md" p={{ base: 'md', sm: 'xl' }}>
      <Group justify="space-between" align="center">
        <Group gap="sm">
          <Title order={2}>{t('rent-contracts.title', { number: contract.number })}</Title>
          <RentContractStatusBadge status={contract.status} />
        </Group>
        <Group gap="sm">{actions.buttons}</Group>
      </Group>
      {contract.declineReason && (
        <Alert color="red" variant="light" title={t('rent-contracts.sections.decline')}>
          {contract.declineReason}
        </Alert>
      )}
      <SectionCard title={t('rent-contracts.sections.terms')}>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md">
          <LabelledValue label={t('rent-contracts.fields.lessor')}>{contract.lessor.name}</LabelledValue>
          <LabelledValue label={t('rent-contracts.fields.lessee')}>{contract.lessee.name}</LabelledValue>
          <LabelledValue label={t('rent-contracts.fields.startsOn')}>{formatLocalDay(contract.startsOn)}</LabelledValue>
          <LabelledValue label={t('rent-contracts.fields.plannedReturnOn')}>
            {formatLocalDay(contract.plannedReturnOn)}
          </LabelledValue>
          <LabelledValue label={t('rent-contracts.fields.externalRef')}>{contract.externalRef ?? '—'}</LabelledValue>
          {contract.predecessor && (
            <LabelledValue label={t('rent-contracts.fields.predecessor')}>
              <ContractLink contract={contract} linked={contract.predecessor} />
            </LabelledValue>
          )}
          {contract.successor && (
            <LabelledValue label={t('rent-contracts.fields.successor')}>
              <ContractLink contract={contract} linked={contract.successor} />
            </LabelledValue>
          )}
          <LabelledValue label={t('rent-contracts.fields.validation')}>
            {contract.validation
              ? t('rent-contracts.validated-by', {
                  by: contract.validation.by,
                  at: formatDateTime(contract.validation.at, profile.zoneId),
                })
              : '—'}
          </LabelledValue>
        </SimpleGrid>
        {contract.note && (
          <Text size="sm" mt="md" style={{ whiteSpace: 'pre-line' }}>
            {contract.note}
          </Text>
        )}
        <Stack mt="md">
          <RentContractDocuments contract={contract} />
        </Stack>
      </SectionCard>
      <SectionCard title={t('rent-contracts.sections.lines', { count: outLines.length })}>
        {/* Scrolled by keyboard too: a lessee's table may hold nothing else to focus. */}
        <Table.ScrollContainer
          minWidth={560}
          type="native"
          tabIndex={0}
          role="region"
          aria-label={t('rent-contracts.sections.lines', { count: outLines.length })}
        >
          <Table aria-label={t('rent-contracts.sections.lines', { count: outLines.length })}>
            <Table.Thead>
              <Table.Tr>
                {canReturn && <Table.Th>{t('rent-contracts.fields.select')}</Table.Th>}
                <Table.Th>{t('rent-contracts.fields.serialNumber')}</Table.Th>
                <Table.Th>{t('rent-contracts.fields.handedOverOn')}</Table.Th>
                <Table.Th>{t('rent-contracts.fields.field')}</Table.Th>
                <Table.Th>{t('rent-contracts.fields.returnedOn')}</Table.Th>
                <Table.Th>{t('rent-contracts.fields.condition')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {contract.lines.map((line) => (
                <Table.Tr key={line.id}>
                  {canReturn && (
                    <Table.Td>
                      {!line.returnedOn && !line.convertedOn && (
                        <Checkbox
                          aria-label={t('rent-contracts.actions.return-named', { serial: line.sensor.serialNumber })}
                          checked={returning.includes(line.sensor.id)}
                          onChange={() => toggle(line.sensor.id)}
                        />
                      )}
                    </Table.Td>
                  )}
                  <Table.Td>{line.sensor.serialNumber}</Table.Td>
                  <Table.Td>{line.handedOverOn ? formatLocalDay(line.handedOverOn) : '—'}</Table.Td>
                  <Table.Td>
                    <LineFieldState line={line} />
                  </Table.Td>
                  <Table.Td>{line.returnedOn ? formatLocalDay(line.returnedOn) : '—'}</Table.Td>
                  <Table.Td>
                    {line.convertedOn
                      ? t('rent-contracts.line-states.sold', { date: formatLocalDay(line.convertedOn) })
                      : line.extendedOn
                        ? t('rent-contracts.line-states.extended', { date: formatLocalDay(line.extendedOn) })
                        : line.returnCondition
                          ? t(`rent-contracts.conditions.${line.returnCondition}`)
                          : '—'}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {contract.lines.some((line) => line.isReadyForReturn) && (
          <Text size="sm" c="dimmed" mt="sm">
            {t('rent-contracts.line-states.ready-help')}
          </Text>
        )}
      </SectionCard>
      <SectionCard title={t('rent-contracts.sections.events')}>
        <EventHistory
          events={contract.events}
          describe={(event) => t(`rent-contracts.events.${event.kind}`, { detail: event.detail ?? '' })}
        />
      </SectionCard>
      {actions.modal}
      <Modal
        opened={isEditing}
        onClose={() => setEditing(false)}
        title={t('rent-contracts.dialogs.edit.title')}
        size="lg"
      >
        <RentContractForm
          manufacturerId={manufacturerId}
          lesseeId={contract.lessee.id}
          lessors={[contract.lessor]}
          initial={{
            values: {
              lessorAccountId: contract.lessor.id,
              lesseeAccountId: contract.lessee.id,
              sensorIds: contract.lines.map((line) => line.sensor.id),
              startsOn: contract.startsOn,
              plannedReturnOn: contract.plannedReturnOn,
              externalRef: contract.externalRef ?? '',
              note: contract.note ?? '',
            },
            sensors: contract.lines.map((line) => line.sensor),
          }}
          isLeaving={edit.isSaving}
          onSave={(values) => edit.submit({ intent: 'edit', ...values })}
          issues={edit.issues}
          label={t('rent-contracts.dialogs.edit.title')}
          footer={
            <Group justify="flex-end">
              <Button type="submit" loading={edit.isSaving}>
                {t('rent-contracts.form.save')}
              </Button>
            </Group>
          }
        />
      </Modal>
    </Stack>
  );
};
