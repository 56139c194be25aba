import { Alert, Button, Group, Modal, NumberInput, Radio, SegmentedControl, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { SHORT_TEXT_MAX_LENGTH, type CandidatePrescreeningQuestion, type PrescreeningAnswerInput } from '@masar/shared/prescreening';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatPrescreen } from './chat-prescreen';

type Values = Record<string, boolean | number | string | undefined>;

/** The answers to send: blank ones left out (an optional question may stay blank; a required one is flagged first). */
function answersOf(questions: readonly CandidatePrescreeningQuestion[], values: Values): PrescreeningAnswerInput[] {
  return questions.flatMap((question) => {
    const value = values[question.id];
    if (value === undefined || (typeof value === 'string' && value.trim() === '')) return [];
    return [{ question_id: question.id, value: typeof value === 'string' ? value.trim() : value }];
  });
}

function QuestionField({ question, value, error, onChange }: { question: CandidatePrescreeningQuestion; value: Values[string]; error: string | undefined; onChange: (value: Values[string]) => void }) {
  const { t } = useTranslation();
  const labelId = `prescreening-${question.id}`;
  const label = (
    <Text fw={500} id={labelId} dir="auto">
      {question.question}
      {question.required ? ' *' : ` (${t('prescreening.optional')})`}
    </Text>
  );
  switch (question.kind) {
    case 'yes_no':
      return (
        <Stack gap={6}>
          {label}
          <SegmentedControl
            size="lg"
            fullWidth
            aria-labelledby={labelId}
            data={[
              { value: 'yes', label: t('prescreening.yes') },
              { value: 'no', label: t('prescreening.no') },
            ]}
            value={value === true ? 'yes' : value === false ? 'no' : ''}
            onChange={(choice) => onChange(choice === 'yes')}
          />
          {error !== undefined && (
            <Text size="sm" c="red.8">
              {error}
            </Text>
          )}
        </Stack>
      );
    case 'multiple_choice':
      return (
        <Radio.Group label={label} value={typeof value === 'string' ? value : null} onChange={onChange} error={error}>
          <Stack gap="sm" mt="xs">
            {question.options.map((option) => (
              <Radio size="md" key={option} value={option} label={<span dir="auto">{option}</span>} />
            ))}
          </Stack>
        </Radio.Group>
      );
    case 'number':
      return <NumberInput size="lg" label={label} value={typeof value === 'number' ? value : ''} onChange={(next) => onChange(typeof next === 'number' ? next : undefined)} error={error} />;
    case 'short_text':
      return <TextInput size="lg" label={label} value={typeof value === 'string' ? value : ''} maxLength={SHORT_TEXT_MAX_LENGTH} dir="auto" onChange={(event) => onChange(event.currentTarget.value)} error={error} />;
  }
}

/**
 * The apply step (issue #15, decisions 0070 and 0071): a job's pre-screening questions, answered in a form
 * before the application goes (the answers travel with it) or in a chat whose last reply applies. Full screen on a phone, large targets, and the candidate
 * is told their answers go to the recruiter, who decides.
 */
export function ApplyStep({
  jobId,
  opened,
  questions,
  pending,
  error,
  onClose,
  onSubmit,
  onAppliedInChat,
}: {
  jobId: string;
  opened: boolean;
  /** Undefined while the questions load. */
  questions: readonly CandidatePrescreeningQuestion[] | undefined;
  pending: boolean;
  /** The server's refusal, shown above Send. */
  error: string | null;
  onClose: () => void;
  onSubmit: (answers: PrescreeningAnswerInput[]) => void;
  /** The chat's last reply applied (decision 0071), with the server's message. */
  onAppliedInChat: (message: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 36em)');
  const [values, setValues] = useState<Values>({});
  const [missing, setMissing] = useState<ReadonlySet<string>>(new Set());
  const [mode, setMode] = useState<'form' | 'chat'>('form');

  const submit = () => {
    if (questions === undefined) return;
    const answers = answersOf(questions, values);
    const unanswered = new Set(questions.filter((question) => question.required && !answers.some((answer) => answer.question_id === question.id)).map((question) => question.id));
    setMissing(unanswered);
    if (unanswered.size === 0) onSubmit(answers);
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('prescreening.applyTitle')} fullScreen={phone === true} size="lg">
      <Stack gap="lg">
        <Text size="sm" c="dimmed">
          {t('prescreening.applyIntro')}
        </Text>
        {questions !== undefined && questions.length > 0 && (
          <SegmentedControl
            fullWidth
            aria-label={t('chatPrescreen.modeLabel')}
            data={[
              { value: 'form', label: t('chatPrescreen.modeForm') },
              { value: 'chat', label: t('chatPrescreen.modeChat') },
            ]}
            value={mode}
            onChange={(value) => setMode(value === 'chat' ? 'chat' : 'form')}
          />
        )}
        {mode === 'chat' ? (
          <>
            <ChatPrescreen jobId={jobId} onApplied={onAppliedInChat} />
            <Group justify="flex-end">
              <Button size="lg" variant="default" onClick={onClose}>
                {t('prescreening.cancel')}
              </Button>
            </Group>
          </>
        ) : (
          <>
            {questions === undefined ? (
              <Stack role="status" aria-label={t('prescreening.loading')}>
                <Skeleton h={56} />
                <Skeleton h={56} />
              </Stack>
            ) : (
              questions.map((question) => (
                <QuestionField
                  key={question.id}
                  question={question}
                  value={values[question.id]}
                  error={missing.has(question.id) ? t('prescreening.answerThis') : undefined}
                  onChange={(value) => setValues((current) => ({ ...current, [question.id]: value }))}
                />
              ))
            )}
            {error !== null && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            <Group justify="flex-end" gap="sm">
              <Button size="lg" variant="default" onClick={onClose}>
                {t('prescreening.cancel')}
              </Button>
              <Button size="lg" loading={pending} disabled={questions === undefined} onClick={submit}>
                {t('prescreening.sendApplication')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}
