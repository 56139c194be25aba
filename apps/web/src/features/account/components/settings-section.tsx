import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface SettingsSectionProps {
  /** The heading's id, which names the section's form. */
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}

export function SettingsSection({ id, title, description, children }: SettingsSectionProps) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz="lg" id={id}>
            {title}
          </Title>
          {description !== undefined && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
