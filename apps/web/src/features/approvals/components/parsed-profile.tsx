import { Alert, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { toLocale } from '@masar/shared/messages';
import { byLatestWork, currentTitleOf, type CandidateProfile } from '@masar/shared/profile';
import type { AccountDetail } from '@masar/shared/approvals';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/ui/section-card';
import { UserText, UserTextBlock } from '../../../components/ui/user-text';
import { formatMonthYear } from '../../../lib/dates';
import { degreeLine, formatRange } from '../../../lib/format-profile';
import { languageLevelOf, languageName } from '../../../lib/names';

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={6}>
      <Title order={3} fz="sm" c="dimmed">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** One entry: a first line in bold, then lines of detail, each isolated in its own direction. */
function Entry({ heading, lines }: { heading: ReactNode; lines: (ReactNode | null)[] }) {
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600}>
        {heading}
      </Text>
      {lines
        .filter((line) => line !== null)
        .map((line, index) => (
          <Text key={index} size="sm" c="dimmed" component="div">
            {line}
          </Text>
        ))}
    </Stack>
  );
}

function ProfileContent({ profile }: { profile: CandidateProfile }) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const labels = { present: t('profile.present'), invalid: t('dates.invalid') };
  const month = (value: string | null) =>
    value === null ? null : (formatMonthYear(value, locale) ?? t('dates.invalid'));
  const title = currentTitleOf(profile);
  // The latest job first, by its dates: a resume may list its oldest job first.
  const work = Object.entries(profile.work_history_detailed)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([, entry]) => entry)
    .sort(byLatestWork);
  const summary = profile.summary?.trim() ?? '';
  const empty =
    title === null &&
    summary === '' &&
    work.length === 0 &&
    profile.education.length === 0 &&
    profile.skills.length === 0 &&
    profile.certifications.length === 0 &&
    profile.languages.length === 0;
  if (empty) {
    return (
      <Text size="sm" c="dimmed">
        {t('approvals.profileEmpty')}
      </Text>
    );
  }
  return (
    <Stack gap="md">
      {title !== null && (
        <Part title={t('approvals.currentTitle')}>
          <Text fw={600}>
            <UserText>{title}</UserText>
          </Text>
        </Part>
      )}
      {summary !== '' && (
        <Part title={t('profile.summary')}>
          <UserTextBlock size="sm" style={{ whiteSpace: 'pre-line' }}>
            {summary}
          </UserTextBlock>
        </Part>
      )}
      {work.length > 0 && (
        <Part title={t('profile.work')}>
          {work.map((entry, index) => (
            <Entry
              key={index}
              heading={entry.job_title === null ? t('profile.untitledJob') : <UserText>{entry.job_title}</UserText>}
              lines={[
                entry.organization === null ? null : <UserText>{entry.organization}</UserText>,
                formatRange(entry.start, entry.end, entry.currently_working, locale, labels),
              ]}
            />
          ))}
        </Part>
      )}
      {profile.education.length > 0 && (
        <Part title={t('profile.education')}>
          {profile.education.map((entry, index) => {
            const expected = entry.end === null && entry.expected_end !== null;
            const range = formatRange(entry.start, expected ? entry.expected_end : entry.end, false, locale, labels);
            return (
              <Entry
                key={index}
                heading={<UserText>{degreeLine(entry.degree_title, entry.field, locale)}</UserText>}
                lines={[
                  entry.institution === null ? null : <UserText>{entry.institution}</UserText>,
                  range === null ? null : expected ? t('profile.expectedRange', { range }) : range,
                ]}
              />
            );
          })}
        </Part>
      )}
      {profile.skills.length > 0 && (
        <Part title={t('profile.skills')}>
          <Group gap={6}>
            {profile.skills.map((skill, index) => (
              <Badge key={index} variant="light" color="gray" tt="none">
                <UserText>{skill.name}</UserText>
              </Badge>
            ))}
          </Group>
        </Part>
      )}
      {profile.certifications.length > 0 && (
        <Part title={t('profile.certifications')}>
          {profile.certifications.map((entry, index) => {
            const issued = month(entry.issue_date);
            return (
              <Entry
                key={index}
                heading={<UserText>{entry.name}</UserText>}
                lines={[
                  entry.issuer === null ? null : <UserText>{entry.issuer}</UserText>,
                  issued === null ? null : t('profile.issuedOn', { date: issued }),
                ]}
              />
            );
          })}
        </Part>
      )}
      {profile.languages.length > 0 && (
        <Part title={t('profile.languages')}>
          {profile.languages.map((language, index) => {
            const level = language.level === null ? null : languageLevelOf(language.level);
            return (
              <Text key={index} size="sm">
                <UserText>{languageName(language.name, locale)}</UserText>
                {language.level !== null && (
                  <Text span c="dimmed">
                    {' · '}
                    {level === null ? <UserText>{language.level}</UserText> : t(`profile.languageLevels.${level}`)}
                  </Text>
                )}
              </Text>
            );
          })}
        </Part>
      )}
    </Stack>
  );
}

interface ParsedProfileProps {
  status: AccountDetail['profile_status'];
  profile: AccountDetail['upload_response'];
}

/**
 * The profile read from the candidate's resume, as the candidate sees it, read-only: what the admin decides
 * on. While the resume is read, or when it could not be, it says so instead.
 */
export function ParsedProfile({ status, profile }: ParsedProfileProps) {
  const { t } = useTranslation();
  return (
    <SectionCard id="review-profile" title={t('approvals.profileTitle')}>
      {status === 'failed' && (
        <Alert variant="light" color="orange">
          {t('approvals.profileFailed')}
        </Alert>
      )}
      {status === 'in_progress' ? (
        <Text size="sm" c="dimmed">
          {t('approvals.profileReading')}
        </Text>
      ) : profile === null ? (
        status !== 'failed' && (
          <Text size="sm" c="dimmed">
            {t('approvals.profileNone')}
          </Text>
        )
      ) : (
        <ProfileContent profile={profile} />
      )}
    </SectionCard>
  );
}
