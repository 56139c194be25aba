import { Group, Input, NativeSelect } from '@mantine/core';
import { toLocale } from '@masar/shared/messages';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { monthNames } from '../../lib/dates';

interface MonthFieldProps {
  label: string;
  /** 'YYYY-MM', or '' while no full month is chosen. */
  value?: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  description?: ReactNode;
  withAsterisk?: boolean;
  disabled?: boolean;
  /** Years after this one may be chosen (an expected end, an expiry). */
  allowFuture?: boolean;
  onBlur?: () => void;
  onFocus?: () => void;
  /** A day select too, first as in the long date ("25 November 2026"); the value is then 'YYYY-MM-DD'. */
  withDay?: boolean;
}

const FIRST_YEAR = 1950;
const FUTURE_YEARS = 10;
const MONTH_VALUE = /^(\d{4})-(\d{2})$/;
const DAY_VALUE = /^(\d{4})-(\d{2})-(\d{2})$/;

interface Parts {
  year: string;
  month: string;
  day: string;
}

const EMPTY: Parts = { year: '', month: '', day: '' };
const twoDigits = (value: number) => String(value).padStart(2, '0');
/** Days in the chosen month; before a year is chosen, February may have its 29th. */
const daysIn = ({ year, month }: Parts): number =>
  month === '' ? 31 : new Date(Date.UTC(year === '' ? 2000 : Number(year), Number(month), 0)).getUTCDate();

/**
 * A month picker made of a month and a year select (and a day select `withDay`): every browser, screen
 * reader and phone shows it the same way, in the page's language, where a native date input shows the
 * browser's own "mm/dd/yyyy"; it produces the 'YYYY-MM' (or 'YYYY-MM-DD') the server takes.
 */
export function MonthField({
  label,
  value = '',
  onChange,
  error,
  description,
  withAsterisk,
  disabled,
  allowFuture = false,
  onBlur,
  onFocus,
  withDay = false,
}: MonthFieldProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  // A month chosen without its year (or the reverse) is not a value yet; it lives here meanwhile.
  const [partial, setPartial] = useState<Parts>(EMPTY);
  const complete = (parts: Parts) => parts.year !== '' && parts.month !== '' && (!withDay || parts.day !== '');
  const match = (withDay ? DAY_VALUE : MONTH_VALUE).exec(value);
  const shown: Parts =
    match !== null
      ? { year: match[1] ?? '', month: match[2] ?? '', day: match[3] ?? '' }
      : complete(partial)
        ? EMPTY // the value was cleared from outside
        : partial;

  const lastYear = new Date().getFullYear() + (allowFuture ? FUTURE_YEARS : 0);
  const years = Array.from({ length: lastYear - FIRST_YEAR + 1 }, (_, index) => String(lastYear - index));
  if (shown.year !== '' && !years.includes(shown.year)) years.push(shown.year);
  const months = monthNames(toLocale(i18n.language));

  const days = Array.from({ length: daysIn(shown) }, (_, index) => twoDigits(index + 1));

  const change = (part: keyof Parts, next: string) => {
    const parts = { ...shown, [part]: next };
    // 31 January turned to February is its last day, not 3 March.
    if (parts.day !== '' && Number(parts.day) > daysIn(parts)) parts.day = twoDigits(daysIn(parts));
    setPartial(parts);
    const date = withDay ? `${parts.year}-${parts.month}-${parts.day}` : `${parts.year}-${parts.month}`;
    onChange(complete(parts) ? date : '');
  };

  const invalid = error !== undefined && error !== null && error !== false && error !== '';
  const partSelect = (part: keyof Parts, flex: number, options: { value: string; label: string }[]) => (
    <NativeSelect
      aria-label={t(`monthField.${part}`, { label })}
      value={shown[part]}
      onChange={(event) => change(part, event.currentTarget.value)}
      onBlur={onBlur}
      onFocus={onFocus}
      disabled={disabled}
      error={invalid}
      aria-invalid={invalid}
      aria-describedby={invalid ? `${id}-error` : undefined}
      style={{ flex }}
      data={[{ value: '', label: t(`monthField.${part}Placeholder`) }, ...options]}
    />
  );
  return (
    <Input.Wrapper
      label={label}
      labelElement="div"
      id={id}
      error={error}
      description={description}
      withAsterisk={withAsterisk}
    >
      <Group gap="xs" wrap="nowrap" role="group" aria-labelledby={`${id}-label`} mt={4}>
        {withDay &&
          partSelect(
            'day',
            2,
            days.map((day) => ({ value: day, label: String(Number(day)) })),
          )}
        {partSelect(
          'month',
          3,
          months.map((name, index) => ({ value: twoDigits(index + 1), label: name })),
        )}
        {partSelect(
          'year',
          2,
          years.map((year) => ({ value: year, label: year })),
        )}
      </Group>
    </Input.Wrapper>
  );
}
