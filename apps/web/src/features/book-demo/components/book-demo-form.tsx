import { Button, Stack, Textarea, TextInput } from '@mantine/core';
import { bookDemoRequestSchema } from '@masar/shared/users';
import { useTranslation } from 'react-i18next';
import { showServerFieldErrors, useSchemaForm } from '../../../lib/form';
import { useBookDemo } from '../api/book-demo';

interface BookDemoFormProps {
  /** A signed-in person's name and e-mail, so they need not type them again. */
  contact: { full_name: string; email: string };
  onBooked: (message: string) => void;
}

export function BookDemoForm({ contact, onBooked }: BookDemoFormProps) {
  const { t } = useTranslation();
  const bookDemo = useBookDemo();
  const form = useSchemaForm({
    schema: bookDemoRequestSchema,
    initialValues: { ...contact, company_name: '', message: '' },
  });

  const submit = form.onSubmit((request) => {
    bookDemo.mutate(request, {
      onSuccess: onBooked,
      onError: (error) => {
        showServerFieldErrors(form, error);
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput label={t('fields.fullName')} autoComplete="name" {...form.getInputProps('full_name')} />
        <TextInput label={t('fields.workEmail')} type="email" autoComplete="email" {...form.getInputProps('email')} />
        <TextInput
          label={t('fields.companyName')}
          autoComplete="organization"
          {...form.getInputProps('company_name')}
        />
        <Textarea label={t('fields.message')} autosize minRows={3} maxRows={8} {...form.getInputProps('message')} />
        <Button type="submit" loading={bookDemo.isPending} fullWidth>
          {t('bookDemo.submit')}
        </Button>
      </Stack>
    </form>
  );
}
