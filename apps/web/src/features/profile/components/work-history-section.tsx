import { Checkbox, Group, SimpleGrid, Text, Textarea, TextInput, Timeline } from '@mantine/core';
import { toLocale } from '@masar/shared/messages';
import type { CandidateProfile } from '@masar/shared/profile';
import { IconBriefcase } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MonthField } from '../../../components/ui/month-field';
import { isUnsure, toMonthValue, workEntriesOf } from './profile-format';
import { formatRange } from '../../../lib/format-profile';
import { CheckThis, ProfileSection, SectionModal } from './profile-section';
import { RepeatableEntriesForm } from './repeatable-entries-form';
import { UserText, UserTextBlock } from '../../../components/ui/user-text';

export interface WorkFormEntry {
  job_title: string;
  organization: string;
  start: string;
  end: string;
  currently_working: boolean;
  details: string;
}

const EMPTY_ENTRY: WorkFormEntry = {
  job_title: '',
  organization: '',
  start: '',
  end: '',
  currently_working: false,
  details: '',
};

export function WorkHistorySection({ profile }: { profile: CandidateProfile }) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const [editing, setEditing] = useState(false);
  const entries = workEntriesOf(profile);
  const labels = { present: t('profile.present'), invalid: t('dates.invalid') };

  return (
    <>
      <ProfileSection
        id="profile-work"
        title={t('profile.work')}
        editLabel={t('profile.editWork')}
        onEdit={() => setEditing(true)}
        empty={entries.length === 0}
        emptyText={t('profile.workEmpty')}
        unreadText={isUnsure(profile, 'work_history_detailed') ? t('profileReview.workUnread') : undefined}
      >
        <Timeline bulletSize={28} lineWidth={2} active={entries.length}>
          {entries.map(({ key, entry }) => (
            <Timeline.Item
              key={key}
              bullet={<IconBriefcase size={14} aria-hidden />}
              title={
                <Group gap="xs" wrap="wrap">
                  <Text fw={600}>
                    {entry.job_title === null ? t('profile.untitledJob') : <UserText>{entry.job_title}</UserText>}
                  </Text>
                  <CheckThis show={isUnsure(profile, `work_history_detailed.${key}`)} />
                </Group>
              }
            >
              <UserTextBlock size="sm">{entry.organization}</UserTextBlock>
              <Text size="sm" c="dimmed">
                {formatRange(entry.start, entry.end, entry.currently_working, locale, labels)}
              </Text>
              {entry.details.trim() !== '' && (
                <UserTextBlock size="sm" mt={6} style={{ whiteSpace: 'pre-line' }}>
                  {entry.details}
                </UserTextBlock>
              )}
            </Timeline.Item>
          ))}
        </Timeline>
      </ProfileSection>
      <SectionModal opened={editing} title={t('profile.editWork')} onClose={() => setEditing(false)}>
        <WorkHistoryForm profile={profile} onDone={() => setEditing(false)} />
      </SectionModal>
    </>
  );
}

function toFormEntries(profile: CandidateProfile): WorkFormEntry[] {
  return workEntriesOf(profile).map(({ entry }) => ({
    job_title: entry.job_title ?? '',
    organization: entry.organization ?? '',
    start: toMonthValue(entry.start),
    end: entry.currently_working ? '' : toMonthValue(entry.end),
    currently_working: entry.currently_working,
    details: entry.details,
  }));
}

function WorkHistoryForm({ profile, onDone }: { profile: CandidateProfile; onDone: () => void }) {
  const { t } = useTranslation();
  const [initial] = useState(() => toFormEntries(profile));
  return (
    <RepeatableEntriesForm<WorkFormEntry>
      section="work_history"
      label={t('profile.editWork')}
      initial={initial}
      blank={EMPTY_ENTRY}
      addLabel={t('profile.addJob')}
      addAt="start"
      entryName={(number) => t('profile.jobNumber', { number })}
      emptyText={t('profile.workEmpty')}
      layout="cards"
      onDone={onDone}
      renderFields={({ entry, input, checkbox }) => (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('profile.jobTitle')} withAsterisk {...input('job_title')} />
            <TextInput label={t('profile.organization')} withAsterisk {...input('organization')} />
            <MonthField label={t('profile.startDate')} withAsterisk {...input('start')} />
            <MonthField
              label={t('profile.endDate')}
              withAsterisk={!entry.currently_working}
              disabled={entry.currently_working}
              {...input('end')}
            />
          </SimpleGrid>
          <Checkbox label={t('profile.currentlyWorking')} {...checkbox('currently_working', 'end')} />
          <Textarea
            label={t('profile.details')}
            description={t('profile.detailsHint')}
            autosize
            minRows={3}
            maxRows={10}
            {...input('details')}
          />
        </>
      )}
    />
  );
}
