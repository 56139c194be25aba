import { Button, Modal, Stack, Text } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileUploadField } from '../../../components/ui/file-upload-field';
import { translateMessageKey } from '../../../lib/i18n';
import { showSuccess } from '../../../lib/notify';
import { useChunkedUpload } from '../../../lib/use-chunked-upload';
import { useReplaceResume } from '../api/replace-resume';

/**
 * Issue #3: a newer resume is read beside the profile, not over it; the candidate then chooses what to
 * take from it.
 */
export function NewerResumeButton({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconFileUpload size={16} aria-hidden />}
        onClick={() => setOpened(true)}
        disabled={disabled}
      >
        {t('profile.newerResume')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('profile.newerResume')} size="lg">
        {opened && <NewerResumeUpload onQueued={() => setOpened(false)} />}
      </Modal>
    </>
  );
}

function NewerResumeUpload({ onQueued }: { onQueued: () => void }) {
  const { t } = useTranslation();
  const replaceResume = useReplaceResume();
  const upload = useChunkedUpload('resume', {
    onChange: (stored) => {
      if (stored === null) return;
      replaceResume.mutate(stored.id, {
        onSuccess: ({ message }) => {
          showSuccess(message ?? translateMessageKey('profile.resumeQueued'));
          onQueued();
        },
      });
    },
  });
  return (
    <Stack gap="md">
      <Text size="sm">{t('profile.newerResumeIntro')}</Text>
      <FileUploadField label={t('profile.newerResumeField')} upload={upload} />
    </Stack>
  );
}
