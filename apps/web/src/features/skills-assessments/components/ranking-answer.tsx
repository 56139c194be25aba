import { ActionIcon, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Responses from best to worst, moved with buttons (keyboard and screen-reader friendly). */
export function RankingAnswer({
  responses,
  order,
  onChange,
  dir,
}: {
  responses: readonly { id: string; text: string }[];
  order: string[] | undefined;
  onChange: (order: string[]) => void;
  dir: 'ltr' | 'rtl';
}) {
  const { t } = useTranslation();
  const ids = order ?? responses.map((response) => response.id);
  const textOf = new Map(responses.map((response) => [response.id, response.text]));
  const move = (from: number, to: number) => {
    const next = [...ids];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    onChange(next);
  };
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {order === undefined ? t('skillsAssessments.rank.unsaved') : t('skillsAssessments.rank.help')}
      </Text>
      <Stack
        gap="xs"
        component="ol"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
        aria-label={t('skillsAssessments.rank.list')}
      >
        {ids.map((id, index) => (
          <Paper key={id} component="li" withBorder p="sm" radius="md">
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Text fw={700} w={24}>
                {index + 1}
              </Text>
              <Text flex={1} dir={dir}>
                {textOf.get(id)}
              </Text>
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  variant="default"
                  size="lg"
                  disabled={index === 0}
                  aria-label={t('skillsAssessments.rank.up', { position: index + 1 })}
                  onClick={() => move(index, index - 1)}
                >
                  <IconArrowUp size={18} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="default"
                  size="lg"
                  disabled={index === ids.length - 1}
                  aria-label={t('skillsAssessments.rank.down', { position: index + 1 })}
                  onClick={() => move(index, index + 1)}
                >
                  <IconArrowDown size={18} aria-hidden />
                </ActionIcon>
              </Group>
            </Group>
          </Paper>
        ))}
      </Stack>
      {order === undefined && (
        <Button variant="subtle" size="compact-sm" onClick={() => onChange(ids)} style={{ alignSelf: 'flex-start' }}>
          {t('skillsAssessments.rank.keep')}
        </Button>
      )}
    </Stack>
  );
}
