import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The page's one h1; it carries the same route name as the browser title. */
export function PageHeading({ title, description }: { title: string; description?: ReactNode }) {
  return (
    <Stack gap={6}>
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        {title}
      </Title>
      {description !== undefined && <Text c="dimmed">{description}</Text>}
    </Stack>
  );
}
