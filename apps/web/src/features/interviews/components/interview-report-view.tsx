import { Alert, Badge, Button, Group, Select, Stack, Text, Textarea } from '@mantine/core';
import {
  EVALUATION_BANDS,
  OVERRIDE_TARGETS,
  type AnswerReport,
  type CriterionReport,
  type EvaluationBand,
  type InterviewReport,
  type OverrideTarget,
  type ScoreOverride,
} from '@masar/shared/interview-reports';
import { INTERVIEW_REASON_MAX_LENGTH } from '@masar/shared/interviews';
import { toLocale } from '@masar/shared/messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/ui/section-card';
import { UserText, UserTextBlock } from '../../../components/ui/user-text';
import { formatLongDate } from '../../../lib/dates';
import { showSuccess } from '../../../lib/notify';
import { useOverrideScore } from '../api/interview-report';
import { AnswerSecondOpinion, SecondOpinionStatus } from './answer-second-opinion';
import { AnswerTranscript } from './answer-transcript';
import { IntegrityNotes } from './integrity-notes';
import { InterviewHistory } from './interview-history';

const BAND_COLOURS: Record<EvaluationBand, string> = { low: 'red', fair: 'yellow', good: 'teal', strong: 'green' };

function BandBadge({ band }: { band: EvaluationBand | null }) {
  const { t } = useTranslation();
  if (band === null)
    return (
      <Badge variant="outline" color="gray" tt="none">
        {t('interviewReports.insufficient')}
      </Badge>
    );
  return (
    <Badge variant="light" color={BAND_COLOURS[band]} tt="none">
      {t(`interviewReports.bands.${band}`)}
    </Badge>
  );
}

/** A recruiter's band beside the automatic one: who, when, why. */
function OverrideLine({ override }: { override: ScoreOverride | null }) {
  const { t, i18n } = useTranslation();
  if (override === null) return null;
  return (
    <Text size="sm">
      {t('interviewReports.overriddenTo', {
        band: t(`interviewReports.bands.${override.band}`),
        name: override.by_name ?? t('interviewReports.someone'),
        date: formatLongDate(override.at, toLocale(i18n.language)),
      })}{' '}
      <UserText>{override.reason}</UserText>
    </Text>
  );
}

function CriterionRow({
  criterion,
  active,
  onShow,
}: {
  criterion: CriterionReport;
  active: boolean;
  onShow: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} component="li">
      <Group gap="xs">
        <Text fw={600}>{t(`interviewReports.criteria.${criterion.criterion}`)}</Text>
        {criterion.band === null ? (
          <Badge variant="outline" color="gray" tt="none">
            {t('interviewReports.notApplicable')}
          </Badge>
        ) : (
          <BandBadge band={criterion.band} />
        )}
        {criterion.sentence_indices.length > 0 && (
          <Button variant={active ? 'light' : 'subtle'} size="compact-xs" onClick={onShow} aria-pressed={active}>
            {t('interviewReports.showEvidence', { criterion: t(`interviewReports.criteria.${criterion.criterion}`) })}
          </Button>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        {criterion.notes.map((note) => t(`interviewReports.notes.${note}`)).join(' · ')}
      </Text>
      <OverrideLine override={criterion.override} />
    </Stack>
  );
}

function AnswerCard({ report, answer }: { report: InterviewReport; answer: AnswerReport }) {
  const interviewId = report.interview_id;
  const { t } = useTranslation();
  const [shown, setShown] = useState<string | null>(
    answer.criteria.find((criterion) => criterion.sentence_indices.length > 0)?.criterion ?? null,
  );
  const highlighted = new Set(
    answer.criteria.find((criterion) => criterion.criterion === shown)?.sentence_indices ?? [],
  );
  const titleId = `question-${answer.question_id}`;
  return (
    <SectionCard id={titleId} title={t('interviewReports.questionTitle', { position: answer.position + 1 })}>
      <UserTextBlock fw={500}>{answer.question}</UserTextBlock>
      <Group gap="xs">
        <Text size="sm">{t('interviewReports.answerBand')}</Text>
        {answer.status === 'evaluated' || answer.status === 'insufficient_evidence' ? (
          <BandBadge band={answer.band} />
        ) : (
          <Badge variant="outline" color="gray" tt="none">
            {t(`interviewReports.status.${answer.status}`)}
          </Badge>
        )}
      </Group>
      {answer.insufficient_reason !== null && (
        <Text size="sm" c="dimmed">
          {t(`interviewReports.insufficientReasons.${answer.insufficient_reason}`)}
        </Text>
      )}
      <OverrideLine override={answer.override} />
      {answer.criteria.length > 0 && (
        <Stack
          component="ul"
          gap="sm"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('interviewReports.criteriaList')}
        >
          {answer.criteria.map((criterion) => (
            <CriterionRow
              key={criterion.criterion}
              criterion={criterion}
              active={shown === criterion.criterion}
              onShow={() => setShown(criterion.criterion)}
            />
          ))}
        </Stack>
      )}
      <AnswerSecondOpinion report={report} answer={answer} />
      <AnswerTranscript interviewId={interviewId} answer={answer} highlighted={highlighted} />
      {answer.skills_missing.length > 0 && (
        <Text size="sm">
          {t('interviewReports.skillsMissing', {
            skills: answer.skills_missing.map((skill) => skill.name).join(t('interviewReports.listSeparator')),
          })}
        </Text>
      )}
      {answer.gaps.length > 0 && (
        <Text size="sm" c="dimmed">
          {t('interviewReports.gaps', {
            gaps: answer.gaps
              .map((gap) => t(`interviewReports.notes.${gap.note}`))
              .join(t('interviewReports.listSeparator')),
          })}
        </Text>
      )}
    </SectionCard>
  );
}

const OVERALL = '';

/** A recruiter's band for any score, with a reason (decision 0084): the automatic one stays beside it. */
function OverrideForm({ report }: { report: InterviewReport }) {
  const { t } = useTranslation();
  const save = useOverrideScore(report.interview_id);
  const [question, setQuestion] = useState<string>(OVERALL);
  const [target, setTarget] = useState<OverrideTarget>('overall');
  const [band, setBand] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const ready = band !== null && reason.trim().length > 0;
  const targets = question === OVERALL ? (['overall'] as const) : OVERRIDE_TARGETS;
  return (
    <Stack
      component="form"
      gap="sm"
      aria-label={t('interviewReports.form.title')}
      onSubmit={(event) => {
        event.preventDefault();
        if (band === null) return;
        save.mutate(
          {
            criterion: target,
            band: band as EvaluationBand,
            reason: reason.trim(),
            ...(question === OVERALL ? {} : { question_id: question }),
          },
          {
            onSuccess: () => {
              showSuccess(t('interviewReports.form.saved'));
              setReason('');
            },
          },
        );
      }}
    >
      <Select
        label={t('interviewReports.form.question')}
        data={[
          { value: OVERALL, label: t('interviewReports.form.wholeInterview') },
          ...report.answers.map((answer) => ({
            value: answer.question_id,
            label: t('interviewReports.questionTitle', { position: answer.position + 1 }),
          })),
        ]}
        value={question}
        onChange={(next) => {
          setQuestion(next ?? OVERALL);
          setTarget('overall');
        }}
        allowDeselect={false}
      />
      <Select
        label={t('interviewReports.form.criterion')}
        data={targets.map((value) => ({ value, label: t(`interviewReports.criteria.${value}`) }))}
        value={target}
        onChange={(next) => setTarget(next ?? 'overall')}
        allowDeselect={false}
      />
      <Select
        label={t('interviewReports.form.band')}
        data={EVALUATION_BANDS.map((value) => ({ value, label: t(`interviewReports.bands.${value}`) }))}
        value={band}
        onChange={setBand}
        required
      />
      <Textarea
        label={t('interviewReports.form.reason')}
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        autosize
        minRows={2}
        maxLength={INTERVIEW_REASON_MAX_LENGTH}
        required
      />
      {save.isError && (
        <Alert color="red" role="alert">
          {t('interviewReports.form.failed')}
          {save.error.message ? ` ${save.error.message}` : ''}
        </Alert>
      )}
      <Button type="submit" loading={save.isPending} disabled={!ready} w="fit-content">
        {t('interviewReports.form.save')}
      </Button>
    </Stack>
  );
}

/** The report's body: the overall, each question with its evidence, the override form. */
export function InterviewReportView({ report }: { report: InterviewReport }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      {report.evaluation === 'pending' && (
        <Alert color="blue" role="status">
          {t('interviewReports.pending')}
        </Alert>
      )}
      {report.evaluation === 'not_completed' && (
        <Alert color="gray" role="status">
          {t('interviewReports.notCompleted')}
        </Alert>
      )}
      {report.human_review_requested_at !== null && (
        <Alert color="yellow" role="status">
          {t('interviewReports.reviewRequested')}
        </Alert>
      )}
      <SectionCard id="overall" title={t('interviewReports.overall')}>
        <Group gap="xs">
          {report.evaluation === 'ready' ? <BandBadge band={report.overall.band} /> : null}
          <Text size="sm" c="dimmed">
            {t('interviewReports.counts', {
              evaluated: report.overall.evaluated,
              insufficient: report.overall.insufficient,
            })}
          </Text>
        </Group>
        <OverrideLine override={report.overall.override} />
        {report.engine_version && (
          <Text size="xs" c="dimmed">
            {t('interviewReports.version', { version: report.engine_version })}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {t('interviewReports.neverInferred')}
        </Text>
        <SecondOpinionStatus report={report} />
      </SectionCard>
      {report.answers.map((answer) => (
        <AnswerCard key={answer.question_id} report={report} answer={answer} />
      ))}
      <IntegrityNotes report={report} />
      {report.evaluation === 'ready' && (
        <SectionCard id="override" title={t('interviewReports.form.title')}>
          <OverrideForm report={report} />
        </SectionCard>
      )}
      <InterviewHistory interviewId={report.interview_id} />
    </Stack>
  );
}
