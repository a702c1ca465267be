import type { Language } from '@console/domain/i18n/languages';
import type { ReceiptKind, RentContract, RentContractLine } from '@console/domain/rent-contract/rent-contract.schema';
import { formatDateTime, formatLocalDay } from '@console/domain/time/date-format';
import { printedDocument } from '../../export/printed-document.ts';

/** The lines a receipt lists: those handed over to the lessee, or those that came back (or were sold). */
export const receiptLines = (contract: RentContract, kind: ReceiptKind): RentContractLine[] =>
  contract.lines.filter((line) =>
    kind === 'handover' ? line.handedOverOn !== undefined : line.returnedOn !== undefined,
  );

export const receiptFileName = (contract: RentContract, kind: ReceiptKind) =>
  `${kind}-${contract.number}.pdf`.replace(/[^\w.-]+/g, '-');

/**
 * A contract's handover or return receipt (issue 21): what the lessor's technician and the farmer sign when the
 * sensors change hands, in the reader's language.
 */
export const writeReceipt = (contract: RentContract, kind: ReceiptKind, language: Language, zoneId: string) => {
  const { doc, t, row, end } = printedDocument(language, `rent-contracts.receipts.${kind}-title`, {
    number: contract.number,
  });
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
  doc.text(t('rent-contracts.receipts.signature-lessor'));
  doc.moveDown(2.5).text(t('rent-contracts.receipts.signature-lessee')).moveDown(2);
  return end('rent-contracts.receipts.issued', zoneId);
};
