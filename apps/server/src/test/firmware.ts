import type { FastifyInstance } from 'fastify';
import { multipart, type Part } from './multipart.ts';
import { bearer } from './test-app.ts';

/** An SWUpdate image as its updater reads it: a cpio archive in the new ASCII format (magic 070701). */
export const swuImage = (payload: string) => Buffer.from(`070701${'0'.repeat(104)}sw-description\0${payload}`);

export const RELEASE_NOTES = {
  fr: 'Capture plus fiable',
  en: 'More reliable capture',
  de: 'Zuverlässigere Aufnahme',
  es: 'Captura más fiable',
};

export const versionMetadata = (overrides: Record<string, unknown> = {}) => ({
  version: '2.4.0',
  notes: RELEASE_NOTES,
  hardwareRevisions: ['B', 'C'],
  minFromVersion: '2.0.0',
  ...overrides,
});

/** The parts of an upload as the form sends them: `metadata` as JSON, and the image unless null. */
export const uploadParts = (metadata: unknown, image: Buffer | null = swuImage('rootfs')): Part[] => [
  { name: 'metadata', value: JSON.stringify(metadata) },
  ...(image ? [{ name: 'image', fileName: 'limacapt.swu', type: 'application/octet-stream', content: image }] : []),
];

export const uploadFirmware = (app: FastifyInstance, token: string, parts: Part[]) => {
  const { payload, headers } = multipart(parts);
  return app.inject({ method: 'POST', url: '/back/firmware', payload, headers: { ...headers, ...bearer(token) } });
};
