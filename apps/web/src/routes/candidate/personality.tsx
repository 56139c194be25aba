import { Alert, Anchor, Button, Group, Paper, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { toLocale } from '@masar/shared/messages';
import {
  PERSONALITY_MINUTES,
  PERSONALITY_SHORT_SCALE_QUESTIONS as SHORT_SCALE,
  UNANSWERED_ANSWER,
  type AssessmentQuestions,
} from '@masar/shared/personality';
import { IconAlertTriangle, IconClock } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useRouteName } from '../../app/route-title';
import { PageHeading } from '../../components/ui/page-heading';
import { RetryAlert } from '../../components/ui/retry-alert';
import { useAssessmentQuestions, useSaveAnswer } from '../../features/personality/api/personality';
import { showSuccess } from '../../lib/notify';

const SUCCESS_PATH = '/candidate/assessments/personality/success';

/** The first unanswered question after `from` (wrapping round), or null when all are answered. */
function nextUnanswered(answers: ReadonlyMap<number, number>, total: number, from = 0): number | null {
  for (let step = 1; step <= total; step++) {
    const number = ((from + step - 1) % total) + 1;
    if ((answers.get(number) ?? UNANSWERED_ANSWER) === UNANSWERED_ANSWER) return number;
  }
  return null;
}

function Intro({
  answers,
  total,
  shortDone,
  onStart,
}: {
  answers: ReadonlyMap<number, number>;
  total: number;
  shortDone: boolean;
  onStart: (number: number) => void;
}) {
  const { t } = useTranslation();
  const next = nextUnanswered(answers, total);
  const answered = [...answers.values()].filter((value) => value !== UNANSWERED_ANSWER).length;
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="sm">
        <Group gap="xs">
          <IconClock size={20} aria-hidden />
          <Text fw={600}>{t('personality.intro.time', { minutes: PERSONALITY_MINUTES })}</Text>
        </Group>
        <Text>{t('personality.intro.body')}</Text>
        <Text>{t('personality.intro.shortScale')}</Text>
        <Text c="dimmed" size="sm">
          {t('personality.intro.saved')}
        </Text>
        <Group gap="sm">
          {next !== null && (
            <Button size="md" onClick={() => onStart(next)}>
              {answered === 0
                ? t('personality.intro.start')
                : shortDone
                  ? t('personality.intro.continueFull', { count: total - answered })
                  : t('personality.intro.resume', { number: next })}
            </Button>
          )}
          {shortDone && (
            <Button size="md" variant="light" component={Link} to={SUCCESS_PATH}>
              {t('personality.intro.seeResult')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

function QuestionView({
  data,
  number,
  answers,
  onAnswer,
  onBack,
  saveFailed,
}: {
  data: AssessmentQuestions;
  number: number;
  answers: ReadonlyMap<number, number>;
  onAnswer: (answer: number) => void;
  onBack: () => void;
  saveFailed: boolean;
}) {
  const { t } = useTranslation();
  const total = data.questions.length;
  const question = data.questions[number - 1]!;
  const chosen = answers.get(number) ?? UNANSWERED_ANSWER;
  const answered = [...answers.values()].filter((value) => value !== UNANSWERED_ANSWER).length;
  const percent = Math.round((answered / total) * 100);

  // Keyboard 1–5 answers the question shown.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target as HTMLElement | null;
      if (target && ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return;
      const value = Number(event.key);
      if (Number.isInteger(value) && value >= 1 && value <= 5) {
        event.preventDefault();
        onAnswer(value);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onAnswer]);

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Group justify="space-between">
          <Text size="sm" fw={600}>
            {t('personality.question.counter', { number, total })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('personality.question.progress', { percent })}
          </Text>
        </Group>
        <Progress value={percent} aria-label={t('personality.question.progress', { percent })} />
      </Stack>
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="md">
          <Title order={2} size="h3" id="personality-question">
            {question.text}
          </Title>
          {saveFailed && (
            <Alert color="red" icon={<IconAlertTriangle aria-hidden />}>
              {t('personality.question.saveFailed')}
            </Alert>
          )}
          <Stack gap="xs" role="group" aria-labelledby="personality-question">
            {data.choices.map((label, index) => {
              const value = index + 1;
              return (
                <Button
                  key={value}
                  size="lg"
                  fullWidth
                  justify="flex-start"
                  variant={chosen === value ? 'filled' : 'default'}
                  aria-pressed={chosen === value}
                  onClick={() => onAnswer(value)}
                  leftSection={
                    <Text span fw={700}>
                      {value}
                    </Text>
                  }
                  styles={{ label: { whiteSpace: 'normal', textAlign: 'start' } }}
                  h="auto"
                  mih={52}
                >
                  {label}
                </Button>
              );
            })}
          </Stack>
          <Text size="xs" c="dimmed">
            {t('personality.question.keys')}
          </Text>
        </Stack>
      </Paper>
      <Group justify="space-between">
        <Button variant="subtle" onClick={onBack} disabled={number === 1}>
          {t('personality.question.back')}
        </Button>
        <Anchor component={Link} to="/candidate/dashboard">
          {t('personality.question.leave')}
        </Anchor>
      </Group>
    </Stack>
  );
}

/** The assessment once its questions are in: the answers so far are the starting point, kept here after. */
function Assessment({ data }: { data: AssessmentQuestions }) {
  const navigate = useNavigate();
  const save = useSaveAnswer();
  const [answers, setAnswers] = useState(
    () => new Map(data.answers.map((record) => [record.questionNumber, record.answerNumber])),
  );
  const [current, setCurrent] = useState<number | null>(null);
  const [shortDone, setShortDone] = useState(data.assessmentProgress.shortscaleComplete);

  const answer = useCallback(
    (value: number) => {
      if (current === null) return;
      const question = data.questions[current - 1]!;
      const updated = new Map(answers).set(current, value);
      setAnswers(updated);
      save.mutate(
        { answerNumber: value, question: question.text, questionNumber: question.number },
        {
          onSuccess: ({ data: saved, message }) => {
            setShortDone(saved.assessmentProgress.shortscaleComplete);
            if (message !== undefined) {
              showSuccess(message);
              void navigate(SUCCESS_PATH);
            }
          },
        },
      );
      const next = nextUnanswered(updated, data.questions.length, current);
      // At 50 the short scale is done: the success page, reached when the server confirms, offers the result and the rest.
      if (next === null || (current === SHORT_SCALE && !shortDone && next > SHORT_SCALE)) return;
      setCurrent(next);
    },
    [data, answers, current, save, navigate, shortDone],
  );

  if (current === null) {
    return <Intro answers={answers} total={data.questions.length} shortDone={shortDone} onStart={setCurrent} />;
  }
  return (
    <QuestionView
      data={data}
      number={current}
      answers={answers}
      onAnswer={answer}
      onBack={() => setCurrent(Math.max(1, current - 1))}
      saveFailed={save.isError}
    />
  );
}

/**
 * Spec §2 /candidate/assessments/personality (issue #14): the 10-minute label, then one question at a
 * time with the five answers as large targets (keys 1–5), progress, and every answer saved as given so
 * the candidate can leave and come back to the next unanswered question.
 */
export default function PersonalityAssessmentPage() {
  const { t, i18n } = useTranslation();
  const title = useRouteName();
  const questions = useAssessmentQuestions(toLocale(i18n.language));
  const data = questions.data;
  return (
    <Stack gap="lg" maw={720}>
      <PageHeading title={title} />
      {questions.isError ? (
        <RetryAlert
          title={t('assessments.failed-error')}
          retryLabel={t('personality.report.retry')}
          onRetry={() => void questions.refetch()}
        />
      ) : !data ? (
        <Stack gap="sm" role="status" aria-label={t('personality.intro.loading')}>
          <Skeleton h={160} />
        </Stack>
      ) : (
        <Assessment data={data} />
      )}
    </Stack>
  );
}
