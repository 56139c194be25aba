import { Alert, Group, Paper, Radio, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconFileText, IconInfoCircle, IconLink, IconListSearch, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileWay } from './file-way';
import { LinkWay, type PageWithoutPosting } from './link-way';
import { StandardWay } from './standard-way';
import { TextWay } from './text-way';

export const POST_JOB_WAYS = ['text', 'link', 'file', 'standard'] as const;
export type PostJobWay = (typeof POST_JOB_WAYS)[number];

const ICONS = { text: IconFileText, link: IconLink, file: IconUpload, standard: IconListSearch } as const;

/**
 * The four ways to start a job (issue #11), the text way first: it works for every posting, where a link
 * may lead to a page without one and a file may hold a scan.
 */
export function PostJobWays() {
  const { t } = useTranslation();
  const [way, setWay] = useState<PostJobWay>('text');
  const [emptyPage, setEmptyPage] = useState<PageWithoutPosting | null>(null);

  const choose = (next: PostJobWay) => {
    setWay(next);
    setEmptyPage(null);
  };

  return (
    <Stack gap="lg">
      <Radio.Group value={way} onChange={choose} label={t('postJob.chooseWay')}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" mt="xs">
          {POST_JOB_WAYS.map((option) => {
            const Icon = ICONS[option];
            return (
              <Radio.Card key={option} value={option} radius="md" p="sm" aria-label={t(`postJob.ways.${option}.title`)}>
                <Group wrap="nowrap" align="flex-start" gap="sm">
                  <Radio.Indicator mt={2} />
                  <ThemeIcon variant="light" radius="md" size="lg" aria-hidden>
                    <Icon size={20} />
                  </ThemeIcon>
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text fw={600} size="sm">
                      {t(`postJob.ways.${option}.title`)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t(`postJob.ways.${option}.description`)}
                    </Text>
                  </Stack>
                </Group>
              </Radio.Card>
            );
          })}
        </SimpleGrid>
      </Radio.Group>

      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        {emptyPage !== null && way === 'text' && (
          <Alert color="yellow" icon={<IconInfoCircle aria-hidden />} title={t('postJob.noPostingTitle')} mb="md" role="alert">
            <Text size="sm">{emptyPage.message}</Text>
            {emptyPage.text !== '' && (
              <Text size="sm" mt={4}>
                {t('postJob.pageTextFilled')}
              </Text>
            )}
          </Alert>
        )}
        {way === 'text' && <TextWay key={emptyPage?.text ?? 'typed'} initialText={emptyPage?.text ?? ''} />}
        {way === 'link' && (
          <LinkWay
            onNoPosting={(page) => {
              setWay('text');
              setEmptyPage(page);
            }}
          />
        )}
        {way === 'file' && <FileWay />}
        {way === 'standard' && <StandardWay />}
      </Paper>
    </Stack>
  );
}
