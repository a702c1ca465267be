import { ACCESS_KEYS_BY_ACCOUNT_TYPE, type Rights } from '@console/domain/access/rights';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  countedEvents,
  sensors,
  supportTicketAttachments,
  supportTicketMessages,
  supportTickets,
} from '../../db/schema.ts';
import {
  accountIdByName,
  createSensorAs,
  createUserWithRights,
  type CreatedSensor,
  insertFavourite,
  insertOtherProvider,
  insertParcel,
  reading,
  sendReadings,
} from '../../test/fixtures.ts';
import { readableMail, startSmtpServer } from '../../test/smtp-server.ts';
import { apiClient, createTestApp, signIn, signInDemoUsers, type TestApp } from '../../test/test-app.ts';
import { sendNotificationMails } from '../notifications/service.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let tokens: Awaited<ReturnType<typeof signInDemoUsers>>;
let farmId: string;
let supported: CreatedSensor;
let unsupported: CreatedSensor;
let outsider: string;
let farmHand: string;
let consultant: string;
let staffConsultant: string;
const api = apiClient(() => t.app);

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://console.example.test' });
  tokens = await signInDemoUsers(t.app);
  farmId = await accountIdByName(t.db, 'Ferme des Demo');
  supported = await createSensorAs(t.app, tokens.staff, farmId, 'SUP-0001', { hasProviderSupport: true });
  unsupported = await createSensorAs(t.app, tokens.staff, farmId, 'SUP-0002', { hasProviderSupport: false });
  // Another distributor's desk: it reads sensors, but none of this farm's tickets.
  await insertOtherProvider(t.db, 'Autre Négoce');
  await createUserWithRights(t.db, 'Autre Négoce', 'desk@other.test', {});
  outsider = await signIn(t.app, 'desk@other.test');
  // A farm hand: neither the farm's administrator nor a reader of sensors.
  await createUserWithRights(t.db, 'Ferme des Demo', 'hand@demo.test', { myUsers: 'read-only', sensors: 'no-access' });
  farmHand = await signIn(t.app, 'hand@demo.test');
  // "Consultation" roles: everything their account type holds, read-only.
  const readOnly = (type: 'provider' | 'desangosse'): Partial<Rights> =>
    Object.fromEntries(ACCESS_KEYS_BY_ACCOUNT_TYPE[type].map((key) => [key, 'read-only']));
  await createUserWithRights(t.db, 'Agri Distribution Demo', 'consult@agri.test', readOnly('provider'));
  consultant = await signIn(t.app, 'consult@agri.test');
  await createUserWithRights(t.db, 'De Sangosse', 'consult@staff.test', readOnly('desangosse'));
  staffConsultant = await signIn(t.app, 'consult@staff.test');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
// An hour goes by between cases: each meets the support limits with only its own tickets and messages counted.
beforeEach(() => t.db.update(countedEvents).set({ occurredAt: sql`now() - interval '1 hour'` }));

type Created = { id: string; reference: string; status: string; desk: string; messageId: string };

const report = async (token: string, body: Record<string, unknown>) => {
  const response = await api.post(token, '/support/tickets', {
    subject: 'Trap lid will not close',
    category: 'sensor-fault',
    message: 'The lid stays open since the storm.',
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Created>();
};
const ticketIds = async (token: string, query = '') =>
  ((await api.get(token, `/support/tickets${query}`)).json().items as { id: string }[]).map((item) => item.id);
/** The ticket's status, desk, message count and attachment count, read from the database. */
const stateOf = async (ticketId: string) => {
  const [ticket] = await t.db
    .select({ status: supportTickets.status, desk: supportTickets.desk })
    .from(supportTickets)
    .where(eq(supportTickets.id, ticketId));
  const messages = await t.db
    .select({ id: supportTicketMessages.id })
    .from(supportTicketMessages)
    .where(eq(supportTicketMessages.ticketId, ticketId));
  const files = await t.db
    .select({ id: supportTicketAttachments.id })
    .from(supportTicketAttachments)
    .innerJoin(supportTicketMessages, eq(supportTicketMessages.id, supportTicketAttachments.messageId))
    .where(eq(supportTicketMessages.ticketId, ticketId));
  return { ...ticket, messages: messages.length, attachments: files.length };
};
/**
 * Runs `write` with the requester's close landing just before its first transaction starts: after the service's
 * checks, before its writes — the race a desk reply or an upload loses against the close.
 */
const closedBeforeTheWrite = async <T>(ticketId: string, write: () => Promise<T>): Promise<T> => {
  const transaction = t.db.transaction.bind(t.db);
  let isClosed = false;
  const spy = vi.spyOn(t.db, 'transaction').mockImplementation((async (...args: Parameters<typeof transaction>) => {
    if (!isClosed) {
      isClosed = true;
      await t.db
        .update(supportTickets)
        .set({ status: 'closed', closedAt: new Date() })
        .where(eq(supportTickets.id, ticketId));
    }
    return transaction(...args);
  }) as typeof transaction);
  try {
    return await write();
  } finally {
    spy.mockRestore();
  }
};
const notificationsOf = async (token: string, type: string) =>
  ((await api.get(token, '/notifications')).json().items as { type: string; payload: { ticketId: string } }[]).filter(
    (item) => item.type === type,
  );

describe('routing to the right desk', () => {
  it("sends a supported sensor's ticket to the farm's distributor, and tells its desk", async () => {
    const ticket = await report(tokens.farmer, { sensorId: supported.id });
    expect(ticket).toMatchObject({ status: 'open', desk: 'provider' });
    expect(ticket.reference).toMatch(/^SR-\d{4}-\d{6}$/);

    expect(await ticketIds(tokens.provider, '?desk=provider')).toContain(ticket.id);
    expect(await ticketIds(tokens.staff)).toContain(ticket.id);
    const detail = (await api.get(tokens.provider, `/support/tickets/${ticket.id}`)).json();
    expect(detail).toMatchObject({ serialNumber: 'SUP-0001', canAnswerAsDesk: true, canEscalate: true });
    expect(detail.messages).toMatchObject([{ side: 'customer', body: 'The lid stays open since the storm.' }]);
    expect((await notificationsOf(tokens.provider, 'support-ticket-opened')).map((n) => n.payload.ticketId)).toContain(
      ticket.id,
    );
    // The manufacturer's staff are not its desk until the distributor escalates it.
    expect((await notificationsOf(tokens.staff, 'support-ticket-opened')).map((n) => n.payload.ticketId)).not.toContain(
      ticket.id,
    );
  });

  it("sends every other ticket to the manufacturer's desk, which the distributor does not read", async () => {
    const aboutSensor = await report(tokens.farmer, { sensorId: unsupported.id });
    const general = await report(tokens.farmer, { category: 'account', subject: 'Invoice address' });
    for (const ticket of [aboutSensor, general]) {
      expect(ticket.desk).toBe('manufacturer');
      expect((await api.get(tokens.provider, `/support/tickets/${ticket.id}`)).statusCode).toBe(404);
    }
    expect(await ticketIds(tokens.staff, '?desk=manufacturer')).toEqual(
      expect.arrayContaining([aboutSensor.id, general.id]),
    );
    expect((await notificationsOf(tokens.staff, 'support-ticket-opened')).map((n) => n.payload.ticketId)).toEqual(
      expect.arrayContaining([aboutSensor.id, general.id]),
    );
  });

  it("keeps a ticket from another tenant, from a farm hand who did not write it, and another tenant's sensor out", async () => {
    const ticket = await report(tokens.farmer, { sensorId: supported.id });
    for (const token of [outsider, tokens.newcomer, farmHand]) {
      expect((await api.get(token, `/support/tickets/${ticket.id}`)).statusCode).toBe(404);
      expect(await ticketIds(token)).not.toContain(ticket.id);
      expect((await api.post(token, `/support/tickets/${ticket.id}/messages`, { body: 'Hello' })).statusCode).toBe(404);
    }
    // The farm's administrator reads every request of the farm; the farm hand, their own.
    const own = await report(farmHand, { category: 'data' });
    expect(await ticketIds(farmHand)).toEqual([own.id]);
    expect(await ticketIds(tokens.farmer)).toEqual(expect.arrayContaining([ticket.id, own.id]));

    const refused = await api.post(tokens.newcomer, '/support/tickets', {
      subject: 'Not mine',
      category: 'sensor-fault',
      message: 'x',
      sensorId: supported.id,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().data.issues).toEqual([{ path: ['sensorId'], message: 'support.errors.unknown-sensor' }]);
  });

  it('refuses an empty subject and an unknown category with their field paths', async () => {
    const response = await api.post(tokens.farmer, '/support/tickets', { subject: ' ', category: 'x', message: 'y' });
    expect(response.statusCode).toBe(422);
    expect(
      response
        .json()
        .data.issues.map((issue: { path: string[] }) => issue.path[0])
        .sort(),
    ).toEqual(['category', 'subject']);
  });
});

describe('the conversation', () => {
  it('hands the turn from side to side, telling each in the console and by e-mail', async () => {
    const ticket = await report(tokens.farmer, { sensorId: supported.id });
    const answer = await api.post(tokens.provider, `/support/tickets/${ticket.id}/messages`, {
      body: 'Please send a photo of the latch.',
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({ side: 'support', author: { name: 'Paul Durand' } });
    const afterAnswer = (await api.get(tokens.farmer, `/support/tickets/${ticket.id}`)).json();
    expect(afterAnswer).toMatchObject({ status: 'waiting_for_customer', canAnswerAsDesk: false, canEscalate: false });
    expect((await notificationsOf(tokens.farmer, 'support-ticket-replied')).map((n) => n.payload.ticketId)).toContain(
      ticket.id,
    );

    await api.post(tokens.farmer, `/support/tickets/${ticket.id}/messages`, { body: 'Here it is.' });
    expect((await api.get(tokens.provider, `/support/tickets/${ticket.id}`)).json().status).toBe('waiting_for_support');
    expect((await notificationsOf(tokens.provider, 'support-ticket-replied')).length).toBeGreaterThan(0);

    await sendNotificationMails(t.mailing, t.db);
    // The mail worker sends what the job queued in its own time.
    const toFarmer = await vi.waitFor(
      () => {
        const mail = smtp.received
          .filter((received) => received.to.includes('farmer@demo.test'))
          .map((received) => readableMail(received.raw))
          .find((received) => received.subject.includes(ticket.reference));
        if (!mail) throw new Error('no e-mail yet');
        return mail;
      },
      { timeout: 15_000, interval: 200 },
    );
    // The farmer reads French: the e-mail speaks it and links to the ticket.
    expect(toFarmer.subject).toBe(`Réponse à la demande d’assistance ${ticket.reference}`);
    expect(toFarmer.text).toContain(`https://console.example.test/support/tickets/${ticket.id}`);
    expect(toFarmer.text).toContain('Paul Durand a répondu');
  });

  it('lets the desk solve and the requester close, and a closed ticket takes nothing more', async () => {
    const ticket = await report(tokens.farmer, { sensorId: supported.id });
    expect(
      (await api.post(tokens.farmer, `/support/tickets/${ticket.id}/status`, { status: 'solved' })).statusCode,
    ).toBe(403);
    const solved = await api.post(tokens.provider, `/support/tickets/${ticket.id}/status`, { status: 'solved' });
    expect(solved.json().status).toBe('solved');
    expect(
      (await notificationsOf(tokens.farmer, 'support-ticket-status-changed')).map((n) => n.payload.ticketId),
    ).toContain(ticket.id);

    const closed = await api.post(tokens.farmer, `/support/tickets/${ticket.id}/status`, { status: 'closed' });
    expect(closed.json().status).toBe('closed');
    expect((await api.post(tokens.provider, `/support/tickets/${ticket.id}/messages`, { body: 'x' })).statusCode).toBe(
      409,
    );
    expect(await ticketIds(tokens.farmer, '?status=closed')).toContain(ticket.id);
    expect(await ticketIds(tokens.farmer, '?status=open')).not.toContain(ticket.id);
  });

  it("escalates a distributor's ticket to the manufacturer once, on the distributor's click only", async () => {
    const ticket = await report(tokens.farmer, { sensorId: supported.id });
    expect((await api.post(tokens.farmer, `/support/tickets/${ticket.id}/escalate`)).statusCode).toBe(403);
    const escalated = await api.post(tokens.provider, `/support/tickets/${ticket.id}/escalate`);
    expect(escalated.json()).toMatchObject({ desk: 'manufacturer', canEscalate: false });
    expect(escalated.json().escalatedAt).not.toBeNull();
    expect((await api.post(tokens.provider, `/support/tickets/${ticket.id}/escalate`)).statusCode).toBe(409);
    const told = await notificationsOf(tokens.staff, 'support-ticket-opened');
    expect(told.find((n) => n.payload.ticketId === ticket.id)).toMatchObject({ payload: { escalated: true } });
    // The distributor still follows what it handed on.
    expect((await api.get(tokens.provider, `/support/tickets/${ticket.id}`)).statusCode).toBe(200);
  });

  it("narrows to a favourite's sensors and to opening days; another user's favourite is 404", async () => {
    const aboutSupported = await report(tokens.farmer, { sensorId: supported.id });
    const aboutOther = await report(tokens.farmer, { sensorId: unsupported.id });
    const favourite = await insertFavourite(t.db, 'staff@demo.test', 'Supported trap', {
      sensorSerialNumbers: ['SUP-0001'],
    });
    const narrowed = await ticketIds(tokens.staff, `?favourite_id=${favourite}`);
    expect(narrowed).toContain(aboutSupported.id);
    expect(narrowed).not.toContain(aboutOther.id);
    expect((await api.get(tokens.provider, `/support/tickets?favourite_id=${favourite}`)).statusCode).toBe(404);
    const today = new Date().toISOString().slice(0, 10);
    expect(await ticketIds(tokens.staff, `?from=${today}&to=${today}`)).toContain(aboutOther.id);
    expect(await ticketIds(tokens.staff, '?from=2020-01-01&to=2020-01-31')).toEqual([]);
  });

  it("gives the latest few with a shorter page, and refuses a page past the list's own", async () => {
    const latest = await report(tokens.farmer, { category: 'data', subject: 'Latest of all' });
    const page = (await api.get(tokens.farmer, '/support/tickets?sort=updatedAt&order=desc&limit=2')).json();
    expect(page.items).toHaveLength(2);
    expect(page.items[0].id).toBe(latest.id);
    expect(page.total).toBeGreaterThan(2);
    const refused = await api.get(tokens.farmer, '/support/tickets?limit=51');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().data.issues[0].path).toEqual(['limit']);
  });

  it('exports the list as the reader sees it', async () => {
    const ticket = await report(tokens.farmer, { subject: 'Export me' });
    const response = await api.get(tokens.farmer, '/support/tickets/export/csv');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(ticket.reference);
    expect(response.body).toContain('Export me');
    expect((await api.get(outsider, '/support/tickets/export/csv')).body).not.toContain(ticket.reference);
  });
});

describe('a ticket closed while a write is on its way', () => {
  it('refuses a reply, a status and an escalation checked before the close with 409, and the ticket stays closed', async () => {
    const ticket = await report(tokens.farmer, { sensorId: supported.id });
    const writes = [
      () => api.post(tokens.provider, `/support/tickets/${ticket.id}/messages`, { body: 'Too late?' }),
      () => api.post(tokens.provider, `/support/tickets/${ticket.id}/status`, { status: 'solved' }),
      () => api.post(tokens.provider, `/support/tickets/${ticket.id}/escalate`),
    ];
    for (const write of writes) {
      await t.db.update(supportTickets).set({ status: 'open', closedAt: null }).where(eq(supportTickets.id, ticket.id));
      const response = await closedBeforeTheWrite(ticket.id, write);
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json().data).toEqual({ error: 'closed' });
      expect(await stateOf(ticket.id)).toMatchObject({ status: 'closed', desk: 'provider', messages: 1 });
    }
  });

  it('leaves the ticket closed whatever the order of a close and the desk replies racing it', async () => {
    const ticket = await report(tokens.farmer, { sensorId: supported.id });
    const [close, ...replies] = await Promise.all([
      api.post(tokens.farmer, `/support/tickets/${ticket.id}/status`, { status: 'closed' }),
      ...[1, 2, 3, 4].map((n) =>
        api.post(tokens.provider, `/support/tickets/${ticket.id}/messages`, { body: `Answer ${n}` }),
      ),
    ]);
    expect(close?.statusCode, close?.body).toBe(200);
    for (const reply of replies) expect([201, 409]).toContain(reply.statusCode);
    const answered = replies.filter((reply) => reply.statusCode === 201).length;
    expect(await stateOf(ticket.id)).toMatchObject({ status: 'closed', messages: 1 + answered });
    expect((await api.get(tokens.farmer, `/support/tickets/${ticket.id}`)).json().status).toBe('closed');
  });
});

describe("the desk's write right", () => {
  it('refuses a read-only desk user a reply, a status and an escalation, whatever the body', async () => {
    const ticket = await report(tokens.farmer, { sensorId: supported.id });
    // They still read their desk's queue.
    expect(await ticketIds(consultant)).toContain(ticket.id);
    expect((await api.get(consultant, `/support/tickets/${ticket.id}`)).json()).toMatchObject({ canEscalate: false });
    const url = `/support/tickets/${ticket.id}`;
    for (const token of [consultant, staffConsultant]) {
      for (const [path, body] of [
        ['messages', { body: 'I can only read.' }],
        ['messages', { body: '' }],
        ['messages', {}],
        ['status', { status: 'solved' }],
        ['status', { status: 'bogus' }],
        ['escalate', undefined],
      ] as const) {
        const response = await api.post(token, `${url}/${path}`, body);
        expect(response.statusCode, `${path} ${JSON.stringify(body)}: ${response.body}`).toBe(403);
      }
    }
    expect(await stateOf(ticket.id)).toMatchObject({ status: 'open', desk: 'provider', messages: 1 });

    // The desk with the right answers, sets a status and escalates.
    expect((await api.post(tokens.provider, `${url}/messages`, { body: 'On it.' })).statusCode).toBe(201);
    const status = await api.post(tokens.provider, `${url}/status`, { status: 'waiting_for_support' });
    expect(status.statusCode, status.body).toBe(200);
    expect((await api.post(tokens.provider, `${url}/escalate`)).json()).toMatchObject({ desk: 'manufacturer' });
    expect((await api.post(tokens.staff, `${url}/messages`, { body: 'Taken over.' })).statusCode).toBe(201);
    // The requester still answers and closes.
    expect((await api.post(tokens.farmer, `${url}/messages`, { body: 'Thanks.' })).statusCode).toBe(201);
    expect((await api.post(tokens.farmer, `${url}/status`, { status: 'closed' })).json().status).toBe('closed');
  });

  it('lets a read-only user answer and close their own request, and a farm hand theirs', async () => {
    for (const token of [consultant, farmHand]) {
      const own = await report(token, { category: 'account', subject: 'My own question' });
      expect((await api.post(token, `/support/tickets/${own.id}/messages`, { body: 'More detail.' })).statusCode).toBe(
        201,
      );
      const closed = await api.post(token, `/support/tickets/${own.id}/status`, { status: 'closed' });
      expect(closed.statusCode, closed.body).toBe(200);
      expect(closed.json().status).toBe('closed');
    }
  });
});

describe('attachments', () => {
  const upload = (token: string, ticket: Created, file: { name: string; type: string; bytes: Buffer }) => {
    const form = new FormData();
    form.append('file', new Blob([file.bytes], { type: file.type }), file.name);
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    return request.arrayBuffer().then((body) =>
      t.app.inject({
        method: 'POST',
        url: `/back/support/tickets/${ticket.id}/messages/${ticket.messageId}/attachments`,
        headers: { authorization: `Bearer ${token}`, 'content-type': request.headers.get('content-type') ?? '' },
        payload: Buffer.from(body),
      }),
    );
  };

  it('keeps a photo with its message, for both sides to download', async () => {
    const ticket = await report(tokens.farmer, { sensorId: supported.id });
    const added = await upload(tokens.farmer, ticket, { name: 'latch.png', type: 'image/png', bytes: PNG });
    expect(added.statusCode, added.body).toBe(201);
    const detail = (await api.get(tokens.provider, `/support/tickets/${ticket.id}`)).json();
    expect(detail.messages[0].attachments).toEqual([
      { id: added.json().id, fileName: 'latch.png', mediaType: 'image/png', size: PNG.length },
    ]);
    const download = await api.get(tokens.provider, `/support/tickets/${ticket.id}/attachments/${added.json().id}`);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-disposition']).toBe("attachment; filename*=UTF-8''latch.png");
    expect(download.rawPayload.equals(PNG)).toBe(true);
    expect((await api.get(outsider, `/support/tickets/${ticket.id}/attachments/${added.json().id}`)).statusCode).toBe(
      404,
    );
  });

  it('refuses a file that arrives after the ticket closed, and stores nothing', async () => {
    const ticket = await report(tokens.farmer, { sensorId: supported.id });
    const late = await closedBeforeTheWrite(ticket.id, () =>
      upload(tokens.farmer, ticket, { name: 'late.png', type: 'image/png', bytes: PNG }),
    );
    expect(late.statusCode, late.body).toBe(409);
    expect(await stateOf(ticket.id)).toMatchObject({ status: 'closed', attachments: 0 });
  });

  it("refuses a file too large, of another type, past the cap, or on someone else's message", async () => {
    const ticket = await report(tokens.farmer, {});
    const large = await upload(tokens.farmer, ticket, {
      name: 'big.png',
      type: 'image/png',
      bytes: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]),
    });
    expect(large.statusCode).toBe(413);
    expect(large.json().data.issues).toEqual([{ path: ['file'], message: 'support.errors.attachment-too-large' }]);

    const disguised = await upload(tokens.farmer, ticket, {
      name: 'photo.png',
      type: 'image/png',
      bytes: Buffer.from('<script>alert(1)</script>'),
    });
    expect(disguised.statusCode).toBe(422);
    expect(disguised.json().data.issues).toEqual([{ path: ['file'], message: 'support.errors.attachment-type' }]);
    const text = await upload(tokens.farmer, ticket, { name: 'a.txt', type: 'text/plain', bytes: Buffer.from('hi') });
    expect(text.statusCode).toBe(422);

    expect((await upload(tokens.staff, ticket, { name: 'a.png', type: 'image/png', bytes: PNG })).statusCode).toBe(403);
    for (let index = 0; index < 3; index++) {
      expect(
        (await upload(tokens.farmer, ticket, { name: `${index}.png`, type: 'image/png', bytes: PNG })).statusCode,
      ).toBe(201);
    }
    const fourth = await upload(tokens.farmer, ticket, { name: '4.png', type: 'image/png', bytes: PNG });
    expect(fourth.statusCode).toBe(422);
    expect(fourth.json().data.issues).toEqual([{ path: ['file'], message: 'support.errors.attachment-too-many' }]);
  });

  it('keeps a file under the extension of its checked type, without hidden characters, and a bounded name', async () => {
    const ticket = await report(tokens.farmer, {});
    const nameOf = async (name: string) => {
      const added = await upload(tokens.farmer, ticket, { name, type: 'image/png', bytes: PNG });
      expect(added.statusCode, added.body).toBe(201);
      return added.json<{ fileName: string }>().fileName;
    };
    expect(await nameOf('invoice.html')).toBe('invoice.png');
    // A right-to-left override would show this name as "photoexe.png".
    expect(await nameOf('photo\u202Egnp.exe')).toBe('photognp.png');
    expect(await nameOf(`${'a'.repeat(1_000)}.png`)).toBe(`${'a'.repeat(100)}.png`);
    const detail = (await api.get(tokens.staff, `/support/tickets/${ticket.id}`)).json();
    expect(detail.messages[0].attachments.map((file: { fileName: string }) => file.fileName)).toEqual([
      'invoice.png',
      'photognp.png',
      `${'a'.repeat(100)}.png`,
    ]);
  });

  it('refuses a file once the ticket holds 15 MB of them, whichever message carries it', async () => {
    const ticket = await report(tokens.farmer, {});
    const photo = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 - PNG.length)]);
    for (let index = 0; index < 3; index++) {
      expect(
        (await upload(tokens.farmer, ticket, { name: 'photo.png', type: 'image/png', bytes: photo })).statusCode,
      ).toBe(201);
    }
    const answer = await api.post(tokens.farmer, `/support/tickets/${ticket.id}/messages`, { body: 'One more photo.' });
    expect(answer.statusCode, answer.body).toBe(201);
    const next = { ...ticket, messageId: answer.json<{ id: string }>().id };
    const over = await upload(tokens.farmer, next, { name: 'small.png', type: 'image/png', bytes: PNG });
    expect(over.statusCode).toBe(422);
    expect(over.json().data.issues).toEqual([{ path: ['file'], message: 'support.errors.attachment-ticket-full' }]);
    expect(await stateOf(ticket.id)).toMatchObject({ messages: 2, attachments: 3 });
  });
});

describe('the support limits', () => {
  it('stops one person opening tickets by the dozen with 429 and Retry-After, not their colleagues', async () => {
    for (let index = 0; index < 10; index++) await report(tokens.farmer, {});
    const flood = await api.post(tokens.farmer, '/support/tickets', {
      subject: 'Again',
      category: 'other',
      message: 'Again.',
    });
    expect(flood.statusCode).toBe(429);
    expect(Number(flood.headers['retry-after'])).toBeGreaterThan(0);
    await report(farmHand, {});
  });

  it('stops one person posting messages by the dozen, and counts nothing refused', async () => {
    const ticket = await report(tokens.farmer, {});
    const post = (token: string, body: string) => api.post(token, `/support/tickets/${ticket.id}/messages`, { body });
    for (let index = 0; index < 60; index++) expect((await post(tokens.farmer, `Note ${index}`)).statusCode).toBe(201);
    const flood = await post(tokens.farmer, 'One too many');
    expect(flood.statusCode).toBe(429);
    expect(Number(flood.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post(tokens.staff, 'We are on it.')).statusCode).toBe(201);
    expect(await stateOf(ticket.id)).toMatchObject({ messages: 62 });
  });
});

describe('a ticket escalating an issue', () => {
  it('is solved by the device when the issue clears before anyone answers, and the requester is asked to confirm', async () => {
    await sendReadings(t.app, supported, [reading(3), reading(2, { deviceState: 'maintenance' })]);
    const issues = (await api.get(tokens.farmer, `/issues?sensor_id=${supported.id}&status=open`)).json<{
      items: { id: string; type: string }[];
    }>().items;
    const lid = issues.find((issue) => issue.type === 'ouverture_couvercle');
    expect(lid).toBeDefined();
    const ticket = await report(tokens.farmer, { issueId: lid?.id, subject: 'Lid open' });
    const answered = await report(tokens.farmer, { issueId: lid?.id, subject: 'Lid open, answered' });
    await api.post(tokens.provider, `/support/tickets/${answered.id}/messages`, { body: 'We look into it.' });
    // The desk starts from the issue: its type and the capture that opened it.
    expect((await api.get(tokens.provider, `/support/tickets/${ticket.id}`)).json()).toMatchObject({
      issueId: lid?.id,
      sensorId: supported.id,
      desk: 'provider',
      issue: {
        type: 'ouverture_couvercle',
        status: 'open',
        timeline: [{ kind: 'opened', reading: { deviceState: 'maintenance' } }],
      },
    });

    // The lid is closed again: the next capture clears the issue.
    await sendReadings(t.app, supported, [reading(1)]);
    const solved = (await api.get(tokens.farmer, `/support/tickets/${ticket.id}`)).json();
    expect(solved.status).toBe('solved');
    expect(solved.resolvedByDeviceAt).not.toBeNull();
    const told = await notificationsOf(tokens.farmer, 'support-ticket-status-changed');
    expect(told.find((notice) => notice.payload.ticketId === ticket.id)).toMatchObject({
      payload: { status: 'solved', byDevice: true },
    });
    // A ticket the desk has answered stays with the desk.
    expect((await api.get(tokens.farmer, `/support/tickets/${answered.id}`)).json().status).toBe(
      'waiting_for_customer',
    );
    // The requester confirms.
    const closed = await api.post(tokens.farmer, `/support/tickets/${ticket.id}/status`, { status: 'closed' });
    expect(closed.json().status).toBe('closed');
  });

  it('takes a report about a sensor as about its open issue, and is solved by the device when it clears', async () => {
    const trap = await createSensorAs(t.app, tokens.staff, farmId, 'SUP-0009', { hasProviderSupport: true });
    await sendReadings(t.app, trap, [reading(6), reading(5, { deviceState: 'maintenance' })]);
    const [lid] = (await api.get(tokens.farmer, `/issues?sensor_id=${trap.id}&status=open`)).json<{
      items: { id: string }[];
    }>().items;
    // Reported from the sensor, naming no issue.
    const ticket = await report(tokens.farmer, { sensorId: trap.id, subject: 'Trap acting up' });
    const ticketOf = async (id: string) => (await api.get(tokens.farmer, `/support/tickets/${id}`)).json();
    expect(await ticketOf(ticket.id)).toMatchObject({ issueId: lid?.id, issue: { type: 'ouverture_couvercle' } });
    await sendReadings(t.app, trap, [reading(4)]);
    expect(await ticketOf(ticket.id)).toMatchObject({ status: 'solved', resolvedByDeviceAt: expect.any(String) });
    // Reported while the sensor is healthy: about something else, which the next lid opening does not settle.
    const later = await report(tokens.farmer, { sensorId: trap.id, subject: 'Odd counts' });
    await sendReadings(t.app, trap, [reading(3, { deviceState: 'maintenance' }), reading(2)]);
    expect(await ticketOf(later.id)).toMatchObject({ issueId: null, status: 'open' });
  });
});

describe("the desk's replacement of a faulty sensor", () => {
  /** A sensor of the demo distributor rented to the farm under a validated contract, and placed on a new parcel. */
  const rentedOnParcel = async (
    serial: string,
    lessor = { name: 'Agri Distribution Demo', token: tokens.provider },
  ) => {
    // The distributor holds the sensor; the manufacturer, lessor of every sensor, may rent it out too.
    const agri = await accountIdByName(t.db, 'Agri Distribution Demo');
    const sensor = await createSensorAs(t.app, tokens.staff, agri, serial, {
      usage: 'renting',
      hasProviderSupport: true,
    });
    const today = new Date().toISOString().slice(0, 10);
    const contract = await api.post(lessor.token, '/rent-contracts', {
      lessorAccountId: await accountIdByName(t.db, lessor.name),
      lesseeAccountId: farmId,
      sensorIds: [sensor.id],
      startsOn: today,
      plannedReturnOn: `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`,
    });
    expect(contract.statusCode, contract.body).toBe(201);
    const contractId = contract.json<{ id: string }>().id;
    await api.post(lessor.token, `/rent-contracts/${contractId}/send`);
    expect((await api.post(tokens.farmer, `/rent-contracts/${contractId}/validate`)).statusCode).toBe(200);
    const parcelId = await insertParcel(t.db, { label: `Parcelle ${serial}`, accountId: farmId, postalCode: '47000' });
    expect((await api.post(tokens.farmer, `/parcels/${parcelId}/sensor`, { sensorId: sensor.id })).statusCode).toBe(
      200,
    );
    await t.db
      .update(sensors)
      .set({ tags: ['coteau'], weatherSource: 'sencrop', weatherStationId: 'SC-42' })
      .where(eq(sensors.id, sensor.id));
    return { sensor, contractId, parcelId, agri };
  };

  it('hands the parcel, the rent line, the tags and the weather link to a sensor from stock, and tells the farmer', async () => {
    const { sensor, contractId, parcelId, agri } = await rentedOnParcel('REP-0001');
    const spare = await createSensorAs(t.app, tokens.staff, agri, 'REP-0002', { usage: 'renting' });
    const ticket = await report(tokens.farmer, { sensorId: sensor.id });

    const detail = (await api.get(tokens.provider, `/support/tickets/${ticket.id}`)).json();
    expect(detail).toMatchObject({ canReplace: true, replacement: null });
    expect((await api.get(tokens.farmer, `/support/tickets/${ticket.id}`)).json().canReplace).toBe(false);
    const plan = await api.get(tokens.provider, `/support/tickets/${ticket.id}/replacement`);
    expect(plan.json()).toMatchObject({
      parcel: { id: parcelId },
      sensor: { id: sensor.id, serialNumber: 'REP-0001' },
      seat: null,
      rentLine: { contractId, lessorId: agri },
      tags: ['coteau'],
      weather: { source: 'sencrop', stationId: 'SC-42' },
    });

    const replaced = await api.post(tokens.provider, `/support/tickets/${ticket.id}/replacement`, {
      sensorId: spare.id,
      returnCondition: 'damaged',
      body: 'REP-0002 replaces your trap; please send REP-0001 back.',
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json()).toMatchObject({
      status: 'waiting_for_customer',
      replacement: { sensor: { id: spare.id, serialNumber: 'REP-0002' } },
      canReplace: false,
    });
    expect(replaced.json().messages.at(-1)).toMatchObject({
      side: 'support',
      body: expect.stringContaining('REP-0002'),
    });

    const parcel = (await api.get(tokens.farmer, `/parcels/${parcelId}`)).json();
    expect(parcel).toMatchObject({ sensorId: spare.id });
    const [old, fresh] = await Promise.all(
      [sensor.id, spare.id].map(
        async (id) =>
          (
            await t.db
              .select({
                accountId: sensors.accountId,
                tags: sensors.tags,
                weatherSource: sensors.weatherSource,
                weatherStationId: sensors.weatherStationId,
              })
              .from(sensors)
              .where(eq(sensors.id, id))
          )[0],
      ),
    );
    expect(old).toEqual({ accountId: agri, tags: [], weatherSource: 'none', weatherStationId: null });
    expect(fresh).toEqual({ accountId: farmId, tags: ['coteau'], weatherSource: 'sencrop', weatherStationId: 'SC-42' });
    const contract = (await api.get(tokens.provider, `/rent-contracts/${contractId}`)).json();
    expect(contract.status).not.toBe('closed');
    expect(
      contract.lines.map(
        (line: { sensor: { serialNumber: string }; returnCondition?: string; handedOverOn?: string }) => [
          line.sensor.serialNumber,
          line.returnCondition ?? null,
          line.handedOverOn !== undefined,
        ],
      ),
    ).toEqual([
      ['REP-0001', 'damaged', true],
      ['REP-0002', null, true],
    ]);
    expect(
      contract.events.map((event: { kind: string; detail?: string }) => [event.kind, event.detail]),
    ).toContainEqual(['replaced', 'REP-0001 → REP-0002']);
    const told = await notificationsOf(tokens.farmer, 'support-ticket-replied');
    expect(told.map((notice) => notice.payload.ticketId)).toContain(ticket.id);
    // Done once: the faulty sensor is off the parcel.
    const again = await api.post(tokens.provider, `/support/tickets/${ticket.id}/replacement`, {
      sensorId: spare.id,
      body: 'Again',
    });
    expect(again.statusCode).toBe(409);
  });

  it('changes nothing when the replacement is refused, and answers each refusal', async () => {
    const { sensor, parcelId, agri } = await rentedOnParcel('REP-0003');
    const ticket = await report(tokens.farmer, { sensorId: sensor.id });
    const replace = (token: string, body: Record<string, unknown>) =>
      api.post(token, `/support/tickets/${ticket.id}/replacement`, { body: 'Replacing it.', ...body });

    // A sold sensor cannot take a rented one's line.
    const sold = await createSensorAs(t.app, tokens.staff, agri, 'REP-0004');
    const refused = await replace(tokens.provider, { sensorId: sold.id });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().data.issues).toMatchObject([{ path: ['sensorId'] }]);
    expect((await api.get(tokens.farmer, `/parcels/${parcelId}`)).json().sensorId).toBe(sensor.id);
    const [kept] = await t.db.select({ tags: sensors.tags }).from(sensors).where(eq(sensors.id, sensor.id));
    expect(kept?.tags).toEqual(['coteau']);
    expect((await api.get(tokens.provider, `/support/tickets/${ticket.id}`)).json().messages).toHaveLength(1);

    // Bad input names its fields; the farmer, off the desk, is refused before the body is read.
    const bad = await replace(tokens.provider, { sensorId: 'nope', returnCondition: 'burnt', body: '' });
    expect(bad.statusCode).toBe(422);
    expect(
      bad
        .json()
        .data.issues.map((issue: { path: string[] }) => issue.path[0])
        .sort(),
    ).toEqual(['body', 'returnCondition', 'sensorId']);
    expect((await replace(tokens.farmer, {})).statusCode).toBe(403);
    expect((await api.get(tokens.farmer, `/support/tickets/${ticket.id}/replacement`)).statusCode).toBe(403);
    // Another distributor's desk does not see the ticket; a ticket without a sensor has nothing to replace.
    expect((await replace(outsider, { sensorId: sold.id })).statusCode).toBe(404);
    expect((await api.get(outsider, `/support/tickets/${ticket.id}/replacement`)).statusCode).toBe(404);
    const general = await report(tokens.farmer, { category: 'account' });
    expect((await api.get(tokens.staff, `/support/tickets/${general.id}/replacement`)).statusCode).toBe(409);
  });

  it("leaves a trap the manufacturer rents out to the manufacturer's desk", async () => {
    const { sensor, agri } = await rentedOnParcel('REP-0005', { name: 'De Sangosse', token: tokens.staff });
    const ticket = await report(tokens.farmer, { sensorId: sensor.id });
    expect(ticket.desk).toBe('provider');
    // The distributor's desk answers it, but is not the lessor: it cannot hand the contract's line over.
    expect((await api.get(tokens.provider, `/support/tickets/${ticket.id}`)).json().canReplace).toBe(false);
    const spare = await createSensorAs(t.app, tokens.staff, agri, 'REP-0006', { usage: 'renting' });
    const refused = await api.post(tokens.provider, `/support/tickets/${ticket.id}/replacement`, {
      sensorId: spare.id,
      body: 'Replacing it.',
    });
    expect(refused.statusCode).toBe(403);
    expect((await api.get(tokens.staff, `/support/tickets/${ticket.id}`)).json().canReplace).toBe(true);
  });
});

describe("the dashboard's support tab", () => {
  it('counts the tickets as their lists do, with the times to answer and to resolve, for staff only', async () => {
    const ticket = await report(tokens.farmer, { sensorId: supported.id });
    await api.post(tokens.provider, `/support/tickets/${ticket.id}/messages`, { body: 'On it.' });
    await api.post(tokens.provider, `/support/tickets/${ticket.id}/status`, { status: 'solved' });
    await report(tokens.farmer, { category: 'other', subject: 'Still waiting' });

    expect((await api.get(tokens.provider, '/dashboard/support')).statusCode).toBe(403);
    const board = (await api.get(tokens.staff, '/dashboard/support')).json<{
      tiles: {
        key: string;
        value: number;
        link?: { path: string; query: Record<string, string | string[]> };
        series?: { key: string; value: number }[];
      }[];
    }>();
    const tile = (key: string) => board.tiles.find((candidate) => candidate.key === key);
    for (const key of ['tickets-opened', 'tickets-backlog']) {
      const { link, value } = tile(key) ?? {};
      const query = new URLSearchParams();
      for (const [name, values] of Object.entries(link?.query ?? {})) {
        for (const item of Array.isArray(values) ? values : [values]) query.append(name, item);
      }
      const list = (await api.get(tokens.staff, `${link?.path}?${query.toString()}`)).json<{ total: number }>();
      expect(list.total, key).toBe(value);
      expect(value, key).toBeGreaterThan(0);
    }
    expect(tile('tickets-backlog')?.series?.find((part) => part.key === 'under-2-days')?.value).toBe(
      tile('tickets-backlog')?.value,
    );
    expect(tile('tickets-resolved')?.value).toBeGreaterThan(0);
    expect(tile('tickets-escalated')?.value).toBeGreaterThan(0);
    expect(tile('first-answer-time')?.value).toBeGreaterThanOrEqual(0);
    expect(tile('resolution-time')?.value).toBeGreaterThanOrEqual(0);
  });
});
