import {
  Autocomplete,
  Button,
  Grid,
  Group,
  NumberInput,
  Radio,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  type ComboboxItem,
} from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { DESCRIPTION_MAX_LENGTH, DESCRIPTION_MIN_LENGTH, TOAST_TIMEOUT_MS } from '@masar/shared/constants';
import {
  EXPERIENCE_UNITS,
  JOB_TITLE_MAX_LENGTH,
  JOB_TYPES,
  SALARY_CURRENCIES,
  SALARY_MAX,
  SALARY_PERIODS,
  WORKPLACE_TYPES,
  jobFieldsSchema,
  type Job,
  type JobFields,
  type JobOrigin,
  type JobReading,
} from '@masar/shared/jobs';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../../components/ui/section-card';
import { ApiError } from '../../../../lib/api-client';
import { preparedSchema, translateError, useSchemaForm } from '../../../../lib/form';
import { translateMessageKey } from '../../../../lib/i18n';
import { showSuccess } from '../../../../lib/notify';
import { cityLabel, cityOptions, cityValue, countryOptions } from '../../../../lib/location-options';
import { usePostJobFields } from '../../api/post-job';
import { useUpdateJob } from '../../api/update-job';
import { EMPTY_SALARY, readFields, toJobFields, type JobEditorValues, type ReadField } from './editor-values';
import { OccupationField } from './occupation-field';
import { ReadingMark, readSourceOf } from './reading-mark';
import { SkillsField } from './skills-field';

/**
 * What saving does (decision 0039): a draft just started from text, a link or a file is saved with
 * update-job/; a job from a standard profile is not stored yet, so saving posts it (post-job/); a job the
 * company already has is changed with update-job/.
 */
export type EditorMode =
  | { kind: 'new-draft'; jobId: string }
  | { kind: 'from-profile' }
  | { kind: 'existing'; jobId: string };

interface JobEditorProps {
  mode: EditorMode;
  initialValues: JobEditorValues;
  /** What the parser read, and from where: the fields it filled carry a mark. */
  reading: JobReading | null;
  origin: JobOrigin;
  onSaved: (job: Job) => void;
  /** The catalogue's sectors in the page's language, the sector id as the value. */
  sectors: ComboboxItem[];
}

const editorSchema = preparedSchema<JobEditorValues>(jobFieldsSchema, toJobFields);

/** The server's field paths, as the editor's form names them. */
function editorPath(path: string): string | null {
  if (path === 'occupation_id') return 'occupation';
  if (path.startsWith('skills')) return 'skills';
  if (path === 'job_id') return null;
  return path;
}

/** One editor for every way a job starts (issue #11), and for changing a job later. */
export function JobEditor({ mode, initialValues, reading, origin, onSaved, sectors }: JobEditorProps) {
  const { t, i18n } = useTranslation();
  // A built-in city shows in the page's language and is stored by its English name, as onboarding stores it.
  const form = useSchemaForm<JobEditorValues>({
    schema: editorSchema,
    initialValues: {
      ...initialValues,
      location: { ...initialValues.location, city: cityLabel(initialValues.location.country, initialValues.location.city, i18n.language) },
    },
  });
  const update = useUpdateJob();
  const post = usePostJobFields();
  const read = useMemo(() => readFields(reading), [reading]);
  const source = readSourceOf(origin);
  const countries = useMemo(() => {
    const options = countryOptions(i18n.language);
    const current = initialValues.location.country;
    // Employers hire abroad (decision 0036): a country outside the built-in list still shows by its name.
    if (current !== '' && !options.some((option) => option.value === current)) {
      const names = new Intl.DisplayNames([i18n.language], { type: 'region' });
      options.unshift({ value: current, label: names.of(current) ?? current });
    }
    return options;
  }, [i18n.language, initialValues.location.country]);
  const { country } = form.values.location;
  const cities = useMemo(() => cityOptions(country, i18n.language).map((city) => city.label), [country, i18n.language]);
  const sectorOptions = [...sectors];
  if (form.values.sector !== '' && !sectorOptions.some((option) => option.value === form.values.sector)) {
    sectorOptions.push({ value: form.values.sector, label: form.values.sector });
  }
  const descriptionLength = form.values.description.trim().length;
  const descriptionFits = descriptionLength >= DESCRIPTION_MIN_LENGTH && descriptionLength <= DESCRIPTION_MAX_LENGTH;
  const pending = update.isPending || post.isPending;

  /** The mark stays while the field holds what was read: once the recruiter changes it, it is theirs. */
  const markOf = (field: ReadField, path: string) =>
    form.isDirty(path) ? null : <ReadingMark reading={read[field]} source={source} />;

  const failed = (error: unknown) => {
    const errors: FormErrors = {};
    if (error instanceof ApiError) {
      for (const { path, message } of error.fieldErrors) {
        const at = editorPath(path);
        if (at !== null) errors[at] = message;
      }
    }
    form.setErrors(errors);
    notifications.show({
      color: 'red',
      withBorder: true,
      autoClose: TOAST_TIMEOUT_MS,
      title: translateMessageKey(mode.kind === 'existing' ? 'job.updateFailed' : 'job.postFailed'),
      message: error instanceof ApiError ? error.message : translateMessageKey('common.internalError'),
    });
  };

  const save = (fields: JobFields) => {
    if (mode.kind === 'from-profile') {
      post.mutate(fields, {
        onSuccess: ({ job }) => {
          showSuccess(t('jobEditor.draftSaved'));
          onSaved(job);
        },
        onError: failed,
      });
      return;
    }
    update.mutate(
      { job_id: mode.jobId, ...fields },
      {
        onSuccess: ({ job, message }) => {
          showSuccess(mode.kind === 'new-draft' ? t('jobEditor.draftSaved') : (message ?? translateMessageKey('job.updated')));
          onSaved(job);
        },
        onError: failed,
      },
    );
  };

  const submit = form.onSubmit((values) =>
    save(toJobFields({ ...values, location: { ...values.location, city: cityValue(values.location.country, values.location.city) } })),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('jobEditor.formName')}>
      <Stack gap="lg">
        {source !== null && reading !== null && reading.read.length > 0 && (
          <Text size="sm" c="dimmed">
            {t('jobEditor.readingNote')}
          </Text>
        )}
        <SectionCard id="job-editor-basics" title={t('jobEditor.basics')}>
          <TextInput
            label={t('jobEditor.jobTitle')}
            description={markOf('job_title', 'job_title')}
            maxLength={JOB_TITLE_MAX_LENGTH}
            {...form.getInputProps('job_title')}
          />
          <Grid gap="md">
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Select
                label={t('jobEditor.sector')}
                description={markOf('sector', 'sector')}
                placeholder={t('jobEditor.sectorPlaceholder')}
                data={sectorOptions}
                value={form.values.sector === '' ? null : form.values.sector}
                onChange={(value) => form.setFieldValue('sector', value ?? '')}
                onBlur={() => form.validateField('sector')}
                searchable
                nothingFoundMessage={t('jobEditor.noSector')}
                autoComplete="off"
                error={translateError(form.errors.sector)}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label={t('jobEditor.industry')} description={t('jobEditor.industryHint')} maxLength={100} {...form.getInputProps('industry')} />
            </Grid.Col>
          </Grid>
          <Radio.Group label={t('jobEditor.jobType')} description={markOf('job_type', 'job_type')} {...form.getInputProps('job_type')}>
            <Group gap="lg" mt={6}>
              {JOB_TYPES.map((type) => (
                <Radio key={type} value={type} label={t(`jobEditor.jobTypes.${type}`)} />
              ))}
            </Group>
          </Radio.Group>
          <OccupationField
            value={form.values.occupation}
            onChange={(occupation) => form.setFieldValue('occupation', occupation)}
            error={translateError(form.errors.occupation)}
          />
        </SectionCard>

        <SectionCard id="job-editor-location" title={t('jobEditor.location')}>
          <Grid gap="md">
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Select
                label={t('jobEditor.country')}
                description={markOf('country', 'location.country')}
                placeholder={t('jobEditor.countryPlaceholder')}
                data={countries}
                value={country === '' ? null : country}
                onChange={(next) => form.setFieldValue('location', { ...form.values.location, country: next ?? '' })}
                searchable
                clearable
                nothingFoundMessage={t('jobEditor.noCountry')}
                autoComplete="off"
                error={translateError(form.errors['location.country'])}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Autocomplete
                label={t('jobEditor.city')}
                description={markOf('city', 'location.city')}
                placeholder={t('jobEditor.cityPlaceholder')}
                data={cities}
                maxLength={100}
                autoComplete="off"
                {...form.getInputProps('location.city')}
              />
            </Grid.Col>
          </Grid>
          <Radio.Group label={t('jobEditor.workplace')} description={markOf('workplace', 'location.workplace')} {...form.getInputProps('location.workplace')}>
            <Group gap="lg" mt={6}>
              {WORKPLACE_TYPES.map((workplace) => (
                <Radio key={workplace} value={workplace} label={t(`jobEditor.workplaces.${workplace}`)} />
              ))}
            </Group>
          </Radio.Group>
        </SectionCard>

        <SectionCard id="job-editor-requirements" title={t('jobEditor.requirements')}>
          <Grid gap="md" align="flex-end">
            <Grid.Col span={{ base: 6, sm: 4 }}>
              <NumberInput
                label={t('jobEditor.experience')}
                description={markOf('experience', 'experience.value')}
                min={0}
                max={600}
                allowDecimal={false}
                allowNegative={false}
                clampBehavior="none"
                {...form.getInputProps('experience.value')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 6, sm: 4 }}>
              <Select
                label={t('jobEditor.experienceUnit')}
                data={EXPERIENCE_UNITS.map((unit) => ({ value: unit, label: t(`jobEditor.units.${unit}`) }))}
                allowDeselect={false}
                {...form.getInputProps('experience.unit')}
              />
            </Grid.Col>
          </Grid>
          <SkillsField
            skills={form.values.skills}
            onChange={(skills) => form.setFieldValue('skills', skills)}
            description={markOf('skills', 'skills')}
            error={translateError(form.errors.skills)}
          />
        </SectionCard>

        <SectionCard id="job-editor-description" title={t('jobEditor.descriptionSection')}>
          <Stack gap={4}>
            <Textarea
              label={t('jobEditor.description')}
              description={
                <>
                  {t('jobEditor.descriptionHint', { min: DESCRIPTION_MIN_LENGTH, max: DESCRIPTION_MAX_LENGTH })}{' '}
                  {markOf('description', 'description')}
                </>
              }
              dir="auto"
              autosize
              minRows={5}
              maxRows={14}
              {...form.getInputProps('description')}
            />
            <Group justify="flex-end">
              <Text size="xs" c={descriptionLength === 0 || descriptionFits ? 'dimmed' : 'red.7'} aria-live="polite" data-testid="description-counter">
                {t('jobEditor.counter', { count: descriptionLength, max: DESCRIPTION_MAX_LENGTH })}
              </Text>
            </Group>
          </Stack>
        </SectionCard>

        <SectionCard id="job-editor-salary" title={t('jobEditor.salary')} description={t('jobEditor.salaryHint')}>
          {form.values.salary === null ? (
            <Group>
              <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => form.setFieldValue('salary', EMPTY_SALARY)}>
                {t('jobEditor.addSalary')}
              </Button>
            </Group>
          ) : (
            <Stack gap="sm">
              <Grid gap="md">
                <Grid.Col span={{ base: 6, sm: 3 }}>
                  <NumberInput label={t('jobEditor.salaryMin')} min={0} max={SALARY_MAX} allowDecimal={false} allowNegative={false} thousandSeparator clampBehavior="none" {...form.getInputProps('salary.min')} />
                </Grid.Col>
                <Grid.Col span={{ base: 6, sm: 3 }}>
                  <NumberInput label={t('jobEditor.salaryMax')} min={0} max={SALARY_MAX} allowDecimal={false} allowNegative={false} thousandSeparator clampBehavior="none" {...form.getInputProps('salary.max')} />
                </Grid.Col>
                <Grid.Col span={{ base: 6, sm: 3 }}>
                  <Select label={t('jobEditor.currency')} data={[...SALARY_CURRENCIES]} allowDeselect={false} {...form.getInputProps('salary.currency')} />
                </Grid.Col>
                <Grid.Col span={{ base: 6, sm: 3 }}>
                  <Select
                    label={t('jobEditor.period')}
                    data={SALARY_PERIODS.map((period) => ({ value: period, label: t(`jobEditor.periods.${period}`) }))}
                    allowDeselect={false}
                    {...form.getInputProps('salary.period')}
                  />
                </Grid.Col>
              </Grid>
              <Group>
                <Button variant="subtle" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => form.setFieldValue('salary', null)}>
                  {t('jobEditor.removeSalary')}
                </Button>
              </Group>
            </Stack>
          )}
        </SectionCard>

        <Group justify="flex-end">
          <Button type="submit" size="md" loading={pending}>
            {mode.kind === 'existing' ? t('jobEditor.saveChanges') : t('jobEditor.saveDraft')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
