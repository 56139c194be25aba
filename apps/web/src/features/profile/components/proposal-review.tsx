import { Alert, Badge, Button, Checkbox, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { toLocale } from '@masar/shared/messages';
import {
  PROFILE_SECTIONS,
  type CandidateProfile,
  type ProfileSection,
  type ProfileStatus,
} from '@masar/shared/profile';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessageKey } from '../../../lib/i18n';
import { showSuccess } from '../../../lib/notify';
import { useApplyProposed } from '../api/apply-proposed';
import { isUnsure, sectionLines } from './profile-format';

export const SECTION_LABEL = {
  personal_details: 'profile.personalDetails',
  summary: 'profile.summary',
  work_history: 'profile.work',
  education: 'profile.education',
  certifications: 'profile.certifications',
  skills: 'profile.skills',
  languages: 'profile.languages',
  highlights_awards: 'profile.awards',
} as const satisfies Record<ProfileSection, string>;

/**
 * The sections a resume can hold in a form the parser may fail to read: the bare path it marks then
 * (packages/shared/src/profile.ts), so an empty newer section says so rather than "Nothing".
 */
const UNREAD_PATH: Partial<Record<ProfileSection, string>> = {
  work_history: 'work_history_detailed',
  education: 'education',
};

type Proposal = NonNullable<ProfileStatus['proposed']>;

/** A newer resume: being read, unreadable, or ready to compare. */
export function ProposalPanel({ proposal, current }: { proposal: Proposal; current: CandidateProfile }) {
  const { t } = useTranslation();
  if (proposal.status === 'in_progress') {
    return (
      <Paper withBorder radius="lg" p="lg" role="status" aria-live="polite">
        <Group gap="sm" wrap="nowrap">
          <Loader size="sm" aria-hidden />
          <Stack gap={0}>
            <Text fw={600}>{t('profile.proposalReading')}</Text>
            <Text size="sm" c="dimmed">
              {t('profile.proposalReadingHint')}
            </Text>
          </Stack>
        </Group>
      </Paper>
    );
  }
  if (proposal.status === 'failed' || proposal.upload_response === null) {
    return <ProposalFailed error={proposal.error} />;
  }
  return <ProposalReview proposed={proposal.upload_response} current={current} />;
}

function ProposalFailed({ error }: { error: string | null }) {
  const { t } = useTranslation();
  const apply = useApplyProposed();
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title={translateMessageKey('profile.parseFailed')}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('profile.proposalFailed')}</Text>
        {error !== null && (
          <Text size="sm" c="dimmed">
            {error}
          </Text>
        )}
        <Button
          size="compact-sm"
          variant="light"
          color="orange"
          loading={apply.isPending}
          onClick={() => apply.mutate([])}
        >
          {t('profile.proposalDismiss')}
        </Button>
      </Stack>
    </Alert>
  );
}

function Lines({ lines, empty }: { lines: string[]; empty: string }) {
  if (lines.length === 0) {
    return (
      <Text size="sm" c="dimmed" fs="italic">
        {empty}
      </Text>
    );
  }
  return (
    <Stack gap={2}>
      {lines.map((line, index) => (
        <Text key={index} size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} lineClamp={4}>
          {line}
        </Text>
      ))}
    </Stack>
  );
}

function ProposalReview({ proposed, current }: { proposed: CandidateProfile; current: CandidateProfile }) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const labels = { present: t('profile.present'), invalid: t('dates.invalid') };
  const apply = useApplyProposed();
  const [chosen, setChosen] = useState<ProfileSection[]>([]);
  const [discarding, setDiscarding] = useState(false);

  const rows = PROFILE_SECTIONS.map((section) => {
    const now = sectionLines(current, section, locale, labels);
    const newer = sectionLines(proposed, section, locale, labels);
    const unreadPath = UNREAD_PATH[section];
    const newerUnread = unreadPath !== undefined && isUnsure(proposed, unreadPath);
    return { section, now, newer, newerUnread, changed: JSON.stringify(now) !== JSON.stringify(newer) };
  });

  const toggle = (section: ProfileSection, checked: boolean) =>
    setChosen((previous) => (checked ? [...previous, section] : previous.filter((value) => value !== section)));

  const send = (sections: ProfileSection[]) => {
    setDiscarding(sections.length === 0);
    apply.mutate(
      PROFILE_SECTIONS.filter((section) => sections.includes(section)),
      {
        onSuccess: ({ message }) =>
          showSuccess(
            message ?? (sections.length === 0 ? t('profile.proposalDiscarded') : translateMessageKey('user.updated')),
          ),
      },
    );
  };

  return (
    <Paper
      component="section"
      aria-labelledby="proposal-title"
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      bg="blue.0"
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz="lg" id="proposal-title">
            {t('profile.proposalTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('profile.proposalIntro')}
          </Text>
        </Stack>
        {rows.map(({ section, now, newer, newerUnread, changed }) => (
          <Paper key={section} withBorder radius="md" p="md">
            <Stack gap="sm">
              <Group justify="space-between" wrap="nowrap">
                <Checkbox
                  label={t(SECTION_LABEL[section])}
                  checked={chosen.includes(section)}
                  disabled={!changed}
                  onChange={(event) => toggle(section, event.currentTarget.checked)}
                  styles={{ label: { fontWeight: 600 } }}
                />
                {!changed && (
                  <Badge variant="light" color="gray">
                    {t('profile.noChange')}
                  </Badge>
                )}
              </Group>
              {changed && (
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                  <Stack
                    gap={4}
                    aria-label={t('profile.proposalNowOf', { section: t(SECTION_LABEL[section]) })}
                    role="group"
                  >
                    <Text size="xs" fw={600} c="dimmed" tt="uppercase">
                      {t('profile.proposalNow')}
                    </Text>
                    <Lines lines={now} empty={t('profile.proposalNothing')} />
                  </Stack>
                  <Stack
                    gap={4}
                    aria-label={t('profile.proposalNewerOf', { section: t(SECTION_LABEL[section]) })}
                    role="group"
                  >
                    <Text size="xs" fw={600} c="blue.8" tt="uppercase">
                      {t('profile.proposalNewer')}
                    </Text>
                    <Lines
                      lines={newer}
                      empty={newerUnread ? t('profileReview.proposalUnread') : t('profile.proposalNothing')}
                    />
                  </Stack>
                </SimpleGrid>
              )}
            </Stack>
          </Paper>
        ))}
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            onClick={() => send([])}
            loading={apply.isPending && discarding}
            disabled={apply.isPending && !discarding}
          >
            {t('profile.proposalDiscard')}
          </Button>
          <Button
            onClick={() => send(chosen)}
            disabled={chosen.length === 0 || (apply.isPending && discarding)}
            loading={apply.isPending && !discarding}
          >
            {t('profile.proposalApply', { count: chosen.length })}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
