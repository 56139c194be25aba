import { NativeSelect } from '@mantine/core';
import { NATIONALITY_GROUPS, type NationalityGroup } from '@masar/shared/stats';
import { useTranslation } from 'react-i18next';

/**
 * The filters the recruiter dashboard and skills analytics share (decision 0094), as native selects: they read
 * well with a screen reader, open the phone's own picker at 360 px, and mirror in Arabic with the page.
 */

/** A value from the address that is a nationality group, or null (anything else is ignored). */
export function nationalityParam(value: string | null): NationalityGroup | null {
  return (NATIONALITY_GROUPS as readonly string[]).includes(value ?? '') ? (value as NationalityGroup) : null;
}

interface NationalityFilterProps {
  value: NationalityGroup | null;
  onChange: (value: NationalityGroup | null) => void;
}

export function NationalityFilter({ value, onChange }: NationalityFilterProps) {
  const { t } = useTranslation();
  return (
    <NativeSelect
      label={t('analyticsFilters.nationality')}
      value={value ?? ''}
      onChange={(event) => onChange(nationalityParam(event.currentTarget.value))}
      data={[
        { value: '', label: t('analyticsFilters.everyone') },
        ...NATIONALITY_GROUPS.map((group) => ({ value: group, label: t(`analyticsFilters.groups.${group}`) })),
      ]}
      w={{ base: '100%', xs: 200 }}
    />
  );
}

interface ChoiceFilterProps {
  label: string;
  /** What the empty choice is called: "All sectors", "Your company". */
  noneLabel: string;
  choices: ReadonlyArray<{ id: string; name: string }>;
  value: string | null;
  onChange: (value: string | null) => void;
}

/** One of a list by name (a sector, a skill category, a company), or none of them. */
export function ChoiceFilter({ label, noneLabel, choices, value, onChange }: ChoiceFilterProps) {
  // A value from the address that the list does not hold is still shown, so the select never lies about the filter.
  const known = value === null || choices.some((choice) => choice.id === value);
  return (
    <NativeSelect
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.currentTarget.value === '' ? null : event.currentTarget.value)}
      data={[
        { value: '', label: noneLabel },
        ...(known ? [] : [{ value: value, label: value }]),
        ...choices.map((choice) => ({ value: choice.id, label: choice.name })),
      ]}
      w={{ base: '100%', xs: 220 }}
    />
  );
}
