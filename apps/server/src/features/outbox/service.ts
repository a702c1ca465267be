import fs from 'node:fs/promises';
import path from 'node:path';
import { PAGE_SIZE } from '@console/domain/list/list-query';
import type { Environment } from '@console/domain/config/environment-settings';
import type { OutboxPage } from '@console/domain/mail/outbox.schema';
import type { OutboxCopy } from '../../mail/mailer.ts';

export type OutboxDeps = { outboxDir: string; smtp: boolean; environment: Environment };

/**
 * `GET /back/outbox`: the messages written to the outbox folder, newest first. File names start with the time of
 * writing in milliseconds, so sorting the names sorts the messages.
 */
export const listOutbox = async ({ outboxDir, smtp }: OutboxDeps, start: number): Promise<OutboxPage> => {
  const names = (await fs.readdir(outboxDir).catch(() => []))
    .filter((name) => name.endsWith('.json'))
    .sort()
    .reverse();
  const items = await Promise.all(
    names.slice(start, start + PAGE_SIZE).map(async (name) => {
      const copy = JSON.parse(await fs.readFile(path.join(outboxDir, name), 'utf8')) as OutboxCopy;
      return { id: path.basename(name, '.json'), ...copy };
    }),
  );
  return {
    items,
    total: names.length,
    filter: {},
    sort: { field: 'sentAt', order: 'desc' },
    delivery: smtp ? 'smtp' : 'outbox',
  };
};
