import { Group, Textarea } from '@mantine/core';
import { editProfileRequestSchema, type CandidateProfile } from '@masar/shared/profile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../lib/form';
import { blankToNull, isUnsure } from './profile-format';
import { CheckThis, FormActions, ProfileSection, SectionModal } from './profile-section';
import { useSectionSave } from './use-section-save';
import { UserTextBlock } from '../../../components/ui/user-text';

export function SummarySection({ profile }: { profile: CandidateProfile }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const summary = blankToNull(profile.summary);
  return (
    <>
      <ProfileSection
        id="profile-summary"
        title={t('profile.summary')}
        editLabel={t('profile.editSummary')}
        onEdit={() => setEditing(true)}
        empty={summary === null}
        emptyText={t('profile.summaryEmpty')}
      >
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <UserTextBlock style={{ whiteSpace: 'pre-line', flex: 1 }}>{summary}</UserTextBlock>
          <CheckThis show={isUnsure(profile, 'summary')} />
        </Group>
      </ProfileSection>
      <SectionModal opened={editing} title={t('profile.editSummary')} onClose={() => setEditing(false)}>
        <SummaryForm summary={profile.summary ?? ''} onDone={() => setEditing(false)} />
      </SectionModal>
    </>
  );
}

function SummaryForm({ summary, onDone }: { summary: string; onDone: () => void }) {
  const { t } = useTranslation();
  const form = useSchemaForm({ schema: editProfileRequestSchema, initialValues: { summary } });
  const { save, pending } = useSectionSave(form, onDone);
  const submit = form.onSubmit((values) => save({ summary: blankToNull(values.summary) }));
  return (
    <form onSubmit={submit} noValidate aria-label={t('profile.editSummary')}>
      <Textarea
        label={t('profile.summary')}
        description={t('profile.summaryHint')}
        autosize
        minRows={5}
        maxRows={14}
        data-autofocus
        {...form.getInputProps('summary')}
      />
      <FormActions onCancel={onDone} pending={pending} />
    </form>
  );
}
