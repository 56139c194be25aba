import { ActionIcon, Alert, Button, Checkbox, Group, NumberInput, Paper, SegmentedControl, Select, Stack, Text, Textarea } from '@mantine/core';
import {
  PRESCREENING_KINDS,
  PRESCREENING_QUESTIONS_MAX,
  PRESCREENING_QUESTION_MAX_LENGTH,
  type PrescreeningKind,
  type PrescreeningQuestion,
  type PrescreeningQuestionInput,
} from '@masar/shared/prescreening';
import { IconArrowDown, IconArrowUp, IconInfoCircle, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { showSuccess } from '../../../lib/notify';
import { useSavePrescreeningQuestions } from '../api/questions-save';

/** A question on the recruiter's screen: every kind's fields kept, so changing the kind loses nothing typed. */
export interface PrescreeningDraft {
  key: string;
  kind: PrescreeningKind;
  question: string;
  required: boolean;
  source: 'typed' | 'interview';
  required_answer: boolean;
  /** One option a line, as typed. */
  options: string;
  accepted: string[];
  min: number | '';
}

let nextKey = 0;
const newKey = () => `draft-${(nextKey += 1)}`;

export function toDraft(question: PrescreeningQuestion): PrescreeningDraft {
  return {
    key: newKey(),
    kind: question.kind,
    question: question.question,
    required: question.required,
    source: question.source,
    required_answer: question.required_answer ?? true,
    options: question.options.join('\n'),
    accepted: question.accepted,
    min: question.min ?? 0,
  };
}

const blank = (question = '', source: PrescreeningDraft['source'] = 'typed'): PrescreeningDraft => ({
  key: newKey(),
  kind: 'yes_no',
  question,
  required: true,
  source,
  required_answer: true,
  options: '',
  accepted: [],
  // A number question starts at 0, shown: a blank would be saved as 0 without the recruiter seeing it.
  min: 0,
});

const optionsOf = (draft: PrescreeningDraft) => [...new Set(draft.options.split('\n').map((line) => line.trim()).filter((line) => line !== ''))];

/** The request's question: only the chosen kind's fields go (the server refuses the others). */
export function toInput(draft: PrescreeningDraft): PrescreeningQuestionInput {
  const base = { question: draft.question, required: draft.required, source: draft.source };
  switch (draft.kind) {
    case 'yes_no':
      return { ...base, kind: 'yes_no', required_answer: draft.required_answer };
    case 'multiple_choice': {
      const options = optionsOf(draft);
      return { ...base, kind: 'multiple_choice', options, accepted: draft.accepted.filter((option) => options.includes(option)) };
    }
    case 'number':
      return { ...base, kind: 'number', min: draft.min === '' ? 0 : draft.min };
    case 'short_text':
      return { ...base, kind: 'short_text' };
  }
}

function QuestionEditor({
  draft,
  index,
  count,
  onChange,
  onMove,
  onRemove,
}: {
  draft: PrescreeningDraft;
  index: number;
  count: number;
  onChange: (draft: PrescreeningDraft) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const number = index + 1;
  const options = optionsOf(draft);
  return (
    <Paper component="li" withBorder radius="md" p="md" aria-label={t('prescreening.questionLabel', { number })}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{t('prescreening.questionLabel', { number })}</Text>
          <Group gap={4} wrap="nowrap">
            <ActionIcon size="xl" variant="subtle" disabled={index === 0} onClick={() => onMove(-1)} aria-label={t('prescreening.moveUp', { number })}>
              <IconArrowUp size={20} aria-hidden />
            </ActionIcon>
            <ActionIcon size="xl" variant="subtle" disabled={index === count - 1} onClick={() => onMove(1)} aria-label={t('prescreening.moveDown', { number })}>
              <IconArrowDown size={20} aria-hidden />
            </ActionIcon>
            <ActionIcon size="xl" variant="subtle" color="red" onClick={onRemove} aria-label={t('prescreening.remove', { number })}>
              <IconTrash size={20} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
        <Textarea
          size="md"
          label={t('prescreening.questionText')}
          value={draft.question}
          maxLength={PRESCREENING_QUESTION_MAX_LENGTH}
          autosize
          minRows={2}
          dir="auto"
          onChange={(event) => onChange({ ...draft, question: event.currentTarget.value })}
        />
        <Select
          size="md"
          label={t('prescreening.kind')}
          data={PRESCREENING_KINDS.map((kind) => ({ value: kind, label: t(`prescreening.kinds.${kind}`) }))}
          value={draft.kind}
          allowDeselect={false}
          onChange={(kind) => kind !== null && onChange({ ...draft, kind: kind })}
        />
        {draft.kind === 'yes_no' && (
          <Stack gap={4}>
            <Text size="sm" fw={500} id={`${draft.key}-wanted`}>
              {t('prescreening.requiredAnswer')}
            </Text>
            <SegmentedControl
              size="md"
              aria-labelledby={`${draft.key}-wanted`}
              data={[
                { value: 'yes', label: t('prescreening.yes') },
                { value: 'no', label: t('prescreening.no') },
              ]}
              value={draft.required_answer ? 'yes' : 'no'}
              onChange={(value) => onChange({ ...draft, required_answer: value === 'yes' })}
            />
          </Stack>
        )}
        {draft.kind === 'multiple_choice' && (
          <>
            <Textarea
              size="md"
              label={t('prescreening.options')}
              description={t('prescreening.optionsHint')}
              value={draft.options}
              autosize
              minRows={3}
              dir="auto"
              onChange={(event) => onChange({ ...draft, options: event.currentTarget.value })}
            />
            {options.length > 0 && (
              <Checkbox.Group label={t('prescreening.accepted')} description={t('prescreening.acceptedHint')} value={draft.accepted} onChange={(accepted) => onChange({ ...draft, accepted })}>
                <Stack gap="xs" mt="xs">
                  {options.map((option) => (
                    <Checkbox size="md" key={option} value={option} label={option} />
                  ))}
                </Stack>
              </Checkbox.Group>
            )}
          </>
        )}
        {draft.kind === 'number' && (
          <NumberInput
            size="md"
            label={t('prescreening.min')}
            description={t('prescreening.minHint')}
            value={draft.min}
            onChange={(value) => onChange({ ...draft, min: typeof value === 'number' ? value : '' })}
          />
        )}
        {draft.kind === 'short_text' && (
          <Text size="sm" c="dimmed">
            {t('prescreening.shortTextHint')}
          </Text>
        )}
        <Checkbox size="md" label={t('prescreening.requiredQuestion')} checked={draft.required} onChange={(event) => onChange({ ...draft, required: event.currentTarget.checked })} />
      </Stack>
    </Paper>
  );
}

/**
 * The recruiter's editor of a job's pre-screening questions (issue #15, decision 0070): typed, or taken from
 * the job's interview questions; each kind with the answer that does not knock out. The list stays on screen
 * until Save, which replaces the saved list.
 */
export function PrescreeningEditor({ jobId, saved, interviewQuestions }: { jobId: string; saved: readonly PrescreeningQuestion[]; interviewQuestions: readonly string[] }) {
  const { t } = useTranslation();
  const [drafts, setDrafts] = useState<PrescreeningDraft[]>(() => saved.map(toDraft));
  const save = useSavePrescreeningQuestions(jobId);
  const full = drafts.length >= PRESCREENING_QUESTIONS_MAX;
  const unused = interviewQuestions.filter((question) => !drafts.some((draft) => draft.question.trim() === question.trim()));

  const update = (index: number, draft: PrescreeningDraft) => setDrafts((list) => list.map((item, at) => (at === index ? draft : item)));
  const move = (index: number, by: -1 | 1) =>
    setDrafts((list) => {
      const next = [...list];
      const [item] = next.splice(index, 1);
      next.splice(index + by, 0, item!);
      return next;
    });
  const refusal = save.error instanceof ApiError ? save.error : null;

  return (
    <Stack gap="md">
      <Alert variant="light" color="blue" role="note" icon={<IconInfoCircle size={20} aria-hidden />}>
        {t('prescreening.noAutoReject')}
      </Alert>
      {drafts.length === 0 ? (
        <Text c="dimmed">{t('prescreening.empty')}</Text>
      ) : (
        <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('prescreening.listLabel')}>
          {drafts.map((draft, index) => (
            <QuestionEditor
              key={draft.key}
              draft={draft}
              index={index}
              count={drafts.length}
              onChange={(next) => update(index, next)}
              onMove={(by) => move(index, by)}
              onRemove={() => setDrafts((list) => list.filter((_, at) => at !== index))}
            />
          ))}
        </Stack>
      )}
      <Group gap="sm" align="flex-end">
        <Button size="md" variant="default" leftSection={<IconPlus size={18} aria-hidden />} disabled={full} onClick={() => setDrafts((list) => [...list, blank()])}>
          {t('prescreening.add')}
        </Button>
        {unused.length > 0 && (
          <Select
            size="md"
            style={{ flex: '1 1 16rem' }}
            label={t('prescreening.fromInterview')}
            placeholder={t('prescreening.fromInterviewPlaceholder')}
            data={unused}
            value={null}
            disabled={full}
            onChange={(question) => question !== null && setDrafts((list) => [...list, { ...blank(question, 'interview'), kind: 'short_text' }])}
          />
        )}
      </Group>
      {refusal !== null && (
        <Alert color="red" role="alert">
          <Stack gap={4}>
            <Text size="sm">{refusal.message}</Text>
            {refusal.fieldErrors.map((error) => (
              <Text size="sm" key={error.path}>
                {t('prescreening.fieldError', { number: Number(error.path.split('.')[1] ?? 0) + 1, message: error.message })}
              </Text>
            ))}
          </Stack>
        </Alert>
      )}
      <Group>
        <Button size="md" loading={save.isPending} onClick={() => save.mutate(drafts.map(toInput), { onSuccess: ({ message }) => showSuccess(message ?? t('prescreening.saved')) })}>
          {t('prescreening.save')}
        </Button>
      </Group>
    </Stack>
  );
}
