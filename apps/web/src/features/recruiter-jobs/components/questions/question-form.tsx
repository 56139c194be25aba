import { Button, Group, MultiSelect, Paper, Select, Stack, Textarea } from '@mantine/core';
import {
  QUESTION_KINDS,
  QUESTION_MAX_LENGTH,
  QUESTION_MIN_LENGTH,
  RUBRIC_MAX_LENGTH,
  type QuestionDraft,
  type QuestionKind,
} from '@masar/shared/job-questions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessageKey } from '../../../../lib/i18n';

export interface SkillOption {
  id: string;
  name: string;
}

/** The server's limits (PUT questions/), checked as the recruiter types, with the same messages. */
export function draftErrors(draft: Pick<QuestionDraft, 'question' | 'rubric'>): { question?: string; rubric?: string } {
  const question = draft.question.trim();
  const rubric = draft.rubric.trim();
  return {
    ...(question.length === 0
      ? { question: translateMessageKey('validation.required') }
      : question.length < QUESTION_MIN_LENGTH || question.length > QUESTION_MAX_LENGTH
        ? { question: translateMessageKey('jobQuestions.questionLength') }
        : {}),
    ...(rubric.length === 0
      ? { rubric: translateMessageKey('validation.required') }
      : rubric.length > RUBRIC_MAX_LENGTH
        ? { rubric: translateMessageKey('validation.tooLong', { max: RUBRIC_MAX_LENGTH }) }
        : {}),
  };
}

interface QuestionFormProps {
  draft: QuestionDraft;
  number: number;
  skills: readonly SkillOption[];
  onDone: (draft: QuestionDraft) => void;
  onCancel: () => void;
}

/** Writes or changes one question: its text, kind, the job's skills it probes and what a good answer shows. */
export function QuestionForm({ draft, number, skills, onDone, onCancel }: QuestionFormProps) {
  const { t } = useTranslation();
  const [question, setQuestion] = useState(draft.question);
  const [kind, setKind] = useState<QuestionKind>(draft.kind);
  const [skillIds, setSkillIds] = useState<string[]>(draft.skill_ids);
  const [rubric, setRubric] = useState(draft.rubric);
  const [touched, setTouched] = useState(false);
  const errors = draftErrors({ question, rubric });
  const invalid = errors.question !== undefined || errors.rubric !== undefined;

  return (
    <Paper
      component="form"
      withBorder
      radius="lg"
      p="md"
      aria-label={t('jobQuestions.editorLabel', { n: number })}
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (invalid) return;
        onDone({ ...draft, question: question.trim(), kind, skill_ids: skillIds, rubric: rubric.trim() });
      }}
    >
      <Stack gap="sm">
        <Textarea
          label={t('jobQuestions.form.question')}
          value={question}
          onChange={(event) => {
            setQuestion(event.currentTarget.value);
            setTouched(true);
          }}
          autosize
          minRows={2}
          maxLength={QUESTION_MAX_LENGTH}
          error={touched ? errors.question : undefined}
          description={t('jobQuestions.form.counter', { count: question.trim().length, max: QUESTION_MAX_LENGTH })}
          dir="auto"
          data-autofocus
          required
        />
        <Group grow align="flex-start" wrap="wrap">
          <Select
            label={t('jobQuestions.form.kind')}
            data={QUESTION_KINDS.map((value) => ({ value, label: t(`jobQuestions.kinds.${value}`) }))}
            value={kind}
            onChange={(value) => value !== null && setKind(value)}
            allowDeselect={false}
            miw={160}
          />
          <MultiSelect
            label={t('jobQuestions.form.skills')}
            data={skills.map((skill) => ({ value: skill.id, label: skill.name }))}
            value={skillIds}
            onChange={setSkillIds}
            placeholder={skillIds.length === 0 ? t('jobQuestions.noSkills') : undefined}
            clearable
            miw={200}
          />
        </Group>
        <Textarea
          label={t('jobQuestions.form.rubric')}
          value={rubric}
          onChange={(event) => {
            setRubric(event.currentTarget.value);
            setTouched(true);
          }}
          autosize
          minRows={2}
          maxLength={RUBRIC_MAX_LENGTH}
          error={touched ? errors.rubric : undefined}
          description={t('jobQuestions.form.rubricHint')}
          dir="auto"
          required
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('jobQuestions.form.cancel')}
          </Button>
          <Button type="submit">{t('jobQuestions.form.done')}</Button>
        </Group>
      </Stack>
    </Paper>
  );
}
