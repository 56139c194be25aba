import { Alert, Button, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

export interface RetryAlertProps {
  /** What could not be loaded, in the page's words. */
  title: string;
  /** What the server said, when it said something worth reading. */
  message?: string;
  retryLabel: string;
  onRetry: () => void;
}

/** A part of a page that could not load: what failed, why when known, and a way to try again in place. */
export function RetryAlert({ title, message, retryLabel, onRetry }: RetryAlertProps) {
  return (
    <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title={title}>
      {message !== undefined && <Text size="sm">{message}</Text>}
      <Button mt="xs" size="compact-sm" variant="light" color="red" onClick={onRetry}>
        {retryLabel}
      </Button>
    </Alert>
  );
}
