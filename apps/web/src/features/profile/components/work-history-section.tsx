import {
  Button,
  Checkbox,
  CloseButton,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Timeline,
} from '@mantine/core';
import { randomId } from '@mantine/hooks';
import { toLocale } from '@masar/shared/messages';
import { editProfileRequestSchema, type CandidateProfile } from '@masar/shared/profile';
import { IconBriefcase, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MonthField } from '../../../components/ui/month-field';
import { useSchemaForm } from '../../../lib/form';
import { formatRange, isUnsure, toMonthValue, workEntriesOf } from './profile-format';
import { CheckThis, FormActions, ProfileSection, SectionModal } from './profile-section';
import { useSectionSave } from './use-section-save';

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
      >
        <Timeline bulletSize={28} lineWidth={2} active={entries.length}>
          {entries.map(({ key, entry }) => (
            <Timeline.Item
              key={key}
              bullet={<IconBriefcase size={14} aria-hidden />}
              title={
                <Group gap="xs" wrap="wrap">
                  <Text fw={600}>{entry.job_title ?? t('profile.untitledJob')}</Text>
                  <CheckThis show={isUnsure(profile, `work_history_detailed.${key}`)} />
                </Group>
              }
            >
              <Text size="sm">{entry.organization}</Text>
              <Text size="sm" c="dimmed">
                {formatRange(entry.start, entry.end, entry.currently_working, locale, labels)}
              </Text>
              {entry.details.trim() !== '' && (
                <Text size="sm" mt={6} style={{ whiteSpace: 'pre-line' }}>
                  {entry.details}
                </Text>
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
  const [ids, setIds] = useState(() => initial.map(() => randomId()));
  const form = useSchemaForm<{ work_history: WorkFormEntry[] }>({
    schema: editProfileRequestSchema,
    initialValues: { work_history: initial },
  });
  const { save, pending } = useSectionSave(form, onDone);

  const add = () => {
    form.insertListItem('work_history', { ...EMPTY_ENTRY }, 0);
    setIds((previous) => [randomId(), ...previous]);
  };
  const remove = (index: number) => {
    form.removeListItem('work_history', index);
    setIds((previous) => previous.filter((_, at) => at !== index));
  };

  const submit = form.onSubmit((values) => {
    save(editProfileRequestSchema.parse(values));
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('profile.editWork')}>
      <Stack gap="md">
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={add}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('profile.addJob')}
        </Button>
        {form.values.work_history.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('profile.workEmpty')}
          </Text>
        )}
        {form.values.work_history.map((entry, index) => {
          const path = `work_history.${index}`;
          const name = t('profile.jobNumber', { number: index + 1 });
          return (
            <Paper key={ids[index] ?? index} withBorder radius="md" p="md" role="group" aria-label={name}>
              <Stack gap="sm">
                <Group justify="space-between">
                  <Text fw={600} size="sm">
                    {name}
                  </Text>
                  <CloseButton aria-label={t('profile.removeEntry', { name })} onClick={() => remove(index)} />
                </Group>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <TextInput label={t('profile.jobTitle')} withAsterisk {...form.getInputProps(`${path}.job_title`)} />
                  <TextInput
                    label={t('profile.organization')}
                    withAsterisk
                    {...form.getInputProps(`${path}.organization`)}
                  />
                  <MonthField label={t('profile.startDate')} withAsterisk {...form.getInputProps(`${path}.start`)} />
                  <MonthField
                    label={t('profile.endDate')}
                    withAsterisk={!entry.currently_working}
                    disabled={entry.currently_working}
                    {...form.getInputProps(`${path}.end`)}
                  />
                </SimpleGrid>
                <Checkbox
                  label={t('profile.currentlyWorking')}
                  {...form.getInputProps(`${path}.currently_working`, { type: 'checkbox' })}
                  onChange={(event) => {
                    const checked = event.currentTarget.checked;
                    form.setFieldValue(`${path}.currently_working`, checked);
                    if (checked) form.setFieldValue(`${path}.end`, '');
                    form.validateField(`${path}.end`);
                  }}
                />
                <Textarea
                  label={t('profile.details')}
                  description={t('profile.detailsHint')}
                  autosize
                  minRows={3}
                  maxRows={10}
                  {...form.getInputProps(`${path}.details`)}
                />
              </Stack>
            </Paper>
          );
        })}
      </Stack>
      <FormActions onCancel={onDone} pending={pending} />
    </form>
  );
}
