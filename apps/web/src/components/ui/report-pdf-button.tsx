import { Button, Group, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDownloadReportPdf, type PdfSource } from '../../lib/report-pdf';

/** "Download PDF": the server makes the report in the current language; "being prepared" while it does. */
export function ReportPdfButton({ source }: { source: PdfSource }) {
  const { t } = useTranslation();
  const download = useDownloadReportPdf(source);
  return (
    <Group gap="sm">
      <Button
        variant="light"
        leftSection={<IconDownload size={18} aria-hidden />}
        loading={download.isPending}
        onClick={() => download.mutate()}
      >
        {t('personality.pdf.download')}
      </Button>
      {download.isPending && (
        <Text size="sm" c="dimmed" role="status">
          {t('personality.pdf.preparing')}
        </Text>
      )}
      {download.isError && (
        <Text size="sm" c="red" role="alert">
          {download.error.message || t('personality.pdf.failed')}
        </Text>
      )}
    </Group>
  );
}
