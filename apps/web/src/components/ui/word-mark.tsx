import { Anchor, Group, Text, ThemeIcon } from '@mantine/core';
import { IconRoute } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function WordMark({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={to} underline="never" aria-label={t('app.home', { name: t('app.name') })}>
      <Group gap={8} wrap="nowrap">
        <ThemeIcon size={32} radius="md" aria-hidden>
          <IconRoute size={20} />
        </ThemeIcon>
        <Text component="span" fw={700} fz="xl" c="blue.8">
          {t('app.name')}
        </Text>
      </Group>
    </Anchor>
  );
}
