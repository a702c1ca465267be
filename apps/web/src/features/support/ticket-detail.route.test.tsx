import { ticketEndpoints } from '@console/domain/support/ticket.endpoints';
import type { TicketDetail, TicketMessage } from '@console/domain/support/ticket.schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isRouteErrorResponse } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { getActionData } from '../../test/action-data';
import { getActionError } from '../../test/action-error';
import { renderScreen } from '../../test/render-screen';
import { routeTestApi } from '../../test/route-test-api';
import { profileOf, TEST_ACCOUNT_ID } from '../../test/test-profile';
import { action, Component, loader } from './ticket-detail.route';

const TICKET_ID = 'e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b';
const PATH = '/support/tickets/:id';
const REQUESTER = { id: '0f5b3e1e-8a43-4c57-9d51-2f0a4f3c8a11', name: 'Claire Martin' };

const QUESTION: TicketMessage = {
  id: '6b5a4f3e-2d1c-4b0a-9f8e-7d6c5b4a3f2e',
  body: 'Le piège SW-000451 ne transmet plus depuis lundi.',
  side: 'customer',
  author: REQUESTER,
  createdAt: '2026-11-20T08:15:00.000Z',
  attachments: [],
};

const ANSWER: TicketMessage = {
  id: '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f',
  body: 'Pouvez-vous vérifier que la batterie est bien chargée ?',
  side: 'support',
  author: { id: '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a', name: 'Hugo Bernard' },
  createdAt: '2026-11-21T14:30:00.000Z',
  attachments: [],
};

/** A farmer's request about a silent sensor, the distributor's desk waiting for their answer. */
const TICKET: TicketDetail = {
  id: TICKET_ID,
  reference: 'SUP-2026-000041',
  subject: 'Le piège ne transmet plus',
  category: 'sensor-fault',
  status: 'waiting_for_customer',
  desk: 'provider',
  accountId: TEST_ACCOUNT_ID,
  accountName: 'Ferme des Demo',
  requester: REQUESTER,
  sensorId: '4e5f6a7b-8c9d-4e0f-9a1b-2c3d4e5f6a7b',
  serialNumber: 'SW-000451',
  parcelId: null,
  parcelLabel: null,
  issueId: null,
  createdAt: '2026-11-20T08:15:00.000Z',
  updatedAt: '2026-11-21T14:30:00.000Z',
  escalatedAt: null,
  resolvedByDeviceAt: null,
  messages: [QUESTION, ANSWER],
  issue: null,
  replacement: null,
  canAnswerAsDesk: false,
  canEscalate: false,
  canReplace: false,
};

const REPLY: TicketMessage = {
  id: '8d7c6b5a-4f3e-4d2c-9b1a-0f9e8d7c6b5a',
  body: 'La batterie est chargée, il ne transmet toujours pas.',
  side: 'customer',
  author: REQUESTER,
  createdAt: '2026-11-22T09:00:00.000Z',
  attachments: [],
};

const testApi = routeTestApi();
beforeAll(() => {
  // The reply's autosizing textarea listens for web fonts, which jsdom does not have.
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
});

const renderTicket = () =>
  renderScreen({ path: PATH, Component, loader, action }, `/support/tickets/${TICKET_ID}`, profileOf('farmer'));

const post = (body: object) =>
  new Request(`http://localhost/support/tickets/${TICKET_ID}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });

/** The reply form's request: its message as the JSON of the field `payload`, its files beside. */
const postReply = (payload: string) => {
  const form = new FormData();
  form.append('payload', payload);
  return new Request(`http://localhost/support/tickets/${TICKET_ID}`, { method: 'POST', body: form });
};

describe('a support request’s page', () => {
  it('shows the request the API answers: its subject, status, conversation and details', async () => {
    testApi.answer(ticketEndpoints.get, TICKET);
    renderTicket();

    expect(await screen.findByRole('heading', { name: 'Le piège ne transmet plus' })).toBeTruthy();
    expect(screen.getAllByText('SUP-2026-000041')).toHaveLength(2);
    expect(screen.getAllByText('En attente du demandeur')).toHaveLength(2);
    const conversation = screen.getByRole('list', { name: 'Échanges' });
    expect(within(conversation).getAllByRole('listitem')).toHaveLength(2);
    expect(within(conversation).getByText('Pouvez-vous vérifier que la batterie est bien chargée ?')).toBeTruthy();
    expect(within(conversation).getByText('Hugo Bernard')).toBeTruthy();
    const details = screen.getByRole('region', { name: 'Détails' });
    expect(within(details).getByText('Panne du capteur')).toBeTruthy();
    expect(within(details).getByText('Distributeur')).toBeTruthy();
    expect(within(details).getByRole('link', { name: 'SW-000451' })).toBeTruthy();
    // The requester's side: close the request, no desk status.
    expect(screen.getByRole('button', { name: 'Clôturer la demande' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Statut' })).toBeNull();
  });

  it('sends a reply to the request, then shows it in the conversation and empties the form', async () => {
    testApi.answer(ticketEndpoints.get, TICKET);
    renderTicket();
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Votre réponse' });
    await user.type(within(form).getByRole('textbox', { name: 'Votre réponse' }), `  ${REPLY.body}  `);

    testApi.answer(ticketEndpoints.reply, REPLY);
    testApi.answer(ticketEndpoints.get, {
      ...TICKET,
      status: 'waiting_for_support',
      messages: [QUESTION, ANSWER, REPLY],
    });
    await user.click(within(form).getByRole('button', { name: 'Envoyer' }));

    const conversation = screen.getByRole('list', { name: 'Échanges' });
    expect(await within(conversation).findByText(REPLY.body)).toBeTruthy();
    expect(screen.getAllByText('En attente de l’assistance')).toHaveLength(2);
    await waitFor(() =>
      expect((within(form).getByRole('textbox', { name: 'Votre réponse' }) as HTMLTextAreaElement).value).toBe(''),
    );
    expect(testApi.calls(ticketEndpoints.reply).map(({ path, body }) => ({ path, body }))).toEqual([
      { path: `/support/tickets/${TICKET_ID}/messages`, body: { body: REPLY.body } },
    ]);
  });

  it('forwards the requester’s closing of the request to the status endpoint', async () => {
    testApi.answer(ticketEndpoints.setStatus, { ...TICKET, status: 'closed' });

    const answer = await getActionData(action, post({ intent: 'status', status: 'closed' }), PATH);

    expect(answer).toEqual({ ok: true });
    expect(testApi.calls().map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'POST', path: `/support/tickets/${TICKET_ID}/status`, body: { status: 'closed' } },
    ]);
  });

  it('refuses an empty reply, or a status it does not know, with a 422, before anything reaches the API', async () => {
    const refusals = [
      { request: postReply(JSON.stringify({ body: '   ' })), field: 'body' },
      { request: post({ intent: 'status', status: 'archived' }), field: 'status' },
    ];
    for (const { request, field } of refusals) {
      const error = await getActionError(action, request, PATH);
      expect(isRouteErrorResponse(error)).toBe(true);
      expect(error).toMatchObject({
        status: 422,
        data: { status: 422, message: 'failed to parse payload', data: { issues: [{ path: [field] }] } },
      });
    }
    expect(testApi.calls()).toEqual([]);
  });
});
