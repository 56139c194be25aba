import { Button, Group, Stack, TextInput } from '@mantine/core';
import { JOB_TEXT_MAX_LENGTH } from '@masar/shared/jobs';
import { IconWorldDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessageKey } from '../../../../lib/i18n';
import { messageOf } from '../../../../lib/notify';
import { usePostJobLink } from '../../api/post-job';
import { useOpenReadDraft } from './open-draft';

/** A page that holds no posting: the server's words, and the page's text for the text way. */
export interface PageWithoutPosting {
  message: string;
  text: string;
}

/**
 * The link way: the server reads the job page (public pages only, decision 0030). A page without a posting
 * is handed back to the page, which offers the text way with what the page held.
 */
export function LinkWay({ onNoPosting }: { onNoPosting: (page: PageWithoutPosting) => void }) {
  const { t } = useTranslation();
  const [link, setLink] = useState('');
  const [error, setError] = useState<string | null>(null);
  const post = usePostJobLink();
  const openDraft = useOpenReadDraft('job.crawled');

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const trimmed = link.trim();
    if (!/^https?:\/\/\S+$/i.test(trimmed)) {
      setError(translateMessageKey(trimmed === '' ? 'validation.required' : 'jobLink.invalid'));
      return;
    }
    setError(null);
    post.mutate(trimmed, {
      onSuccess: ({ job, reading, page, message }) => {
        if (job === null) {
          onNoPosting({
            message: message ?? translateMessageKey('job.noPostingOnPage'),
            text: page.text.slice(0, JOB_TEXT_MAX_LENGTH),
          });
          return;
        }
        openDraft({ job, reading, message });
      },
      onError: (failure) => setError(messageOf(failure)),
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('postJob.linkWay')}>
      <Stack gap="sm">
        <TextInput
          label={t('postJob.jobLink')}
          description={t('postJob.jobLinkHint')}
          placeholder="https://"
          type="url"
          dir="ltr"
          autoComplete="url"
          maxLength={2048}
          value={link}
          onChange={(event) => {
            setLink(event.currentTarget.value);
            setError(null);
          }}
          error={error}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={post.isPending} leftSection={<IconWorldDownload size={16} aria-hidden />}>
            {t('postJob.readLink')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
