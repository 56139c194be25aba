import { Anchor, Badge, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { RecruiterCandidateProfile } from '@masar/shared/job-candidates';
import { toLocale } from '@masar/shared/messages';
import { IconSend } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SectionCard } from '../../../components/ui/section-card';
import { UserText, UserTextBlock } from '../../../components/ui/user-text';
import { formatMonthYear } from '../../../lib/dates';
import { formatPercent } from '../../../lib/format-number';
import { showSuccess } from '../../../lib/notify';
import { usePokeCandidates } from '../api/poke-candidates';
import { CandidateContact } from './candidate-contact';
import { CandidateMatchDetails } from './candidate-match-details';
import { CandidateStar } from './candidate-star';
import { PokeStateBadge } from './poke-state-badge';

function Section({ id, title, empty, children }: { id: string; title: string; empty: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <SectionCard id={id} title={title}>
      {empty ? (
        <Text size="sm" c="dimmed">
          {t('recruiterCandidates.nothing')}
        </Text>
      ) : (
        children
      )}
    </SectionCard>
  );
}

/** Spec §2 /recruiter/candidates/{id}: the profile as a recruiter may read it, its matches to the company's jobs, star and invitations. */
export function CandidateProfileView({
  profile,
  focusJobId,
  afterHeader,
}: {
  profile: RecruiterCandidateProfile;
  focusJobId: string | null;
  /** What the page puts under the candidate's header (the AI interview's start, another feature's). */
  afterHeader?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const poke = usePokeCandidates();
  const pokeOf = new Map(profile.pokes.map((entry) => [entry.job_id, entry]));
  const applied = new Set(profile.applications.map((entry) => entry.job_id));
  const matches = [...profile.matches].sort(
    (a, b) => Number(b.job_id === focusJobId) - Number(a.job_id === focusJobId),
  );
  const period = (start: string | null, end: string | null, current: boolean) =>
    [formatMonthYear(start, locale), current ? t('recruiterCandidates.present') : formatMonthYear(end, locale)]
      .filter((part) => part !== null)
      .join(' – ');

  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="candidate-name">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Title order={2} fz="xl" id="candidate-name">
              <UserText>{profile.name}</UserText>
            </Title>
            {(profile.headline !== null || profile.location !== null) && (
              <Text c="dimmed">
                <UserText>{[profile.headline, profile.location].filter((part) => part !== null).join(' · ')}</UserText>
              </Text>
            )}
            <Group gap="xs">
              {profile.availability.map((option) => (
                <Badge key={option} variant="light" tt="none">
                  {option === 'online' || option === 'on_site'
                    ? t(`jobCandidates.availabilityOptions.${option}`)
                    : option}
                </Badge>
              ))}
            </Group>
            <CandidateContact contact={profile.contact} />
            {/* Issue #12: the candidate's assessment and interview results for the company's jobs, where they are kept. */}
            <Group gap="md" role="group" aria-label={t('recruiterCandidates.resultsLinks')}>
              <Anchor component={Link} to={`/recruiter/assessments?q=${encodeURIComponent(profile.name)}`} size="sm">
                {t('recruiterCandidates.assessmentResults')}
              </Anchor>
              <Anchor component={Link} to={`/recruiter/interviews?candidate=${profile.candidate_id}`} size="sm">
                {t('recruiterCandidates.interviews')}
              </Anchor>
            </Group>
          </Stack>
          <CandidateStar candidateId={profile.candidate_id} name={profile.name} starred={profile.is_favorite} />
        </Group>
      </Paper>

      {afterHeader}

      <SectionCard id="candidate-matches" title={t('recruiterCandidates.matches')}>
        {matches.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('recruiterCandidates.noMatches')}
          </Text>
        ) : (
          <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
            {matches.map((match) => {
              const invitation = pokeOf.get(match.job_id);
              return (
                <Paper component="li" key={match.job_id} withBorder radius="md" p="md" aria-label={match.job_title}>
                  <Stack gap="xs">
                    <Group justify="space-between" gap="xs">
                      <Anchor component={Link} to={`/recruiter/jobs/${match.job_id}`} fw={600}>
                        <UserText>{match.job_title}</UserText>
                      </Anchor>
                      <Badge size="lg" variant="light">
                        {t('jobCandidates.matchLabel', { percent: formatPercent(match.match_percentage, locale) })}
                      </Badge>
                    </Group>
                    <Group gap="xs">
                      {applied.has(match.job_id) && <Badge color="grape">{t('jobCandidates.applied')}</Badge>}
                      {invitation !== undefined ? (
                        <PokeStateBadge poke={invitation} />
                      ) : (
                        <Button
                          size="compact-sm"
                          variant="light"
                          leftSection={<IconSend size={14} aria-hidden />}
                          loading={poke.isPending && poke.variables.job_id === match.job_id}
                          onClick={() =>
                            poke.mutate(
                              { job_id: match.job_id, candidate_ids: [profile.candidate_id] },
                              { onSuccess: ({ message }) => message !== undefined && showSuccess(message) },
                            )
                          }
                        >
                          {t('recruiterCandidates.pokeJob', { job: match.job_title })}
                        </Button>
                      )}
                    </Group>
                    <CandidateMatchDetails matched={match.matched} gap={match.gap} reasons={match.reasons} />
                  </Stack>
                </Paper>
              );
            })}
          </Stack>
        )}
      </SectionCard>

      <Section
        id="candidate-summary"
        title={t('recruiterCandidates.summary')}
        empty={profile.summary === null || profile.summary === ''}
      >
        <UserTextBlock size="sm">{profile.summary}</UserTextBlock>
      </Section>
      <Section
        id="candidate-work"
        title={t('recruiterCandidates.workHistory')}
        empty={profile.work_history.length === 0}
      >
        <Stack gap="sm">
          {profile.work_history.map((entry, index) => (
            <Stack key={index} gap={2}>
              <Text fw={600} size="sm">
                <UserText>{[entry.job_title, entry.organization].filter((part) => part !== null).join(' · ')}</UserText>
              </Text>
              <Text size="xs" c="dimmed">
                {period(entry.start, entry.end, entry.currently_working)}
              </Text>
              {entry.details !== '' && (
                <UserTextBlock size="sm" style={{ whiteSpace: 'pre-line' }}>
                  {entry.details}
                </UserTextBlock>
              )}
            </Stack>
          ))}
        </Stack>
      </Section>
      <Section
        id="candidate-education"
        title={t('recruiterCandidates.education')}
        empty={profile.education.length === 0}
      >
        <List size="sm" spacing={4}>
          {profile.education.map((entry, index) => (
            <List.Item key={index}>
              <UserText>
                {[entry.degree_title, entry.field, entry.institution, formatMonthYear(entry.end, locale)]
                  .filter((part) => part !== null)
                  .join(' · ')}
              </UserText>
            </List.Item>
          ))}
        </List>
      </Section>
      <Section id="candidate-skills" title={t('recruiterCandidates.skills')} empty={profile.skills.length === 0}>
        <Group gap={6}>
          {profile.skills.map((skill) => (
            <Badge key={skill} variant="light" tt="none">
              <UserText>{skill}</UserText>
            </Badge>
          ))}
        </Group>
      </Section>
      {profile.certifications.length > 0 && (
        <Section id="candidate-certifications" title={t('recruiterCandidates.certifications')} empty={false}>
          <List size="sm" spacing={4}>
            {profile.certifications.map((entry, index) => (
              <List.Item key={index}>
                <UserText>{[entry.name, entry.issuer].filter((part) => part !== null).join(' · ')}</UserText>
              </List.Item>
            ))}
          </List>
        </Section>
      )}
      {profile.languages.length > 0 && (
        <Section id="candidate-languages" title={t('recruiterCandidates.languages')} empty={false}>
          <Text size="sm">
            <UserText>
              {profile.languages
                .map((entry) => [entry.name, entry.level].filter((part) => part !== null).join(' – '))
                .join(', ')}
            </UserText>
          </Text>
        </Section>
      )}
    </Stack>
  );
}
