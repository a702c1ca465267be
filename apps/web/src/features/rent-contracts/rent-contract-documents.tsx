import { rentContractEndpoints } from '@console/domain/rent-contract/rent-contract.endpoints';
import type { ReceiptKind, RentContract } from '@console/domain/rent-contract/rent-contract.schema';
import { Button, Group } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/api';
import type { Download } from '../../api/api-client';
import { useFileDownload } from '../../ui/use-file-download';

const PdfButton = ({
  label,
  fileName,
  fetchFile,
}: {
  label: string;
  fileName: string;
  fetchFile: () => Promise<Download>;
}) => {
  const file = useFileDownload();
  return (
    <Button
      variant="default"
      size="xs"
      leftSection={<IconFileTypePdf size={16} aria-hidden="true" />}
      loading={file.isDownloading}
      onClick={() => void file.download(fetchFile, fileName, `${fileName} download`)}
    >
      {label}
    </Button>
  );
};

/**
 * The contract's papers: its rent terms (the version accepted, or the one validating accepts), and the handover and
 * return receipts once sensors changed hands, to print and sign.
 */
export const RentContractDocuments = ({ contract }: { contract: RentContract }) => {
  const { t } = useTranslation();
  const params = { id: contract.id };
  const receipt = (kind: ReceiptKind) => (
    <PdfButton
      label={t(`rent-contracts.receipts.${kind}`)}
      fileName={`${kind}-${contract.number}.pdf`}
      fetchFile={() => api.download(rentContractEndpoints.receipt, { params: { ...params, kind } })}
    />
  );
  return (
    <Group gap="sm">
      {contract.termsVersion && (
        <PdfButton
          label={t('rent-contracts.receipts.terms', { version: contract.termsVersion })}
          fileName={`rent-terms-${contract.termsVersion}.pdf`}
          fetchFile={() => api.download(rentContractEndpoints.terms, { params })}
        />
      )}
      {contract.lines.some((line) => line.handedOverOn) && receipt('handover')}
      {contract.lines.some((line) => line.returnedOn) && receipt('return')}
    </Group>
  );
};
