import { CloseButton, TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

interface SearchFieldProps extends Pick<TextInputProps, 'placeholder' | 'maxLength' | 'w'> {
  /** The field's accessible name (the lists show no visible label). */
  label: string;
  /** The name of the button that empties the field, shown once something is typed. */
  clearLabel: string;
  value: string;
  onChange: (value: string) => void;
}

/** A list's search box: typed words filter the list, and one click clears them. */
export function SearchField({ label, clearLabel, value, onChange, ...input }: SearchFieldProps) {
  return (
    <TextInput
      type="search"
      aria-label={label}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      rightSection={
        value === '' ? null : <CloseButton size="sm" aria-label={clearLabel} onClick={() => onChange('')} />
      }
      {...input}
    />
  );
}
