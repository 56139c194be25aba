import { List, Loader, Text } from '@mantine/core';
import { toLocale } from '@masar/shared/messages';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/ui/section-card';
import { UserText } from '../../../components/ui/user-text';
import { formatDateTime } from '../../../lib/dates';
import { useInterviewHistory } from '../api/interview-report';

/** Every move of the interview, oldest first: overrides sit here with their reason beside the other moves. */
export function InterviewHistory({ interviewId }: { interviewId: string }) {
  const { t, i18n } = useTranslation();
  const history = useInterviewHistory(interviewId);
  return (
    <SectionCard id="interview-history" title={t('interviewReports.history.title')}>
      {history.isError ? (
        <Text size="sm" c="red" role="alert">
          {t('interviewReports.history.failed')}
        </Text>
      ) : history.data === undefined ? (
        <Loader size="xs" aria-label={t('interviewReports.history.title')} />
      ) : (
        <List spacing="xs" size="sm" aria-label={t('interviewReports.history.title')}>
          {history.data.history.map((entry, index) => (
            <List.Item key={`${entry.at}-${index}`}>
              {t(`interviewReports.history.actions.${entry.action}`)}
              {' · '}
              {entry.by_name ?? t(`interviewReports.history.actors.${entry.actor}`)}
              {' · '}
              {formatDateTime(entry.at, toLocale(i18n.language))}
              {entry.reason !== null && (
                <>
                  {' · '}
                  <UserText>{entry.reason}</UserText>
                </>
              )}
            </List.Item>
          ))}
        </List>
      )}
    </SectionCard>
  );
}
