import { Alert, Badge, Collapse, Group, List, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import type { ApplicantAnswers, PrescreeningAnswer } from '@masar/shared/prescreening';
import { IconAlertTriangle, IconCheck, IconChevronDown } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatList } from '../../../lib/format-list';
import { formatCount } from '../../../lib/format-number';
import { answerValueText } from './answer-value';
import { ChatTranscript } from './chat-transcript';
import { toLocale } from '@masar/shared/messages';
import { useApplicantAnswers } from '../api/applicant-answers';

/** What the question wanted, in words: the rule the answer was marked against. */
function Wanted({ answer }: { answer: PrescreeningAnswer }) {
  const { t, i18n } = useTranslation();
  const { question } = answer;
  const text =
    question.kind === 'yes_no'
      ? t('prescreening.wantedAnswer', { answer: t(question.required_answer ? 'prescreening.yes' : 'prescreening.no') })
      : question.kind === 'number' && question.min !== null
        ? t('prescreening.wantedMin', { min: formatCount(question.min, toLocale(i18n.language)) })
        : question.kind === 'multiple_choice'
          ? t('prescreening.wantedOptions', { options: formatList(question.accepted, toLocale(i18n.language)) })
          : null;
  return text === null ? null : (
    <Text size="xs" c="dimmed" dir="auto">
      {text}
    </Text>
  );
}

/** One applicant's answers in question order, knock-outs flagged in words and colour. */
export function AnswersList({ applicant }: { applicant: ApplicantAnswers }) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  return (
    <List spacing="sm" listStyleType="none" p={0} m={0}>
      {applicant.answers.map((answer) => (
        <List.Item key={answer.question.id}>
          <Stack gap={2}>
            <Text size="sm" fw={500} dir="auto">
              {answer.question.question}
            </Text>
            <Group gap="xs">
              <Text size="sm" dir="auto">
                {answer.unclear !== null
                  ? t('chatPrescreen.unclearAnswer', { reply: answer.unclear })
                  : answer.value === null
                    ? t('prescreening.blank')
                    : answerValueText(answer.value, t, locale)}
              </Text>
              {answer.unclear !== null && (
                <Badge color="gray" variant="light">
                  {t('chatPrescreen.unclearBadge')}
                </Badge>
              )}
              {answer.knocked_out && (
                <Badge color="orange" variant="light" leftSection={<IconAlertTriangle size={14} aria-hidden />}>
                  {t('prescreening.knockOut')}
                </Badge>
              )}
            </Group>
            <Wanted answer={answer} />
          </Stack>
        </List.Item>
      ))}
    </List>
  );
}

/** The knock-out count beside an application on the job's candidates list, opening to the answers. */
export function ApplicantAnswersSummary({ jobId, candidateId }: { jobId: string; candidateId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const answers = useApplicantAnswers(jobId);
  const applicant = answers.data?.find((entry) => entry.candidate_id === candidateId);
  if (applicant === undefined) return null;
  const panelId = `prescreening-answers-${candidateId}`;
  return (
    <Stack gap="xs">
      <UnstyledButton onClick={() => setOpen((value) => !value)} aria-expanded={open} aria-controls={panelId} mih={44}>
        <Group gap="xs">
          {applicant.knock_outs > 0 ? (
            <Badge color="orange" leftSection={<IconAlertTriangle size={14} aria-hidden />}>
              {t('prescreening.knockOuts', { count: applicant.knock_outs })}
            </Badge>
          ) : (
            <Badge color="teal" leftSection={<IconCheck size={14} aria-hidden />}>
              {t('prescreening.noKnockOuts')}
            </Badge>
          )}
          <Text size="sm" c="blue.8">
            {t(open ? 'prescreening.hideAnswers' : 'prescreening.showAnswers')}
          </Text>
          <IconChevronDown size={16} aria-hidden style={{ transform: open ? 'rotate(180deg)' : undefined }} />
        </Group>
      </UnstyledButton>
      <Collapse expanded={open} id={panelId}>
        <Stack gap="md">
          <AnswersList applicant={applicant} />
          {open && <ChatTranscript jobId={jobId} candidateId={candidateId} />}
        </Stack>
      </Collapse>
    </Stack>
  );
}

/** A candidate's answers for one job, on their profile (reached from that job's list: ?job=). */
export function ApplicantAnswersCard({ jobId, candidateId }: { jobId: string; candidateId: string }) {
  const { t } = useTranslation();
  const answers = useApplicantAnswers(jobId, candidateId);
  const applicant = answers.data?.[0];
  if (applicant === undefined) return null;
  return (
    <Paper component="section" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} aria-labelledby="prescreening-answers-title">
      <Stack gap="sm">
        <Text component="h2" fw={600} fz="lg" id="prescreening-answers-title" m={0}>
          {t('prescreening.answersTitle')}
        </Text>
        <Alert variant="light" color="blue" role="note">
          {t('prescreening.noAutoRejectRecruiter')}
        </Alert>
        {applicant.knock_outs > 0 && (
          <Text size="sm" c="orange.9">
            {t('prescreening.knockOuts', { count: applicant.knock_outs })}
          </Text>
        )}
        <AnswersList applicant={applicant} />
        <ChatTranscript jobId={jobId} candidateId={candidateId} />
      </Stack>
    </Paper>
  );
}
