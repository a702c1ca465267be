/// <reference types="node" />
import { describe, expect, it } from 'vitest';
import {
  hasPdfSignature,
  publishTermsVersionInputSchema,
  TERMS_DOCUMENT_MAX_BYTES,
  TERMS_ERRORS,
  termsVersionListQuerySchema,
} from './terms-version.schema.ts';

const pdf = (body = 'rest of a document', type = 'application/pdf', name = 'terms.pdf') =>
  new File([`%PDF-1.4\n${body}`], name, { type });

const messagesOf = async (input: unknown) => {
  const result = await publishTermsVersionInputSchema.safeParseAsync({ kind: 'service', ...(input as object) });
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('publishTermsVersionInputSchema', () => {
  it('accepts a PDF with a version label, trimmed', async () => {
    const result = await publishTermsVersionInputSchema.parseAsync({
      kind: 'rent',
      version: ' 2026-02 ',
      document: pdf(),
    });
    expect(result).toMatchObject({ kind: 'rent', version: '2026-02' });
  });

  it('asks for a document and a label', async () => {
    expect(await messagesOf({ version: '' })).toEqual([
      'version: required',
      `document: ${TERMS_ERRORS.documentRequired}`,
    ]);
  });

  it('refuses an empty file', async () => {
    expect(await messagesOf({ version: 'v2', document: new File([], 'x.pdf', { type: 'application/pdf' }) })).toEqual([
      `document: ${TERMS_ERRORS.empty}`,
    ]);
  });

  it('refuses a file over the limit', async () => {
    const big = pdf('x'.repeat(TERMS_DOCUMENT_MAX_BYTES));
    expect(await messagesOf({ version: 'v2', document: big })).toEqual([`document: ${TERMS_ERRORS.tooLarge}`]);
  });

  it('refuses a file that only claims to be a PDF, and a PDF sent under another type', async () => {
    const fake = new File(['<html>not a pdf</html>'], 'terms.pdf', { type: 'application/pdf' });
    expect(await messagesOf({ version: 'v2', document: fake })).toEqual([`document: ${TERMS_ERRORS.notPdf}`]);
    expect(await messagesOf({ version: 'v2', document: pdf('x', 'text/plain') })).toEqual([
      `document: ${TERMS_ERRORS.notPdf}`,
    ]);
  });

  it('keeps labels to letters, digits, spaces, dots, dashes and underscores', async () => {
    expect(await messagesOf({ version: 'v3.1 final_B-2', document: pdf() })).toEqual([]);
    expect(await messagesOf({ version: 'Édition 2026', document: pdf() })).toEqual([]);
    expect(await messagesOf({ version: '../etc', document: pdf() })).toEqual([
      `version: ${TERMS_ERRORS.versionFormat}`,
    ]);
    expect(await messagesOf({ version: 'a"b', document: pdf() })).toEqual([`version: ${TERMS_ERRORS.versionFormat}`]);
  });
});

describe('hasPdfSignature', () => {
  it('looks at the first five bytes only', () => {
    expect(hasPdfSignature(new TextEncoder().encode('%PDF-2.0'))).toBe(true);
    expect(hasPdfSignature(new TextEncoder().encode('%PDF'))).toBe(false);
    expect(hasPdfSignature(new TextEncoder().encode(' %PDF-1.7'))).toBe(false);
  });
});

describe('termsVersionListQuerySchema', () => {
  it('lists the newest version first by default', () => {
    expect(termsVersionListQuerySchema.parse({})).toEqual({
      start: 0,
      sort: 'publishedAt',
      order: 'desc',
      kind: 'service',
    });
  });
});
