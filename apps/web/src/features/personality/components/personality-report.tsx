import { Alert, Badge, Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  rawScoreInRange,
  type AssessmentSummary,
  type PersonalityDomainKey,
  type PersonalityResult,
} from '@masar/shared/personality';
import { fillWords, PERSONALITY_REPORT_WORDS, type PersonalityReportWords } from '@masar/shared/personality-words';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '../../../lib/dates';
import { toLocale } from '@masar/shared/messages';

/** The four traits shown as bars; neuroticism is shown apart, turned round as emotional stability. */
const BAR_DOMAINS = ['O', 'C', 'E', 'A'] as const satisfies readonly PersonalityDomainKey[];
type Level = 'low' | 'average' | 'high';
const TYPE_LETTERS = ['E', 'I', 'N', 'S', 'F', 'T', 'J', 'P', 'X'] as const;
type TypeLetter = (typeof TYPE_LETTERS)[number];
const isTypeLetter = (letter: string): letter is TypeLetter => (TYPE_LETTERS as readonly string[]).includes(letter);
const LEVEL_COLOR: Record<Level, string> = { low: 'orange', average: 'blue', high: 'teal' };

type DomainScore = PersonalityResult['domains'][number];
type Facets = DomainScore['facets'];
/** Who reads the report: the candidate is spoken to, the company's recruiters read about the candidate. */
export type ReportAudience = 'candidate' | 'recruiter';

const domainScore = (result: PersonalityResult, domain: PersonalityDomainKey): DomainScore =>
  result.domains.find((entry) => entry.domain === domain)!;

/** The report's words in the page's language (shared with the PDF, decision 0064). */
export function useReportWords(): PersonalityReportWords {
  const { i18n } = useTranslation();
  return PERSONALITY_REPORT_WORDS[toLocale(i18n.language)];
}

/** The facets scored: those with at least 3 answered questions (a few in the short scale, most in the full one). */
function FacetList({ domain, facets }: { domain: PersonalityDomainKey; facets: Facets }) {
  const words = useReportWords();
  if (facets.length === 0) return null;
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {words.report.facetsHeading}
      </Text>
      {domain === 'N' && (
        <Text size="xs" c="dimmed">
          {words.report.facetsNoteN}
        </Text>
      )}
      <Stack component="ul" gap={2} m={0} ps="md">
        {facets.map((facet) => (
          <Text component="li" size="sm" key={facet.facet}>
            {words.facet[domain][facet.facet]}: {fillWords(words.report.score, { percent: facet.percentile })}
          </Text>
        ))}
      </Stack>
    </Stack>
  );
}

function TraitBar({
  domain,
  percentile,
  level,
  raw,
  facets,
  audience,
}: {
  domain: PersonalityDomainKey;
  percentile: number;
  level: Level;
  raw: ReturnType<typeof rawScoreInRange>;
  facets: Facets;
  audience: ReportAudience;
}) {
  const words = useReportWords();
  const titleId = `trait-${domain}`;
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="baseline">
          <Title order={3} size="h4" id={titleId}>
            {words.domain[domain].title}
          </Title>
          <Badge color={LEVEL_COLOR[level]} variant="light" tt="none">
            {words.report.level[level]}
          </Badge>
        </Group>
        <Progress
          value={percentile}
          size="lg"
          color={LEVEL_COLOR[level]}
          aria-label={words.domain[domain].title}
          aria-valuetext={fillWords(words.report.score, { percent: percentile })}
        />
        <Text size="sm" fw={600}>
          {fillWords(words.report.score, { percent: percentile })}
        </Text>
        <Text size="xs" c="dimmed">
          {fillWords(words.report.raw, raw)}
        </Text>
        <Text size="sm" c="dimmed">
          {domain === 'N' && audience === 'recruiter'
            ? words.report.stabilityMeaningForRecruiter
            : words.domain[domain].meaning}
        </Text>
        <Text size="sm">
          <Text span fw={600}>
            {words.report.atWork}:{' '}
          </Text>
          {(audience === 'recruiter' ? words.workForRecruiter : words.work)[domain][level]}
        </Text>
        <FacetList domain={domain} facets={facets} />
      </Stack>
    </Paper>
  );
}

/** A personality result as the candidate and the company's recruiters read it (issue #14, decision 0060). */
export function PersonalityReport({ summary, audience }: { summary: AssessmentSummary; audience: ReportAudience }) {
  const { i18n } = useTranslation();
  const words = useReportWords();
  const { result } = summary;
  const neuroticism = domainScore(result, 'N');
  const completed = formatLongDate(summary.completed_at ?? summary.short_scale_completed_at, toLocale(i18n.language));
  return (
    <Stack gap="lg">
      {result.scale === 'short' ? (
        <Alert color="yellow" icon={<IconInfoCircle aria-hidden />}>
          {words.report.shortCaveat}
        </Alert>
      ) : (
        <Text size="sm" c="dimmed">
          {words.report.fullNote}
        </Text>
      )}
      {completed !== null && (
        <Text size="sm" c="dimmed">
          {fillWords(words.report.answered, { date: completed })}
        </Text>
      )}
      <Paper component="section" withBorder radius="md" p="md" aria-labelledby="personality-type">
        <Stack gap="xs">
          <Title order={2} size="h3" id="personality-type">
            {words.report.typeHeading}
          </Title>
          {/* The letters are Latin in both languages: they run left to right, placed at the reading start. */}
          <Text fz={36} fw={700} aria-label={result.type.split('').join(' ')}>
            <bdi dir="ltr">{result.type}</bdi>
          </Text>
          <Stack component="ul" gap={4} m={0} ps="md">
            {result.type
              .split('')
              .filter(isTypeLetter)
              .map((letter, index) => (
                <Text component="li" size="sm" key={index}>
                  {words.letter[letter]}
                </Text>
              ))}
          </Stack>
          <Text size="xs" c="dimmed">
            {words.report.typeNote}
          </Text>
        </Stack>
      </Paper>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {audience === 'recruiter' ? words.report.domainsHeadingForRecruiter : words.report.domainsHeading}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {BAR_DOMAINS.map((domain) => {
            const score = domainScore(result, domain);
            return (
              <TraitBar
                key={domain}
                domain={domain}
                percentile={score.percentile}
                level={score.level}
                raw={rawScoreInRange(score)}
                facets={score.facets}
                audience={audience}
              />
            );
          })}
        </SimpleGrid>
      </Stack>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {words.report.stabilityHeading}
        </Title>
        <Text size="sm" c="dimmed">
          {words.report.stabilityNote}
        </Text>
        <TraitBar
          domain="N"
          percentile={result.emotionalStability.percentile}
          level={result.emotionalStability.level}
          raw={rawScoreInRange(neuroticism, true)}
          facets={neuroticism.facets}
          audience={audience}
        />
      </Stack>
      <Text size="xs" c="dimmed">
        {words.report.normsNote}
      </Text>
    </Stack>
  );
}
