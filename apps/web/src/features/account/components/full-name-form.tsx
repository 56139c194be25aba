import { Button, Group, TextInput } from '@mantine/core';
import { updateUserRequestSchema } from '@masar/shared/users';
import { useTranslation } from 'react-i18next';
import { showServerFieldErrors, useSchemaForm } from '../../../lib/form';
import { useUpdateUser, type UserUpdate } from '../api/update-user';
import { SectionCard } from '../../../components/ui/section-card';

interface FullNameFormProps {
  fullName: string;
  onUpdated: (update: UserUpdate) => void;
}

export function FullNameForm({ fullName, onUpdated }: FullNameFormProps) {
  const { t } = useTranslation();
  const updateUser = useUpdateUser();
  const form = useSchemaForm({
    schema: updateUserRequestSchema,
    initialValues: { full_name: fullName },
  });

  const submit = form.onSubmit((changes) => {
    updateUser.mutate(changes, {
      onSuccess: (update) => {
        form.resetDirty();
        onUpdated(update);
      },
      onError: (error) => {
        showServerFieldErrors(form, error);
      },
    });
  });

  return (
    <SectionCard id="settings-name" title={t('settings.nameSection')}>
      <form onSubmit={submit} noValidate aria-labelledby="settings-name">
        <TextInput label={t('fields.fullName')} autoComplete="name" {...form.getInputProps('full_name')} />
        <Group justify="flex-end" mt="md">
          <Button type="submit" loading={updateUser.isPending}>
            {t('settings.saveName')}
          </Button>
        </Group>
      </form>
    </SectionCard>
  );
}
