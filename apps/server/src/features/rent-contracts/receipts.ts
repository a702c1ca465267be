import type { Language } from '@console/domain/i18n/languages';
import type { ReceiptKind, RentContract, RentContractLine } from '@console/domain/rent-contract/rent-contract.schema';
import { formatDateTime, formatLocalDay } from '@console/domain/time/date-format';
import PDFDocument from 'pdfkit';
import { serverTranslator } from '../../i18n/translate.ts';

/** The lines a receipt lists: those handed over to the lessee, or those that came back (or were sold). */
export const receiptLines = (contract: RentContract, kind: ReceiptKind): RentContractLine[] =>
  contract.lines.filter((line) =>
    kind === 'handover' ? line.handedOverOn !== undefined : line.returnedOn !== undefined,
  );

export const receiptFileName = (contract: RentContract, kind: ReceiptKind) =>
  `${kind}-${contract.number}.pdf`.replace(/[^\w.-]+/g, '-');

/**
 * A contract's handover or return receipt (issue 21): what the lessor's technician and the farmer sign when the
 * sensors change hands. A4, in the reader's language, streamed as it is written; tagged for screen readers.
 */
export const writeReceipt = (contract: RentContract, kind: ReceiptKind, language: Language, zoneId: string) => {
  const t = serverTranslator(language);
  const title = t(`rent-contracts.receipts.${kind}-title`, { number: contract.number });
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    lang: language,
    info: { Title: title, Author: t('app.title') },
    tagged: true,
    displayTitle: true,
  });
  const row = (label: string, value: string) => {
    doc.font('Helvetica-Bold').fontSize(10).text(label);
    doc.font('Helvetica').fontSize(11).text(value).moveDown(0.6);
  };

  doc.font('Helvetica-Bold').fontSize(20).text(t('app.title'));
  doc.moveDown(0.5).fontSize(16).text(title).moveDown(1);
  row(t('rent-contracts.fields.lessor'), contract.lessor.name);
  row(t('rent-contracts.fields.lessee'), contract.lessee.name);
  row(
    t('rent-contracts.receipts.period'),
    `${formatLocalDay(contract.startsOn)} – ${formatLocalDay(contract.plannedReturnOn)}`,
  );
  if (contract.externalRef) row(t('rent-contracts.fields.externalRef'), contract.externalRef);
  if (kind === 'handover' && contract.validation) {
    row(
      t('rent-contracts.fields.validation'),
      t('rent-contracts.validated-by', {
        by: contract.validation.by,
        at: formatDateTime(new Date(contract.validation.at), zoneId),
      }),
    );
    if (contract.termsVersion) row(t('rent-contracts.fields.terms'), contract.termsVersion);
  }

  doc.moveDown(0.5).font('Helvetica-Bold').fontSize(12).text(t('rent-contracts.receipts.sensors')).moveDown(0.4);
  doc.font('Helvetica').fontSize(11);
  for (const line of receiptLines(contract, kind)) {
    const detail =
      kind === 'handover'
        ? t('rent-contracts.receipts.handed-over', { date: formatLocalDay(line.handedOverOn ?? '') })
        : t('rent-contracts.receipts.returned', {
            date: formatLocalDay(line.returnedOn ?? ''),
            condition: t(`rent-contracts.conditions.${line.returnCondition ?? 'good'}`),
          });
    doc.text(`${line.sensor.serialNumber} — ${detail}`);
  }

  doc.moveDown(2).font('Helvetica').fontSize(11);
  doc.text(t('rent-contracts.receipts.signature-lessor'), { continued: false });
  doc.moveDown(2.5).text(t('rent-contracts.receipts.signature-lessee'));
  doc
    .moveDown(3)
    .fontSize(9)
    .fillColor('#555555')
    .text(t('rent-contracts.receipts.issued', { at: formatDateTime(new Date(), zoneId) }));
  doc.end();
  return doc;
};
