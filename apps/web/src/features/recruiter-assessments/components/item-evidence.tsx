import { Badge, Group, List, Stack, Text } from '@mantine/core';
import type { AssessmentResult, SkillsAssessmentKind } from '@masar/shared/assessments';
import { useTranslation } from 'react-i18next';
import { UserText, UserTextBlock } from '../../../components/ui/user-text';
import { Recording } from './recording';
import { SecondOpinionFindings } from './second-opinion';

/** The parts of the engine's stored result the report reads (decisions 0067, 0068); the rest stays unread. */
interface Stored {
  objective?: { sections: Record<string, { items: { id: string; correct: boolean }[] }> };
  writing?: { itemId: string; result: { band: string; evidence: string[]; errors: unknown[] } }[];
  speaking?: { itemId: string; band: string; rubric: { evidence: string[] } }[];
  parts?: Record<
    string,
    {
      labels?: { itemId: string; answer: string | null; gold: string; correct: boolean }[];
      spanMatches?: {
        itemId: string;
        matches: { gold: Span | null; candidate: Span | null; credit: number }[];
      }[];
      rankings?: { itemId: string; tau: number | null }[];
      corrections?: { itemId: string; flawsFixed: number; flaws: unknown[]; improvement: number }[];
    }
  >;
}
interface Span {
  start: number;
  end: number;
  label: string;
}

export interface ReportItem {
  id: string;
  section: string;
  question: Record<string, unknown>;
}

const round = (value: number) => Math.round(value * 100) / 100;
/** A text field of an item's question, or nothing: the questions are the bank's, typed loosely on the wire. */
const textOf = (...values: unknown[]) => values.find((value): value is string => typeof value === 'string') ?? '';

/** A saved answer as the candidate gave it: an option, a text, spans of the item's text, an order, a recording. */
function GivenAnswer({
  item,
  answer,
  kind,
  userId,
}: {
  item: ReportItem;
  answer: unknown;
  kind: SkillsAssessmentKind;
  userId: string;
}) {
  const { t } = useTranslation();
  if (answer === undefined) return <Text c="dimmed">{t('recruiterAssessments.report.noAnswer')}</Text>;
  if (typeof answer === 'string') {
    const options = item.question.options as { id: string; text: string }[] | undefined;
    const option = options?.find((entry) => entry.id === answer);
    return (
      <UserTextBlock style={{ whiteSpace: 'pre-wrap' }}>
        {option ? `${option.id}) ${option.text}` : answer}
      </UserTextBlock>
    );
  }
  if (answer !== null && typeof answer === 'object' && 'recordingId' in answer)
    return <Recording kind={kind} userId={userId} questionId={item.id} />;
  if (Array.isArray(answer) && answer.every((entry) => typeof entry === 'string'))
    return <Text>{t('recruiterAssessments.report.ranking', { order: answer.join(' › ') })}</Text>;
  const text = textOf(item.question.text);
  return (
    <List size="sm">
      {(answer as Span[]).map((span) => (
        <List.Item key={`${span.start}-${span.end}-${span.label}`}>
          <UserText>
            {t('recruiterAssessments.report.span', { label: span.label, text: text.slice(span.start, span.end) })}
          </UserText>
        </List.Item>
      ))}
    </List>
  );
}

/** What the engine found in one item's answer: right or wrong, a band with its evidence, gold beside given. */
function EngineFindings({ item, stored }: { item: ReportItem; stored: Stored }) {
  const { t } = useTranslation();
  const text = textOf(item.question.text);
  const quote = (span: Span | null) =>
    span ? `${span.label} “${text.slice(span.start, span.end)}”` : t('recruiterAssessments.report.none');
  const objective = Object.values(stored.objective?.sections ?? {})
    .flatMap((section) => section.items)
    .find((entry) => entry.id === item.id);
  if (objective)
    return (
      <Badge color={objective.correct ? 'teal' : 'red'} variant="light" tt="none">
        {objective.correct ? t('recruiterAssessments.report.correct') : t('recruiterAssessments.report.wrong')}
      </Badge>
    );
  const written =
    stored.writing?.find((entry) => entry.itemId === item.id)?.result ??
    stored.speaking
      ?.filter((entry) => entry.itemId === item.id)
      .map((entry) => ({ band: entry.band, evidence: entry.rubric.evidence, errors: [] }))[0];
  if (written)
    return (
      <Stack gap={4}>
        <Group gap="xs">
          <Badge tt="none">{t('recruiterAssessments.report.band', { band: written.band })}</Badge>
          <Text size="sm" c="dimmed">
            {t('recruiterAssessments.report.errorsFound', { count: written.errors.length })}
          </Text>
        </Group>
        {/* The engine's own English sentences (decision 0067): quoted as they are. */}
        <List size="sm" dir="ltr" lang="en">
          {written.evidence.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
      </Stack>
    );
  const part = stored.parts?.[item.section];
  const label = part?.labels?.find((entry) => entry.itemId === item.id);
  if (label)
    return (
      <Group gap="xs">
        <Badge color={label.correct ? 'teal' : 'red'} variant="light" tt="none">
          {label.correct ? t('recruiterAssessments.report.correct') : t('recruiterAssessments.report.wrong')}
        </Badge>
        <Text size="sm">
          {t('recruiterAssessments.report.givenGold', {
            given: label.answer ?? t('recruiterAssessments.report.none'),
            gold: label.gold,
          })}
        </Text>
      </Group>
    );
  const spans = part?.spanMatches?.find((entry) => entry.itemId === item.id);
  if (spans)
    return (
      <List size="sm">
        {spans.matches.map((match, index) => (
          <List.Item key={index}>
            <UserText>
              {t('recruiterAssessments.report.spanMatch', {
                gold: quote(match.gold),
                given: quote(match.candidate),
                credit: round(match.credit),
              })}
            </UserText>
          </List.Item>
        ))}
      </List>
    );
  const ranking = part?.rankings?.find((entry) => entry.itemId === item.id);
  if (ranking)
    return (
      <Text size="sm">
        {t('recruiterAssessments.report.tau', { tau: ranking.tau === null ? '—' : round(ranking.tau) })}
      </Text>
    );
  const correction = part?.corrections?.find((entry) => entry.itemId === item.id);
  if (correction)
    return (
      <Text size="sm">
        {t('recruiterAssessments.report.flaws', {
          fixed: correction.flawsFixed,
          total: correction.flaws.length,
          improvement: round(correction.improvement),
        })}
      </Text>
    );
  return null;
}

/** One item of the report: what was asked, what the candidate gave, what the engine found, who scored it. */
export function ReportItemCard({
  item,
  position,
  answer,
  result,
}: {
  item: ReportItem;
  position: number;
  answer: unknown;
  result: AssessmentResult;
}) {
  const { t } = useTranslation();
  const waiting = result.pending_human_score.includes(item.id);
  const prompt = textOf(item.question.prompt, item.question.question);
  return (
    <Stack gap={6} component="li" aria-label={t('recruiterAssessments.report.item', { position })}>
      <Text fw={600} size="sm">
        {t('recruiterAssessments.report.item', { position })} · <span dir="ltr">{item.id}</span>
      </Text>
      {prompt && (
        <Text size="sm" c="dimmed" dir="auto">
          {prompt}
        </Text>
      )}
      <GivenAnswer item={item} answer={answer} kind={result.kind} userId={result.user_id} />
      {result.automatic && <EngineFindings item={item} stored={result.automatic} />}
      {result.second_opinion && <SecondOpinionFindings itemId={item.id} opinion={result.second_opinion} />}
      {waiting && (
        <Badge color="orange" variant="light" tt="none" w="fit-content">
          {t('recruiterAssessments.report.waitingHuman')}
        </Badge>
      )}
    </Stack>
  );
}

/** A part's score (annotation) as a percentage, when the engine gave one. */
export function partScore(result: AssessmentResult, section: string): number | null {
  const part = (result.automatic as Stored | null)?.parts?.[section] as { score?: number } | undefined;
  return typeof part?.score === 'number' ? Math.round(part.score * 100) : null;
}
