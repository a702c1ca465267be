import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { OutboxPage } from '@console/domain/mail/outbox.schema';
import { setTimeout } from 'node:timers/promises';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { MAIL_QUEUE, startMailQueue } from '../../mail/mail-queue.ts';
import { mailSender } from '../settings/service.ts';
import type { Mail } from '../../mail/mailer.ts';
import { startMailing } from '../../mail/mailing.ts';
import { createUserWithRights } from '../../test/fixtures.ts';
import { bearer, createTestApp, signIn, signInDemoUsers, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let dataDir: string;
let tokens: Awaited<ReturnType<typeof signInDemoUsers>>;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'outbox-'));
  // No SMTP server: e-mail goes to the data folder's outbox.
  t = await createTestApp({ DATA_DIR: dataDir, PUBLIC_URL: 'https://console.example.test' });
  tokens = await signInDemoUsers(t.app);
});
afterAll(async () => {
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const outbox = (token: string) => t.app.inject({ method: 'GET', url: '/back/outbox', headers: bearer(token) });

it('lists the e-mails written to the outbox for staff, newest first, with their links', async () => {
  for (const email of ['farmer@demo.test', 'provider@demo.test']) {
    await t.app.inject({ method: 'POST', url: '/back/password-reset/forgot', payload: { email } });
  }
  await expect.poll(async () => (await outbox(tokens.staff)).json<OutboxPage>().total, { timeout: 10_000 }).toBe(2);
  const page = (await outbox(tokens.staff)).json<OutboxPage>();
  expect(page.delivery).toBe('outbox');
  expect(page.items.map((mail) => mail.to).sort()).toEqual(['farmer@demo.test', 'provider@demo.test']);
  const [newest, oldest] = page.items;
  expect(Date.parse(newest?.sentAt ?? '')).toBeGreaterThanOrEqual(Date.parse(oldest?.sentAt ?? ''));
  // The demo farmer reads French; the provider English.
  const farmerMail = page.items.find((mail) => mail.to === 'farmer@demo.test');
  expect(farmerMail?.subject).toBe('Réinitialisez votre mot de passe SlugWatch');
  expect(farmerMail?.text).toMatch(/https:\/\/console\.example\.test\/password-reset\/[\w-]{43}/);
  // Each message is also a file a mail client opens.
  const files = await fs.readdir(path.join(dataDir, 'outbox'));
  expect(files.filter((file) => file.endsWith('.eml'))).toHaveLength(2);
});

it('is for the manufacturer’s admins only: staff who merely read the configuration get 403', async () => {
  await createUserWithRights(t.db, 'De Sangosse', 'reader@demo.test', { configuration: 'read-only' });
  expect((await outbox(await signIn(t.app, 'reader@demo.test'))).statusCode).toBe(403);
  expect((await outbox(tokens.provider)).statusCode).toBe(403);
  expect((await outbox(tokens.farmer)).statusCode).toBe(403);
  expect((await t.app.inject({ method: 'GET', url: '/back/outbox' })).statusCode).toBe(401);
});

describe('outside demo mode, without SMTP', () => {
  let production: TestApp;
  let productionDir: string;
  const warnings: string[] = [];
  beforeAll(async () => {
    productionDir = await fs.mkdtemp(path.join(os.tmpdir(), 'outbox-'));
    production = await createTestApp({ DATA_DIR: productionDir, ENVIRONMENT: 'production' });
  });
  afterAll(async () => {
    await production.close();
    await fs.rm(productionDir, { recursive: true, force: true });
  });

  it('keeps e-mail in the queue, writes and serves none of it, and says so at start', async () => {
    await production.app.inject({
      method: 'POST',
      url: '/back/password-reset/forgot',
      payload: { email: 'farmer@demo.test' },
    });
    const queued = () => production.jobs.findJobs<Mail>(MAIL_QUEUE, { queued: true });
    expect((await queued()).map((job) => job.data.to)).toEqual(['farmer@demo.test']);
    // Time for a worker, were there one, to take it.
    await setTimeout(1500);
    expect((await queued()).map((job) => job.data.to)).toEqual(['farmer@demo.test']);
    await expect(fs.readdir(path.join(productionDir, 'outbox'))).rejects.toThrow();

    const staff = await signIn(production.app, 'staff@demo.test');
    const response = await production.app.inject({ method: 'GET', url: '/back/outbox', headers: bearer(staff) });
    expect(response.statusCode).toBe(404);

    const log = pino({ level: 'warn' }, { write: (line: string) => void warnings.push(line) });
    await startMailing(loadConfig({ ENVIRONMENT: 'production' }), production.jobs, log, {
      sender: mailSender(production.db),
    });
    expect(warnings.join('')).toContain('e-mail is not configured');
  });

  it('sends a message someone waits for before the alerts queued ahead of it', async () => {
    const quiet = pino({ level: 'silent' });
    const queue = await startMailQueue(production.jobs, null, quiet);
    for (const to of ['alert-1@demo.test', 'alert-2@demo.test', 'alert-3@demo.test']) {
      await queue.enqueue(production.db, { to, subject: 'Slug alert', text: 'High risk tonight' }, 'batch');
    }
    await production.app.inject({
      method: 'POST',
      url: '/back/password-reset/forgot',
      payload: { email: 'provider@demo.test' },
    });

    // A process with an SMTP server starts on the queue as it stands.
    const sent: string[] = [];
    await startMailQueue(production.jobs, { send: (mail) => Promise.resolve(String(sent.push(mail.to))) }, quiet);
    await expect.poll(() => sent.length, { timeout: 10_000 }).toBe(5);
    // The resets asked for at the form first (the farmer's from the test above), then the alerts as they came.
    expect(sent).toEqual([
      'farmer@demo.test',
      'provider@demo.test',
      'alert-1@demo.test',
      'alert-2@demo.test',
      'alert-3@demo.test',
    ]);
  });
});
