import { Radio, Stack } from '@mantine/core';

/** One option of a few: reading and grammar, a label, a guideline's decision. */
export function ChoiceAnswer({
  name,
  label,
  options,
  value,
  onChange,
}: {
  name: string;
  label: string;
  options: readonly { id: string; text: string }[];
  value: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <Radio.Group name={name} label={label} value={value ?? null} onChange={onChange}>
      <Stack gap="xs" mt="xs">
        {options.map((option) => (
          <Radio key={option.id} value={option.id} label={option.text} styles={{ label: { fontSize: 16 } }} />
        ))}
      </Stack>
    </Radio.Group>
  );
}
