import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface SettingsSectionProps {
  /** The heading's id, which names the section's form. */
  id: string;
  title: string;
  description?: string;
  /** The danger zone: what cannot be undone sits in a red frame. */
  danger?: boolean;
  children: ReactNode;
}

export function SettingsSection({ id, title, description, danger = false, children }: SettingsSectionProps) {
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      style={danger ? { borderColor: 'var(--mantine-color-red-4)' } : undefined}
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz="lg" id={id} c={danger ? 'red.8' : undefined}>
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
