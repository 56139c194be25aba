import { Badge, Group, List, Stack, Text } from '@mantine/core';
import { matchPercent, type GapSkill, type MatchedSkill } from '@masar/shared/matching';
import { toLocale } from '@masar/shared/messages';
import { IconPoint } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../../../lib/format-number';

/** One accent for scores, as the candidate side shows them; a weak match is plain grey. */
function scoreColor(percent: number): string {
  if (percent >= 70) return 'teal';
  if (percent >= 40) return 'blue';
  return 'gray';
}

/** The match as people see it, round(score × 100) %. */
export function ScoreBadge({ score }: { score: number }) {
  const { t, i18n } = useTranslation();
  const percent = matchPercent(score);
  const formatted = formatPercent(percent, toLocale(i18n.language));
  return (
    <Badge size="lg" variant="light" color={scoreColor(percent)} aria-label={t('employees.matchLabel', { percent: formatted })} style={{ flexShrink: 0 }}>
      {formatted}
    </Badge>
  );
}

/** Must-haves first, then by how much the job needs the skill. */
const byNeed = (a: GapSkill, b: GapSkill) => Number(b.required) - Number(a.required) || b.importance - a.importance;

/** The skills held and the skills to gain (must-haves marked), as the candidate's match shows them. */
export function SkillsHeldAndMissing({ matched, gaps }: { matched: readonly MatchedSkill[]; gaps: readonly GapSkill[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <Group gap={6} wrap="wrap">
        <Text size="sm" fw={600} component="span">
          {t('employees.matchedSkills', { count: matched.length })}
        </Text>
        {matched.map((skill) => (
          <Badge key={skill.id} variant="light" color="teal" tt="none">
            {skill.name}
          </Badge>
        ))}
      </Group>
      <Group gap={6} wrap="wrap">
        <Text size="sm" fw={600} component="span">
          {t('employees.gaps', { count: gaps.length })}
        </Text>
        {gaps.length === 0 && (
          <Text size="sm" c="dimmed" component="span">
            {t('employees.noGaps')}
          </Text>
        )}
        {[...gaps].sort(byNeed).map((skill) => (
          <Badge key={skill.id} variant="outline" color={skill.required ? 'orange' : 'gray'} tt="none">
            {skill.required ? t('employees.mustHave', { skill: skill.name }) : skill.name}
          </Badge>
        ))}
      </Group>
    </Stack>
  );
}

export function ReasonList({ reasons }: { reasons: readonly string[] }) {
  if (reasons.length === 0) return null;
  return (
    <List spacing={2} size="sm" icon={<IconPoint size={16} aria-hidden />}>
      {reasons.map((reason) => (
        <List.Item key={reason}>{reason}</List.Item>
      ))}
    </List>
  );
}
