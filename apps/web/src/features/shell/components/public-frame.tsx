import { Box, Container, Group, Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { LanguageSwitch } from '../../../components/ui/language-switch';
import { WordMark } from '../../../components/ui/word-mark';

/** Public pages: a centred card on a soft background, the word mark and the language switch. */
export function PublicFrame({ homePath, children }: { homePath: string; children: ReactNode }) {
  return (
    <Box mih="100dvh" bg="gray.0" py={{ base: 'md', sm: 'xl' }}>
      <Container size={520} px="md">
        <Box component="header" mb="lg">
          <Group justify="space-between" wrap="nowrap">
            <WordMark to={homePath} />
            <LanguageSwitch />
          </Group>
        </Box>
        <Paper component="main" id="main" withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
          {children}
        </Paper>
      </Container>
    </Box>
  );
}
