import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { JOB_TEXT_MAX_LENGTH } from '@masar/shared/jobs';
import { toLocale } from '@masar/shared/messages';
import { IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../../lib/format-number';
import { translateMessageKey } from '../../../../lib/i18n';
import { messageOf } from '../../../../lib/notify';
import { usePostJobText } from '../../api/post-job';
import { useOpenReadDraft } from './open-draft';
import { ReadingStatus } from './reading-status';

/** The way that always works: the recruiter pastes or types the posting and the parser reads it into a draft. */
export function TextWay({ initialText = '' }: { initialText?: string }) {
  const { t, i18n } = useTranslation();
  const [text, setText] = useState(initialText);
  const [error, setError] = useState<string | null>(null);
  const post = usePostJobText();
  const openDraft = useOpenReadDraft('job.parsed');
  const locale = toLocale(i18n.language);
  const tooLong = text.length > JOB_TEXT_MAX_LENGTH;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') {
      setError(translateMessageKey('validation.required'));
      return;
    }
    if (tooLong) return;
    setError(null);
    post.mutate(text, {
      onSuccess: openDraft,
      onError: (failure) => setError(messageOf(failure)),
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('postJob.textWay')}>
      <Stack gap="sm">
        <Textarea
          label={t('postJob.jobText')}
          description={t('postJob.jobTextHint')}
          placeholder={t('postJob.jobTextPlaceholder')}
          // The posting's own direction, whatever the page's (an English posting in the Arabic page).
          dir="auto"
          autosize
          minRows={8}
          maxRows={20}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setError(null);
          }}
          error={tooLong ? t('postJob.textTooLong', { max: formatCount(JOB_TEXT_MAX_LENGTH, locale) }) : error}
        />
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text size="xs" c={tooLong ? 'red.7' : 'dimmed'} data-testid="job-text-counter">
            {t('postJob.textCounter', { count: formatCount(text.length, locale), max: formatCount(JOB_TEXT_MAX_LENGTH, locale) })}
          </Text>
          <Button type="submit" loading={post.isPending} leftSection={<IconSparkles size={16} aria-hidden />}>
            {t('postJob.readText')}
          </Button>
        </Group>
        <ReadingStatus reading={post.isPending} />
      </Stack>
    </form>
  );
}
