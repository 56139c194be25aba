import { Button, Group } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useExportData } from '../api/export-data';
import { SectionCard } from '../../../components/ui/section-card';

export function DataExportSection() {
  const { t } = useTranslation();
  const exportData = useExportData();
  return (
    <SectionCard id="settings-data" title={t('settings.dataSection')} description={t('settings.dataHint')}>
      <Group>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={exportData.isPending}
          onClick={() => exportData.mutate()}
        >
          {t('settings.downloadData')}
        </Button>
      </Group>
    </SectionCard>
  );
}
