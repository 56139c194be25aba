import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface SectionCardProps {
  /** The heading's id, which names the section (a region landmark). */
  id: string;
  title: string;
  description?: ReactNode;
  /** Beside the title: a link, a count. */
  aside?: ReactNode;
  /** The danger zone: what cannot be undone sits in a red frame. */
  danger?: boolean;
  children: ReactNode;
}

/** A titled card of a page: one region, named by its heading. */
export function SectionCard({ id, title, description, aside, danger = false, children }: SectionCardProps) {
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      style={danger ? { borderColor: 'var(--mantine-color-red-4)' } : undefined}
    >
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
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
          {aside}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
