import { Alert, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconFileAlert } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FileUploadField } from '../../../components/ui/file-upload-field';
import { useChunkedUpload } from '../../../lib/use-chunked-upload';
import { useProfileStatus } from '../api/get-profile-status';
import { useReplaceResume } from '../api/replace-resume';

/**
 * A candidate waiting for approval without a resume (someone who joined by an employee invitation skips the
 * onboarding upload, decision 0047) adds one here: the reviewer reads it, and matching starts from it.
 * A candidate who uploaded at onboarding sees where their resume stands instead.
 */
export function PendingResume() {
  const { t } = useTranslation();
  const status = useProfileStatus();
  const replaceResume = useReplaceResume();
  const upload = useChunkedUpload('resume', {
    onChange: (stored) => {
      if (stored !== null) replaceResume.mutate(stored.id);
    },
  });

  if (status.data === undefined) return null;
  const resume = status.data.status;
  return (
    <Paper withBorder radius="md" p="md" w="100%" component="section" aria-labelledby="pending-resume-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="pending-resume-title">
          {t('approvalPending.resumeTitle')}
        </Title>
        {resume === 'in_progress' && (
          <Alert color="blue" variant="light" icon={<Loader size="xs" aria-hidden />}>
            {t('approvalPending.resumeReading')}
          </Alert>
        )}
        {resume === 'completed' && (
          <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />}>
            {t('approvalPending.resumeRead')}
          </Alert>
        )}
        {(resume === null || resume === 'failed') && (
          <>
            {resume === 'failed' ? (
              <Alert color="orange" variant="light" icon={<IconFileAlert aria-hidden />}>
                {t('approvalPending.resumeFailed')}
              </Alert>
            ) : (
              <Text size="sm">{t('approvalPending.resumeMissing')}</Text>
            )}
            <FileUploadField label={t('approvalPending.resumeUpload')} upload={upload} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
