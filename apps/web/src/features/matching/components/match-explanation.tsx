import { Accordion, Badge, Group, List, Progress, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { matchPercent, type GapSkill, type SkillGap } from '@masar/shared/matching';
import { IconCheck, IconPoint } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { scoreColor } from './match-score';
import { SectionCard } from '../../../components/ui/section-card';
import { UserText } from '../../../components/ui/user-text';
import { toLocale } from '@masar/shared/messages';
import { formatPercent } from '../../../lib/format-number';

const COMPONENT_ORDER = ['skills', 'title', 'experience', 'education', 'interest'] as const;

/** One column of skills, or what to say when it is empty. */
function SkillColumn({
  id,
  title,
  emptyText,
  children,
}: {
  id: string;
  title: string;
  emptyText: string | null;
  children: ReactNode;
}) {
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Title order={3} fz="md" id={id}>
        {title}
      </Title>
      {emptyText === null ? (
        children
      ) : (
        <Text size="sm" c="dimmed">
          {emptyText}
        </Text>
      )}
    </Stack>
  );
}

/** Must-haves first, then by how much the job needs the skill. */
function byNeed(a: GapSkill, b: GapSkill): number {
  return Number(b.required) - Number(a.required) || b.importance - a.importance;
}

/**
 * Spec §3 job_match and job_gap: why the score is what it is, what the candidate has for the job and what they
 * lack. A skill is held, or to gain — "partly, through" a related skill of theirs when that counts in part, as
 * the career path says it (docs/decisions/0026-partial-credit-is-a-gap.md).
 */
export function MatchExplanation({ gap }: { gap: SkillGap }) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language);
  const matched = gap.matching_data.matched;
  const missing = [...gap.matching_data.gap].sort(byNeed);
  const components = COMPONENT_ORDER.flatMap((name) => {
    const value = gap.components[name];
    return value === null ? [] : [{ name, percent: matchPercent(value) }];
  });

  return (
    <SectionCard id="your-match" title={t('matching.yourMatch')}>
      <Stack gap="xs">
        <Text fw={600}>{t('matching.why')}</Text>
        {gap.reasons.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('matching.noReasons')}
          </Text>
        ) : (
          <List spacing={4} size="sm" icon={<IconPoint size={16} aria-hidden />}>
            {gap.reasons.map((reason) => (
              <List.Item key={reason}>{reason}</List.Item>
            ))}
          </List>
        )}
      </Stack>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <SkillColumn
          id="skills-matched"
          title={t('matching.matchedSkills', { count: matched.length })}
          emptyText={matched.length === 0 ? t('matching.noMatchedSkills') : null}
        >
          <List
            spacing={6}
            size="sm"
            center
            icon={
              <ThemeIcon size={20} radius="xl" color="teal" variant="light">
                <IconCheck size={14} aria-hidden />
              </ThemeIcon>
            }
          >
            {matched.map((skill) => (
              <List.Item key={skill.id}>
                <Text span size="sm" fw={500}>
                  <UserText>{skill.name}</UserText>
                </Text>
              </List.Item>
            ))}
          </List>
        </SkillColumn>
        <SkillColumn
          id="skills-missing"
          title={t('matching.gaps', { count: missing.length })}
          emptyText={missing.length === 0 ? t('matching.noGaps') : null}
        >
          <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {missing.map((skill) => (
              <Group key={skill.id} component="li" gap="xs" wrap="nowrap">
                <Text size="sm" fw={500}>
                  <UserText>{skill.name}</UserText>
                </Text>
                {skill.via !== null && (
                  <Text size="sm" c="dimmed">
                    {t('matching.partly', { skill: skill.via })}
                  </Text>
                )}
                {skill.required && (
                  <Badge size="sm" color="orange" variant="light" tt="none">
                    {t('matching.mustHave')}
                  </Badge>
                )}
              </Group>
            ))}
          </Stack>
        </SkillColumn>
      </SimpleGrid>

      {components.length > 0 && (
        <Accordion variant="contained" radius="md">
          <Accordion.Item value="how">
            <Accordion.Control>{t('matching.howWorkedOut')}</Accordion.Control>
            <Accordion.Panel>
              <Stack gap="sm">
                <Text size="sm" c="dimmed">
                  {t('matching.howWorkedOutBody')}
                </Text>
                {components.map(({ name, percent }) => (
                  <Stack key={name} gap={4}>
                    <Group justify="space-between">
                      <Text size="sm">{t(`matching.component.${name}`)}</Text>
                      <Text size="sm" fw={600}>
                        {formatPercent(percent, locale)}
                      </Text>
                    </Group>
                    <Progress
                      value={percent}
                      color={scoreColor(percent).split('.')[0]}
                      aria-label={t(`matching.component.${name}`)}
                    />
                  </Stack>
                ))}
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
      )}
    </SectionCard>
  );
}
