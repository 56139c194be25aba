import { List, Text } from '@mantine/core';
import type { InterviewReport } from '@masar/shared/interview-reports';
import { toLocale } from '@masar/shared/messages';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/ui/section-card';
import { formatDateTime } from '../../../lib/dates';

/** What the room noted (a hidden tab, a long silence): shown for the recruiter to weigh, never scored (decision 0083). */
export function IntegrityNotes({ report }: { report: InterviewReport }) {
  const { t, i18n } = useTranslation();
  const positionOf = new Map(report.answers.map((answer) => [answer.question_id, answer.position + 1]));
  return (
    <SectionCard
      id="integrity-notes"
      title={t('interviewReports.integrity.title')}
      description={t('interviewReports.integrity.neverScored')}
    >
      {report.integrity_notes.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('interviewReports.integrity.none')}
        </Text>
      ) : (
        <List spacing="xs" size="sm">
          {report.integrity_notes.map((note, index) => {
            const position = note.question_id === null ? undefined : positionOf.get(note.question_id);
            return (
              <List.Item key={`${note.at}-${index}`}>
                {t(`interviewReports.integrity.kinds.${note.kind}`, { seconds: Math.round(note.seconds) })}
                {' · '}
                {position === undefined
                  ? t('interviewReports.integrity.noQuestion')
                  : t('interviewReports.questionTitle', { position })}
                {' · '}
                {formatDateTime(note.at, toLocale(i18n.language))}
              </List.Item>
            );
          })}
        </List>
      )}
    </SectionCard>
  );
}
