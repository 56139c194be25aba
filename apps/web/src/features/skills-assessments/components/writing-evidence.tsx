import { Badge, Group, List, Stack, Text } from '@mantine/core';
import type { WritingResultView } from '@masar/shared/assessment-items';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A sentence with the errors found in it marked; a sentence the band rests on is shaded. */
function MarkedSentence({
  sentence,
  errors,
  evidence,
}: {
  sentence: WritingResultView['sentences'][number];
  errors: WritingResultView['errors'];
  evidence: boolean;
}) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const error of errors) {
    const start = error.start - sentence.start;
    const end = error.end - sentence.start;
    if (start < at || end > sentence.text.length) continue;
    parts.push(sentence.text.slice(at, start));
    parts.push(
      <mark
        key={error.start}
        title={error.message}
        style={{
          background: 'var(--mantine-color-red-1)',
          textDecoration: 'underline wavy var(--mantine-color-red-6)',
        }}
      >
        {sentence.text.slice(start, end)}
      </mark>,
    );
    at = end;
  }
  parts.push(sentence.text.slice(at));
  return (
    <Text component="span" bg={evidence ? 'blue.0' : undefined} style={{ borderRadius: 4 }}>
      {parts}{' '}
    </Text>
  );
}

/** A written or transcribed answer's band, its evidence, and the answer with its errors and key sentences. */
export function WritingEvidence({ result }: { result: WritingResultView }) {
  const { t } = useTranslation();
  const evidenceSentences = new Set(Object.values(result.criteria).flatMap((criterion) => criterion.sentenceIndices));
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Badge size="lg">{result.band}</Badge>
        <Text size="sm" c="dimmed">
          {t('skillsAssessments.result.words', { words: result.wordCount })}
        </Text>
      </Group>
      <List size="sm" spacing={2} dir="ltr">
        {result.evidence.map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
        {result.caps.map((cap) => (
          <List.Item key={cap.reason}>{cap.reason}</List.Item>
        ))}
      </List>
      {Object.entries(result.criteria).map(([name, criterion]) => (
        <Stack key={name} gap={2}>
          <Text size="sm" fw={600}>
            {t(`skillsAssessments.result.criteria.${name}`, { defaultValue: name })}: {criterion.band}
          </Text>
          <List size="sm" spacing={2} dir="ltr">
            {criterion.evidence.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        </Stack>
      ))}
      {result.sentences.length > 0 && (
        <Text
          dir="ltr"
          p="sm"
          style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8, lineHeight: 1.9 }}
        >
          {result.sentences.map((sentence) => (
            <MarkedSentence
              key={sentence.index}
              sentence={sentence}
              errors={result.errors.filter((error) => error.sentence === sentence.index)}
              evidence={evidenceSentences.has(sentence.index)}
            />
          ))}
        </Text>
      )}
      {result.errors.length > 0 && (
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {t('skillsAssessments.result.errors', { errors: result.errors.length })}
          </Text>
          <List size="sm" spacing={2} dir="ltr">
            {result.errors.map((error) => (
              <List.Item key={`${error.start}-${error.message}`}>{error.message}</List.Item>
            ))}
          </List>
        </Stack>
      )}
    </Stack>
  );
}
