import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { INTEREST_AREAS, parseInterestScore, type InterestArea } from '@masar/shared/interests';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessageKey } from '../../../lib/i18n';
import { useSaveTypedScores } from '../api/interests';

const EMPTY = Object.fromEntries(INTEREST_AREAS.map((area) => [area, ''])) as Record<InterestArea, string>;

/** INTEREST SCORES: the six scores typed (spec §5: integers 0 to 40, English digits only). */
export function InterestScoresStep({ onSaved, onBack }: { onSaved: () => void; onBack: () => void }) {
  const { t } = useTranslation();
  const save = useSaveTypedScores();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<InterestArea, string>>>({});

  const submit = () => {
    const found: Partial<Record<InterestArea, string>> = {};
    for (const area of INTEREST_AREAS) {
      // An empty field asks for a value; the digits message is for something typed wrong.
      if (values[area].trim() === '') {
        found[area] = t('interests.scores.required');
        continue;
      }
      const parsed = parseInterestScore(values[area]);
      if ('error' in parsed) found[area] = translateMessageKey(parsed.error);
    }
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate(values, { onSuccess: onSaved });
  };

  return (
    <Paper withBorder radius="lg" p="lg">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <Title order={2} size="h3">
            {t('interests.scores.title')}
          </Title>
          <Text>{t('interests.scores.body')}</Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {INTEREST_AREAS.map((area) => (
              <TextInput
                key={area}
                label={t(`interests.areas.${area}.name`)}
                inputMode="numeric"
                dir="ltr"
                value={values[area]}
                error={errors[area]}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setValues((current) => ({ ...current, [area]: value }));
                }}
              />
            ))}
          </SimpleGrid>
          <Group gap="sm">
            <Button type="submit" loading={save.isPending}>
              {t('interests.scores.submit')}
            </Button>
            <Button variant="subtle" onClick={onBack}>
              {t('interests.back')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
