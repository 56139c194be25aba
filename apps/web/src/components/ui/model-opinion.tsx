import { Badge, Group, List, Stack, Text } from '@mantine/core';

export interface ModelOpinionRow {
  key: string;
  /** The criterion and the model's band, worded by the caller. */
  label: string;
  /** The candidate's own sentences the model quoted (only those found in the answer). */
  evidence: string[];
}

/**
 * A configured model's second opinion on one answer, beside an engine's findings and labelled as such
 * (decisions 0088, 0090): each criterion's band with the sentences it quoted, on a grey ground. The
 * quotes are the candidate's words, shown in the answer's language and direction.
 */
export function ModelOpinion({
  id,
  heading,
  note,
  rows,
  noEvidence,
  dropped,
  quoteLanguage,
}: {
  id: string;
  heading: string;
  note: string;
  rows: ModelOpinionRow[];
  noEvidence: string;
  /** What to say of the quotes left out (not in the answer); null when none were. */
  dropped: string | null;
  quoteLanguage: 'en' | 'ar';
}) {
  return (
    <Stack gap={4} component="section" aria-labelledby={id} p="xs" bg="var(--mantine-color-gray-light)">
      <Text size="sm" fw={600} id={id}>
        {heading}
      </Text>
      <Text size="xs" c="dimmed">
        {note}
      </Text>
      <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
        {rows.map((row) => (
          <li key={row.key}>
            <Group gap="xs">
              <Badge variant="outline" tt="none">
                {row.label}
              </Badge>
              {row.evidence.length === 0 && (
                <Text size="xs" c="dimmed">
                  {noEvidence}
                </Text>
              )}
            </Group>
            {row.evidence.length > 0 && (
              <List size="sm" dir={quoteLanguage === 'ar' ? 'rtl' : 'ltr'} lang={quoteLanguage}>
                {row.evidence.map((quote) => (
                  <List.Item key={quote}>“{quote}”</List.Item>
                ))}
              </List>
            )}
          </li>
        ))}
      </Stack>
      {dropped !== null && (
        <Text size="xs" c="dimmed">
          {dropped}
        </Text>
      )}
    </Stack>
  );
}
