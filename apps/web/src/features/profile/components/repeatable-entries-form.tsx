import { Button, CloseButton, Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { randomId } from '@mantine/hooks';
import { editProfileRequestSchema, type EditProfileRequest } from '@masar/shared/profile';
import { IconPlus } from '@tabler/icons-react';
import { useState, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../lib/form';
import { FormActions } from './profile-section';
import { useSectionSave } from './use-section-save';

/** The profile sections edited as a list of entries, each checked by its shared schema (spec §5 dates). */
export type EntriesSection = 'work_history' | 'education' | 'certifications' | 'languages';

/** What an entry's fields are drawn with. */
export interface EntryFields<Entry extends object> {
  entry: Entry;
  /** "Job 2": the entry's accessible name. */
  name: string;
  /** The props of the input of one of the entry's fields: value, change, the translated error. */
  input: (field: keyof Entry & string) => GetInputPropsReturnType;
  /** A tick that, when set, empties `clears` (an end date, an expiry) and checks it again. */
  checkbox: (field: keyof Entry & string, clears: keyof Entry & string) => GetInputPropsReturnType;
}

interface RepeatableEntriesFormProps<Entry extends object> {
  section: EntriesSection;
  /** The form's accessible name (the dialog's title). */
  label: string;
  initial: Entry[];
  /** A new entry. */
  blank: Entry;
  addLabel: string;
  /**
   * Where a new entry goes, and the add button with it: first for the dated sections (latest first),
   * last for the others.
   */
  addAt: 'start' | 'end';
  /** The name of the entry at `number` (1-based): "Job 2". */
  entryName: (number: number) => string;
  /** Said when there is no entry; nothing when omitted. */
  emptyText?: string;
  /** Cards with a heading each, or table rows for entries of a field or two. */
  layout: 'cards' | 'rows';
  /** The entry's fields: the card's body, or the row's cells (`Table.Td`). */
  renderFields: (fields: EntryFields<Entry>) => ReactNode;
  /** The request for the checked section, such as blank optional text as null; the section as parsed when omitted. */
  toRequest?: (parsed: EditProfileRequest) => EditProfileRequest;
  onDone: () => void;
}

/**
 * The editor of a repeatable profile section: add and remove entries, each checked as the person types
 * with the shared schema, and the whole section saved in one PATCH (useSectionSave says what happened).
 */
export function RepeatableEntriesForm<Entry extends object>({
  section,
  label,
  initial,
  blank,
  addLabel,
  addAt,
  entryName,
  emptyText,
  layout,
  renderFields,
  toRequest = (parsed) => parsed,
  onDone,
}: RepeatableEntriesFormProps<Entry>) {
  const { t } = useTranslation();
  // Keys that follow the entries as they are added and removed, so React keeps each entry's inputs.
  const [ids, setIds] = useState(() => initial.map(() => randomId()));
  const form = useSchemaForm<Record<string, Entry[]>>({
    schema: editProfileRequestSchema,
    initialValues: { [section]: initial },
  });
  const { save, pending } = useSectionSave(form, onDone);
  const entries = form.values[section] ?? [];
  // The form's types stop at the list; a field inside an entry is set through its plain path.
  const setField = form.setFieldValue as (path: string, value: string | boolean) => void;

  const add = () => {
    if (addAt === 'start') {
      form.insertListItem(section, { ...blank }, 0);
      setIds((previous) => [randomId(), ...previous]);
    } else {
      form.insertListItem(section, { ...blank });
      setIds((previous) => [...previous, randomId()]);
    }
  };
  const remove = (index: number) => {
    form.removeListItem(section, index);
    setIds((previous) => previous.filter((_, at) => at !== index));
  };
  const submit = form.onSubmit((values) => save(toRequest(editProfileRequestSchema.parse(values))));

  const fieldsOf = (entry: Entry, index: number): EntryFields<Entry> => {
    const at = (field: string): string => `${section}.${index}.${field}`;
    return {
      entry,
      name: entryName(index + 1),
      input: (field) => form.getInputProps(at(field)),
      checkbox: (field, clears) => ({
        ...form.getInputProps(at(field), { type: 'checkbox' }),
        onChange: (event: ChangeEvent<HTMLInputElement>) => {
          const checked = event.currentTarget.checked;
          setField(at(field), checked);
          if (checked) setField(at(clears), '');
          form.validateField(at(clears));
        },
      }),
    };
  };

  const addButton = (
    <Button
      variant="light"
      leftSection={<IconPlus size={16} aria-hidden />}
      onClick={add}
      style={{ alignSelf: 'flex-start' }}
    >
      {addLabel}
    </Button>
  );

  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <Stack gap={layout === 'cards' ? 'md' : 'sm'}>
        {addAt === 'start' && addButton}
        {entries.length === 0 && emptyText !== undefined && (
          <Text size="sm" c="dimmed">
            {emptyText}
          </Text>
        )}
        {layout === 'cards'
          ? entries.map((entry, index) => {
              const fields = fieldsOf(entry, index);
              return (
                <Paper key={ids[index] ?? index} withBorder radius="md" p="md" role="group" aria-label={fields.name}>
                  <Stack gap="sm">
                    <Group justify="space-between">
                      <Text fw={600} size="sm">
                        {fields.name}
                      </Text>
                      <CloseButton
                        aria-label={t('profile.removeEntry', { name: fields.name })}
                        onClick={() => remove(index)}
                      />
                    </Group>
                    {renderFields(fields)}
                  </Stack>
                </Paper>
              );
            })
          : entries.length > 0 && (
              <Table withRowBorders={false} verticalSpacing={4} horizontalSpacing={4}>
                <Table.Tbody>
                  {entries.map((entry, index) => {
                    const fields = fieldsOf(entry, index);
                    return (
                      <Table.Tr key={ids[index] ?? index}>
                        {renderFields(fields)}
                        <Table.Td w={40} style={{ verticalAlign: 'top' }}>
                          <CloseButton
                            mt={6}
                            aria-label={t('profile.removeEntry', { name: fields.name })}
                            onClick={() => remove(index)}
                          />
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            )}
        {addAt === 'end' && addButton}
      </Stack>
      <FormActions onCancel={onDone} pending={pending} />
    </form>
  );
}
