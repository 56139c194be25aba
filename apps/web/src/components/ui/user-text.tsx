import { Text, type TextProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * Text a person or the catalogue wrote, inline: isolated (`<bdi>`) so its own direction holds inside a
 * page in the other direction ("Design, build." keeps its full stop on the right in the Arabic page).
 */
export function UserText({ children }: { children: ReactNode }) {
  return <bdi>{children}</bdi>;
}

/** A block of such text (a description, a summary): its direction follows its first strong letter. */
export function UserTextBlock({ children, ...props }: TextProps & { children: ReactNode }) {
  return (
    <Text dir="auto" {...props}>
      {children}
    </Text>
  );
}
