import { ActionIcon, Group, Stack, Text, TextInput } from '@mantine/core';
import { toLocale } from '@masar/shared/messages';
import { addAwardRequestSchema, type CandidateProfile } from '@masar/shared/profile';
import { IconAward, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { MonthField } from '../../../components/ui/month-field';
import { formatMonthYear } from '../../../lib/dates';
import { showServerFieldErrors, useSchemaForm } from '../../../lib/form';
import { translateMessageKey } from '../../../lib/i18n';
import { showSuccess } from '../../../lib/notify';
import { useAddAward, useRemoveAward } from '../api/awards';
import { FormActions, ProfileSection, SectionModal } from './profile-section';
import { UserText } from '../../../components/ui/user-text';

interface AwardsSectionProps {
  profile: CandidateProfile;
  userId: string;
}

export function AwardsSection({ profile, userId }: AwardsSectionProps) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<{ id: string; title: string } | null>(null);
  const removeAward = useRemoveAward();

  const confirmRemove = () => {
    if (removing === null) return;
    removeAward.mutate(
      { awardId: removing.id, userId },
      {
        onSuccess: ({ message }) => showSuccess(message ?? translateMessageKey('award.removed')),
        // The query client shows the server's 'Failed to remove'.
        onSettled: () => setRemoving(null),
      },
    );
  };

  return (
    <>
      <ProfileSection
        id="profile-awards"
        title={t('profile.awards')}
        editLabel={t('profile.addAward')}
        onEdit={() => setAdding(true)}
        empty={profile.highlights_awards.length === 0}
        emptyText={t('profile.awardsEmpty')}
        editText={t('profile.add')}
        editIcon={<IconPlus size={16} aria-hidden />}
      >
        <Stack gap="xs">
          {profile.highlights_awards.map((award) => (
            <Group key={award.id} justify="space-between" wrap="nowrap">
              <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                <IconAward size={20} color="var(--mantine-color-yellow-7)" aria-hidden />
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fw={500}>
                    <UserText>{award.title}</UserText>
                  </Text>
                  {award.date !== null && (
                    <Text size="sm" c="dimmed">
                      {formatMonthYear(award.date, locale) ?? t('dates.invalid')}
                    </Text>
                  )}
                </Stack>
              </Group>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('profile.removeAward', { title: award.title })}
                onClick={() => setRemoving({ id: award.id, title: award.title })}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      </ProfileSection>
      <SectionModal opened={adding} title={t('profile.addAward')} onClose={() => setAdding(false)}>
        <AddAwardForm onDone={() => setAdding(false)} />
      </SectionModal>
      <ConfirmDialog
        opened={removing !== null}
        title={t('profile.removeAwardTitle')}
        message={t('profile.removeAwardConfirm', { title: removing?.title ?? '' })}
        confirmLabel={t('profile.remove')}
        cancelLabel={t('profile.cancel')}
        danger
        pending={removeAward.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}

function AddAwardForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const addAward = useAddAward();
  const form = useSchemaForm({ schema: addAwardRequestSchema, initialValues: { title: '', date: '' } });
  const submit = form.onSubmit((values) => {
    const award = addAwardRequestSchema.parse(values);
    addAward.mutate(
      { title: award.title, date: award.date ?? null },
      {
        onSuccess: ({ message }) => {
          showSuccess(message ?? translateMessageKey('award.added'));
          onDone();
        },
        onError: (error) => showServerFieldErrors(form, error),
      },
    );
  });
  return (
    <form onSubmit={submit} noValidate aria-label={t('profile.addAward')}>
      <Stack gap="sm">
        <TextInput label={t('profile.awardTitle')} withAsterisk data-autofocus {...form.getInputProps('title')} />
        <MonthField label={t('profile.awardDate')} {...form.getInputProps('date')} />
      </Stack>
      <FormActions onCancel={onDone} pending={addAward.isPending} />
    </form>
  );
}
