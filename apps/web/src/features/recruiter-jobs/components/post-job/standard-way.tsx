import { Button, Group, Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { translateMessageKey } from '../../../../lib/i18n';

export const profileSearchPath = (jobTitle: string) => `/recruiter/jobs/post-job/search/${encodeURIComponent(jobTitle.trim())}`;

/** The standard-profile way: a title to search the catalogue's occupations with (English or Arabic). */
export function StandardWay({ initialTitle = '' }: { initialTitle?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [title, setTitle] = useState(initialTitle);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (title.trim() === '') {
      setError(translateMessageKey('validation.required'));
      return;
    }
    void navigate(profileSearchPath(title));
  };

  return (
    <form onSubmit={submit} noValidate role="search" aria-label={t('postJob.standardWay')}>
      <Stack gap="sm">
        <TextInput
          label={t('postJob.profileTitle')}
          description={t('postJob.profileTitleHint')}
          placeholder={t('postJob.profileTitlePlaceholder')}
          maxLength={100}
          value={title}
          onChange={(event) => {
            setTitle(event.currentTarget.value);
            setError(null);
          }}
          error={error}
        />
        <Group justify="flex-end">
          <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
            {t('postJob.searchProfiles')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
