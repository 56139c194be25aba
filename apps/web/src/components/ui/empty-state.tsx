import { Center, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  icon: ReactNode;
  title: string;
  /** Says what to do next. */
  body: ReactNode;
  action?: ReactNode;
}

/** An empty list or section: what is missing and what to do about it (house style). */
export function EmptyState({ icon, title, body, action }: EmptyStateProps) {
  return (
    <Paper withBorder radius="lg" p="xl">
      <Center>
        <Stack align="center" gap="sm" maw={440} ta="center">
          <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden>
            {icon}
          </ThemeIcon>
          <Text fw={600}>{title}</Text>
          <Text size="sm" c="dimmed">
            {body}
          </Text>
          {action}
        </Stack>
      </Center>
    </Paper>
  );
}
