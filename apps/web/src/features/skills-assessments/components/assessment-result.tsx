import { Alert, Badge, Group, List, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import {
  annotationResultViewSchema,
  englishResultViewSchema,
  type AnnotationResultView,
  type EnglishResultView,
} from '@masar/shared/assessment-items';
import type { AssessmentResult } from '@masar/shared/assessments';
import { toLocale } from '@masar/shared/messages';
import { IconMicrophone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/dates';
import { WritingEvidence } from './writing-evidence';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

function EnglishResult({ result }: { result: EnglishResultView }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Section title={t('skillsAssessments.result.objective')}>
        <Group gap="xs">
          <Badge size="lg" variant="light">
            {result.objective.band}
          </Badge>
          <Text>
            {t('skillsAssessments.result.correct', {
              correct: result.objective.correct,
              total: result.objective.total,
            })}
          </Text>
        </Group>
        {Object.entries(result.objective.sections).map(([name, section]) => (
          <Text key={name} size="sm">
            {t(`skillsAssessments.sections.${name}`, { defaultValue: name })}:{' '}
            {t('skillsAssessments.result.correct', { correct: section.correct, total: section.total })}
          </Text>
        ))}
      </Section>
      {result.writing.map((task, index) => (
        <Section key={task.itemId} title={t('skillsAssessments.result.writingTask', { number: index + 1 })}>
          <WritingEvidence result={task.result} />
        </Section>
      ))}
      {result.speaking.map((answer, index) => (
        <Section key={answer.itemId} title={t('skillsAssessments.result.speakingTask', { number: index + 1 })}>
          <WritingEvidence result={answer.rubric} />
        </Section>
      ))}
    </Stack>
  );
}

function AnnotationResult({ result }: { result: AnnotationResultView }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      {Object.entries(result.parts).map(([name, part]) => {
        const percent = Math.round(part.score * 100);
        return (
          <Section key={name} title={t(`skillsAssessments.sections.${name}`, { defaultValue: name })}>
            <Group gap="xs" justify="space-between">
              <Text fw={600}>{t('skillsAssessments.result.partScore', { score: percent })}</Text>
              <Text size="sm" c="dimmed">
                {t('skillsAssessments.result.partAnswered', { answered: part.answered, total: part.items })}
              </Text>
            </Group>
            <Progress value={percent} aria-label={t('skillsAssessments.result.partScore', { score: percent })} />
            <List size="sm" spacing={2} dir="ltr">
              {part.evidence.map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List>
          </Section>
        );
      })}
    </Stack>
  );
}

/** A completed attempt: the score or band, every part's evidence, speaking waiting for a person, human scores. */
export function CompletedResult({ result }: { result: AssessmentResult }) {
  const { t, i18n } = useTranslation();
  const english = englishResultViewSchema.safeParse(result.automatic);
  const annotation = annotationResultViewSchema.safeParse(result.automatic);
  const score =
    typeof result.score === 'number'
      ? t('skillsAssessments.result.score', { score: Math.round(result.score) })
      : result.score !== null
        ? t('skillsAssessments.result.band', { band: result.score })
        : null;
  return (
    <Stack gap="md">
      <Paper withBorder radius="lg" p="lg" bg="blue.0">
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            {t('skillsAssessments.result.overall')}
          </Text>
          <Title order={2} size="h1" data-testid="overall-score">
            {score}
          </Title>
          {result.completed_at && (
            <Text size="sm" c="dimmed">
              {t('skillsAssessments.result.completedAt', {
                time: formatDateTime(result.completed_at, toLocale(i18n.language)),
              })}
            </Text>
          )}
          {english.success &&
            english.data.evidence.map((line) => (
              <Text key={line} size="sm" dir="ltr">
                {line}
              </Text>
            ))}
          {/* The engine's evidence is not translated (it would misquote it); an Arabic reader is told so once. */}
          {i18n.language === 'ar' && (
            <Text size="sm" c="dimmed">
              {t('skillsAssessments.result.evidenceInEnglish')}
            </Text>
          )}
        </Stack>
      </Paper>
      {result.pending_human_score.length > 0 && (
        <Alert color="yellow" icon={<IconMicrophone aria-hidden />}>
          {t('skillsAssessments.result.pendingSpeaking', { count: result.pending_human_score.length })}
        </Alert>
      )}
      {result.human_scores.length > 0 && (
        <Section title={t('skillsAssessments.result.humanScores')}>
          {result.human_scores.map((human) => (
            <Text key={human.created_at} size="sm">
              {t('skillsAssessments.result.humanScore', {
                score: human.score,
                name: human.scorer_name,
                reason: human.reason,
              })}
            </Text>
          ))}
        </Section>
      )}
      {english.success ? (
        <EnglishResult result={english.data} />
      ) : annotation.success ? (
        <AnnotationResult result={annotation.data} />
      ) : null}
    </Stack>
  );
}
