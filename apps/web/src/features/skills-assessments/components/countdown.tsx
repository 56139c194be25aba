import { Badge } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const TICK_MS = 1000;
const WARN_SECONDS = 5 * 60;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** Time left to the server's deadline, ticking each second; `onExpired` once when it runs out. */
export function Countdown({ deadline, onExpired }: { deadline: string; onExpired: () => void }) {
  const { t } = useTranslation();
  const end = Date.parse(deadline);
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.floor((end - now) / 1000));
  useEffect(() => {
    if (left === 0) {
      onExpired();
      return;
    }
    const timer = setTimeout(() => setNow(Date.now()), TICK_MS);
    return () => clearTimeout(timer);
  }, [left, onExpired]);
  const minutes = Math.floor(left / 60);
  const time = `${twoDigits(minutes)}:${twoDigits(left % 60)}`;
  return (
    <Badge
      size="xl"
      variant="light"
      color={left <= WARN_SECONDS ? 'red' : 'blue'}
      leftSection={<IconClock size={16} aria-hidden />}
      role="timer"
      aria-label={t('skillsAssessments.timeLeftLabel', { minutes })}
      style={{ fontVariantNumeric: 'tabular-nums', textTransform: 'none' }}
      dir="ltr"
    >
      {time}
    </Badge>
  );
}
