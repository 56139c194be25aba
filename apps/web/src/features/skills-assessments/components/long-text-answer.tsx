import { Stack, Text, Textarea } from '@mantine/core';
import { MAX_LONG_TEXT_ANSWER } from '@masar/shared/assessments';
import { useTranslation } from 'react-i18next';
import { wordCount } from '../answers';

/** A written task or a corrected answer, with its word count against the task's range. */
export function LongTextAnswer({
  label,
  value,
  onChange,
  range,
  dir,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  range?: { min: number; max: number };
  dir?: 'ltr' | 'rtl';
}) {
  const { t } = useTranslation();
  const words = wordCount(value);
  const outside = range !== undefined && words > 0 && (words < range.min || words > range.max);
  return (
    <Stack gap={4}>
      <Textarea
        label={label}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        autosize
        minRows={6}
        maxLength={MAX_LONG_TEXT_ANSWER}
        dir={dir}
      />
      <Text size="sm" c={outside ? 'orange.8' : 'dimmed'} aria-live="polite">
        {range === undefined
          ? t('skillsAssessments.words', { words })
          : t('skillsAssessments.wordsOfRange', { words, min: range.min, max: range.max })}
      </Text>
    </Stack>
  );
}
