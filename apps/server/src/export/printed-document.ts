import type { Readable } from 'node:stream';
import type { Language } from '@console/domain/i18n/languages';
import type { FastifyReply } from 'fastify';
import { formatDateTime } from '@console/domain/time/date-format';
import PDFDocument from 'pdfkit';
import { now } from '../clock.ts';
import { serverTranslator } from '../i18n/translate.ts';

/**
 * A printed paper of the console (an attestation, a receipt): A4, in the reader's language, headed with the
 * product's name and its title, tagged so screen readers read it in order. PDFKit's built-in Helvetica carries every
 * letter of the four languages. `row` writes a labelled value; `end` says when it was issued and closes the stream,
 * which the reply sends as it is written.
 */
export const printedDocument = (language: Language, titleKey: string, titleValues: Record<string, string> = {}) => {
  const t = serverTranslator(language);
  const title = t(titleKey, titleValues);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    lang: language,
    info: { Title: title, Author: t('app.title') },
    tagged: true,
    displayTitle: true,
  });
  doc.font('Helvetica-Bold').fontSize(20).text(t('app.title'));
  doc.moveDown(0.5).fontSize(16).text(title);
  doc.moveDown(1).font('Helvetica').fontSize(11);
  const row = (label: string, value: string) => {
    doc.font('Helvetica-Bold').fontSize(10).text(label);
    doc.font('Helvetica').fontSize(11).text(value).moveDown(0.6);
  };
  const end = (issuedKey: string, zoneId: string) => {
    doc
      .moveDown(1)
      .fontSize(9)
      .fillColor('#555555')
      .text(t(issuedKey, { at: formatDateTime(now(), zoneId) }));
    doc.end();
    return doc;
  };
  return { doc, t, row, end };
};

/** Sends a PDF as a download: a printed paper as it is written, or a stored document. */
export const sendPdf = (reply: FastifyReply, fileName: string, body: Readable | Buffer) =>
  reply.type('application/pdf').header('content-disposition', `attachment; filename="${fileName}"`).send(body);
