import { Anchor, Group, Text } from '@mantine/core';
import { IconLock, IconMail, IconPhone } from '@tabler/icons-react';
import type { JobCandidate } from '@masar/shared/job-candidates';
import { useTranslation } from 'react-i18next';

/** The e-mail and phone once the candidate said they are interested or applied; until then, why they are hidden. */
export function CandidateContact({ contact }: { contact: JobCandidate['contact'] }) {
  const { t } = useTranslation();
  if (contact === null) {
    return (
      <Group gap={4} c="dimmed">
        <IconLock size={14} aria-hidden />
        <Text size="xs">{t('jobCandidates.contactHidden')}</Text>
      </Group>
    );
  }
  return (
    <Group gap="md" aria-label={t('jobCandidates.contact')}>
      {contact.email !== null && (
        <Group gap={4}>
          <IconMail size={14} aria-hidden />
          <Anchor size="sm" href={`mailto:${contact.email}`} dir="ltr">
            {contact.email}
          </Anchor>
        </Group>
      )}
      {contact.phone !== null && (
        <Group gap={4}>
          <IconPhone size={14} aria-hidden />
          <Anchor size="sm" href={`tel:${contact.phone}`} dir="ltr">
            {contact.phone}
          </Anchor>
        </Group>
      )}
    </Group>
  );
}
