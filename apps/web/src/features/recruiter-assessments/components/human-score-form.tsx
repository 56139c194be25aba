import { Alert, Button, NumberInput, Select, Stack, Text, Textarea } from '@mantine/core';
import { CEFR_BAND_NAMES, type AssessmentResult } from '@masar/shared/assessments';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../../lib/notify';
import { useRecordHumanScore } from '../api/results';

const WHOLE = '';

/**
 * A recruiter's score with a reason, for the whole attempt or one item (decision 0072): kept beside the
 * engine's, with who and when. English takes a band, annotation a score out of 100.
 */
export function HumanScoreForm({ result, itemIds }: { result: AssessmentResult; itemIds: readonly string[] }) {
  const { t } = useTranslation();
  const english = result.kind.startsWith('english');
  const record = useRecordHumanScore(result.kind, result.user_id);
  const [target, setTarget] = useState<string>(result.pending_human_score[0] ?? WHOLE);
  const [band, setBand] = useState<string | null>(null);
  const [score, setScore] = useState<number | string>('');
  const [reason, setReason] = useState('');
  const value = english ? band : typeof score === 'number' ? score : null;
  const ready = value !== null && reason.trim().length > 0;
  const submit = () => {
    if (value === null) return;
    record.mutate(
      { score: value, reason: reason.trim(), ...(target === WHOLE ? {} : { question_id: target }) },
      {
        onSuccess: () => {
          showSuccess(t('recruiterAssessments.report.saved'));
          setReason('');
        },
      },
    );
  };
  return (
    <Stack
      component="form"
      gap="sm"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Text size="sm" c="dimmed">
        {t('recruiterAssessments.report.form.intro')}
      </Text>
      <Select
        label={t('recruiterAssessments.report.form.target')}
        data={[
          { value: WHOLE, label: t('recruiterAssessments.report.wholeAttempt') },
          ...itemIds.map((id) => ({ value: id, label: id })),
        ]}
        value={target}
        onChange={(next) => setTarget(next ?? WHOLE)}
        allowDeselect={false}
      />
      {english ? (
        <Select
          label={t('recruiterAssessments.report.form.band')}
          data={[...CEFR_BAND_NAMES]}
          value={band}
          onChange={setBand}
          required
        />
      ) : (
        <NumberInput
          label={t('recruiterAssessments.report.form.score')}
          min={0}
          max={100}
          value={score}
          onChange={setScore}
          required
        />
      )}
      <Textarea
        label={t('recruiterAssessments.report.form.reason')}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        autosize
        minRows={2}
        maxLength={2000}
        required
      />
      {record.isError && (
        <Alert color="red" role="alert">
          {t('recruiterAssessments.report.saveFailed')}
          {record.error.message ? ` ${record.error.message}` : ''}
        </Alert>
      )}
      <Button type="submit" loading={record.isPending} disabled={!ready} w="fit-content">
        {t('recruiterAssessments.report.form.save')}
      </Button>
    </Stack>
  );
}
