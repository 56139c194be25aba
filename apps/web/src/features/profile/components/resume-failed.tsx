import { Alert, Button, Divider, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FileUploadField } from '../../../components/ui/file-upload-field';
import { translateMessageKey } from '../../../lib/i18n';
import { showSuccess } from '../../../lib/notify';
import { useChunkedUpload } from '../../../lib/use-chunked-upload';
import { useReplaceResume } from '../api/replace-resume';

interface ResumeFailedProps {
  onFillByHand: () => void;
  fillingByHand: boolean;
}

/** Spec §8 'Resume Details Not Found', said kindly, with two ways forward. */
export function ResumeFailed({ onFillByHand, fillingByHand }: ResumeFailedProps) {
  const { t } = useTranslation();
  const replaceResume = useReplaceResume();
  const upload = useChunkedUpload('resume', {
    onChange: (stored) => {
      if (stored === null) return;
      replaceResume.mutate(stored.id, {
        onSuccess: ({ message }) => showSuccess(message ?? translateMessageKey('profile.resumeQueued')),
      });
    },
  });

  return (
    <Paper withBorder radius="lg" p="xl">
      <Stack gap="lg">
        <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />} title={translateMessageKey('profile.parseFailed')}>
          <Stack gap="xs">
            <Text size="sm">{t('profileLoading.failedIntro')}</Text>
            <Text size="sm">{t('profileLoading.failedAdvice')}</Text>
          </Stack>
        </Alert>
        <FileUploadField label={t('profileLoading.uploadAnother')} upload={upload} />
        <Divider label={t('social.or')} />
        <Button variant="default" onClick={onFillByHand} loading={fillingByHand} disabled={replaceResume.isPending}>
          {t('profileLoading.byHand')}
        </Button>
      </Stack>
    </Paper>
  );
}
