import { List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCpu, IconFileText, IconScale, IconShieldCheck, IconUserCheck, type Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type Section = 'parsed' | 'how' | 'matching' | 'review' | 'control';

const SECTIONS: { section: Section; icon: Icon }[] = [
  { section: 'parsed', icon: IconFileText },
  { section: 'how', icon: IconCpu },
  { section: 'matching', icon: IconScale },
  { section: 'review', icon: IconUserCheck },
  { section: 'control', icon: IconShieldCheck },
];

/** What Masar reads from a resume, how, how matches are scored, who decides, and the person's rights. */
export function DataUseNotice() {
  const { t } = useTranslation();
  return (
    <List spacing="lg" listStyleType="none" styles={{ itemWrapper: { alignItems: 'flex-start' } }}>
      {SECTIONS.map(({ section, icon: SectionIcon }) => (
        <List.Item
          key={section}
          icon={
            <ThemeIcon size={36} radius="md" variant="light" aria-hidden>
              <SectionIcon size={20} />
            </ThemeIcon>
          }
        >
          <Stack gap={4}>
            <Title order={2} fz="md">
              {t(`disclaimer.${section}Title`)}
            </Title>
            <Text size="sm">{t(`disclaimer.${section}Body`)}</Text>
          </Stack>
        </List.Item>
      ))}
    </List>
  );
}
