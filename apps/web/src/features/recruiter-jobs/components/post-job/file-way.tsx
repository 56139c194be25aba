import { Button, Group, Stack, Text } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileUploadField } from '../../../../components/ui/file-upload-field';
import { translateMessageKey } from '../../../../lib/i18n';
import { messageOf, showSuccess } from '../../../../lib/notify';
import { useChunkedUpload } from '../../../../lib/use-chunked-upload';
import { usePostJobFile } from '../../api/post-job';
import { useOpenDraft } from './open-draft';

/** The file way: a pdf, docx or txt through the chunked upload (category `jobs`), then read into a draft. */
export function FileWay() {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const upload = useChunkedUpload('jobs', { onChange: () => setError(null) });
  const post = usePostJobFile();
  const openDraft = useOpenDraft();
  const stored = upload.phase === 'done' ? upload.stored : null;

  const read = () => {
    if (stored === null) {
      setError(t('postJob.chooseFileFirst'));
      return;
    }
    post.mutate(stored.id, {
      onSuccess: ({ job, reading, message }) => {
        showSuccess(message ?? translateMessageKey('job.parsed'));
        openDraft(job, reading);
      },
      onError: (failure) => setError(messageOf(failure)),
    });
  };

  return (
    <Stack gap="sm">
      <FileUploadField label={t('postJob.jobFile')} description={t('postJob.jobFileHint')} upload={upload} />
      {error !== null && (
        <Text size="sm" c="red.7" role="alert">
          {error}
        </Text>
      )}
      <Group justify="flex-end">
        <Button onClick={read} loading={post.isPending} disabled={upload.phase === 'uploading'} leftSection={<IconSparkles size={16} aria-hidden />}>
          {t('postJob.readFile')}
        </Button>
      </Group>
      {post.isPending && (
        <Text size="sm" c="dimmed" role="status">
          {t('postJob.reading')}
        </Text>
      )}
    </Stack>
  );
}
