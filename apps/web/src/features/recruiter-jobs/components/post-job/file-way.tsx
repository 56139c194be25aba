import { Button, Group, Stack, Text } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileUploadField } from '../../../../components/ui/file-upload-field';
import { messageOf } from '../../../../lib/notify';
import { useChunkedUpload } from '../../../../lib/use-chunked-upload';
import { usePostJobFile } from '../../api/post-job';
import { useOpenReadDraft } from './open-draft';
import { ReadingStatus } from './reading-status';

/** The file way: a pdf, docx or txt through the chunked upload (category `jobs`), then read into a draft. */
export function FileWay() {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const upload = useChunkedUpload('jobs', { onChange: () => setError(null) });
  const post = usePostJobFile();
  const openDraft = useOpenReadDraft('job.parsed');
  const stored = upload.phase === 'done' ? upload.stored : null;

  const read = () => {
    if (stored === null) {
      setError(t('postJob.chooseFileFirst'));
      return;
    }
    post.mutate(stored.id, {
      onSuccess: openDraft,
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
      <ReadingStatus reading={post.isPending} />
    </Stack>
  );
}
