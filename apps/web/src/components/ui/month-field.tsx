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
}

const FIRST_YEAR = 1950;
const FUTURE_YEARS = 10;
const MONTH_VALUE = /^(\d{4})-(\d{2})$/;

interface Parts {
  year: string;
  month: string;
}

/**
 * A month picker made of a month and a year select: every browser, screen reader and phone shows it
 * the same way, in the page's language, and it produces the 'YYYY-MM' the server takes.
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
}: MonthFieldProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  // A month chosen without its year (or the reverse) is not a value yet; it lives here meanwhile.
  const [partial, setPartial] = useState<Parts>({ year: '', month: '' });
  const match = MONTH_VALUE.exec(value);
  const shown: Parts =
    match !== null
      ? { year: match[1] ?? '', month: match[2] ?? '' }
      : partial.year !== '' && partial.month !== ''
        ? { year: '', month: '' } // the value was cleared from outside
        : partial;

  const lastYear = new Date().getFullYear() + (allowFuture ? FUTURE_YEARS : 0);
  const years = Array.from({ length: lastYear - FIRST_YEAR + 1 }, (_, index) => String(lastYear - index));
  if (shown.year !== '' && !years.includes(shown.year)) years.push(shown.year);
  const months = monthNames(toLocale(i18n.language));

  const change = (part: keyof Parts, next: string) => {
    const parts = { ...shown, [part]: next };
    setPartial(parts);
    onChange(parts.year !== '' && parts.month !== '' ? `${parts.year}-${parts.month}` : '');
  };

  const invalid = error !== undefined && error !== null && error !== false && error !== '';
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
        <NativeSelect
          aria-label={t('monthField.month', { label })}
          value={shown.month}
          onChange={(event) => change('month', event.currentTarget.value)}
          onBlur={onBlur}
          onFocus={onFocus}
          disabled={disabled}
          error={invalid}
          aria-invalid={invalid}
          aria-describedby={invalid ? `${id}-error` : undefined}
          style={{ flex: 3 }}
          data={[
            { value: '', label: t('monthField.monthPlaceholder') },
            ...months.map((name, index) => ({ value: String(index + 1).padStart(2, '0'), label: name })),
          ]}
        />
        <NativeSelect
          aria-label={t('monthField.year', { label })}
          value={shown.year}
          onChange={(event) => change('year', event.currentTarget.value)}
          onBlur={onBlur}
          onFocus={onFocus}
          disabled={disabled}
          error={invalid}
          aria-invalid={invalid}
          aria-describedby={invalid ? `${id}-error` : undefined}
          style={{ flex: 2 }}
          data={[{ value: '', label: t('monthField.yearPlaceholder') }, ...years]}
        />
      </Group>
    </Input.Wrapper>
  );
}
