import { Alert, Anchor, Button, Group, Paper, Progress, Radio, Skeleton, Stack, Text } from '@mantine/core';
import { INTEREST_UNANSWERED, type InterestsResponse } from '@masar/shared/interests';
import { toLocale } from '@masar/shared/messages';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { showSuccess } from '../../../lib/notify';
import { useAnswersSaving, useInterestsPage, useSaveInterestAnswer } from '../api/interests';

/** INTEREST QUESTIONS: a page of 12 activities, each answer saved as it is chosen. */
export function InterestQuestionsStep({
  page,
  onPage,
  onDone,
}: {
  page: number | null;
  onPage: (page: number) => void;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation();
  const query = useInterestsPage(page, toLocale(i18n.language));
  if (query.isError) {
    return (
      <RetryAlert title={t('assessments.failed-error')} retryLabel={t('interests.retry')} onRetry={() => void query.refetch()} />
    );
  }
  if (!query.data) return <Skeleton h={400} role="status" aria-label={t('interests.start.loading')} />;
  // Keyed by page: each page starts from the server's answers, kept here after.
  return <QuestionPage key={query.data.page} data={query.data} onPage={onPage} onDone={onDone} />;
}

function QuestionPage({ data, onPage, onDone }: { data: InterestsResponse; onPage: (page: number) => void; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveInterestAnswer();
  const saving = useAnswersSaving();
  const [answers, setAnswers] = useState(() => new Map(data.answers.map((record) => [record.questionNumber, record.answerNumber])));
  const [answeredElsewhere] = useState(() => data.assessmentProgress.answered - data.answers.filter((r) => r.answerNumber !== INTEREST_UNANSWERED).length);
  const onThisPage = [...answers.values()].filter((value) => value !== INTEREST_UNANSWERED).length;
  const percent = Math.round(((answeredElsewhere + onThisPage) / data.assessmentProgress.total) * 100);
  const pageDone = onThisPage === data.questions.length;
  const last = data.page === data.pages - 1;

  const choose = (number: number, text: string, value: number) => {
    setAnswers((current) => new Map(current).set(number, value));
    save.mutate(
      { page: data.page, record: { answerNumber: value, question: text, questionNumber: number } },
      { onSuccess: ({ message }) => message !== undefined && showSuccess(message) },
    );
  };

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Group justify="space-between">
          <Text size="sm" fw={600}>
            {t('interests.questions.page', { page: data.page + 1, pages: data.pages })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('interests.questions.progress', { percent })}
          </Text>
        </Group>
        <Progress value={percent} aria-label={t('interests.questions.progress', { percent })} />
      </Stack>
      <Text fw={600}>{t('interests.questions.prompt')}</Text>
      {save.isError && (
        <Alert color="red" icon={<IconAlertTriangle aria-hidden />}>
          {t('interests.questions.saveFailed')}
        </Alert>
      )}
      {data.questions.map((question) => {
        const value = answers.get(question.number) ?? INTEREST_UNANSWERED;
        return (
          <Paper key={question.number} withBorder radius="md" p="md">
            <Radio.Group
              label={question.text}
              value={value === INTEREST_UNANSWERED ? null : String(value)}
              onChange={(next) => choose(question.number, question.text, Number(next))}
              styles={{ label: { fontWeight: 600, marginBottom: 8 } }}
            >
              <Group gap="sm" wrap="wrap">
                {data.choices.map((label, index) => (
                  <Radio key={label} value={String(index)} label={label} />
                ))}
              </Group>
            </Radio.Group>
          </Paper>
        );
      })}
      <Group justify="space-between">
        <Button variant="subtle" onClick={() => onPage(data.page - 1)} disabled={data.page === 0}>
          {t('interests.questions.previous')}
        </Button>
        <Button onClick={() => (last ? onDone() : onPage(data.page + 1))} disabled={!pageDone || (last && saving)}>
          {last ? t('interests.questions.finish') : t('interests.questions.next')}
        </Button>
      </Group>
      {!pageDone && (
        <Text size="sm" c="dimmed" ta="end">
          {t('interests.questions.answerAll')}
        </Text>
      )}
      <Anchor component={Link} to="/candidate/dashboard">
        {t('interests.questions.leave')}
      </Anchor>
    </Stack>
  );
}
