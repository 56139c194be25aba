import { useMantineTheme } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { AvatarDriver } from './avatar-driver';

/**
 * The built-in interviewer, drawn in SVG in the portal's colours: a calm head and shoulders whose mouth
 * opens with the driver's `onMouth` while it speaks. Decorative: the caption beside it carries the words.
 */
export function DrawnAvatar({ driver, speaking, size = 168 }: { driver: AvatarDriver; speaking: boolean; size?: number }) {
  const theme = useMantineTheme();
  const [openness, setOpenness] = useState(0);
  useEffect(() => driver.onMouth(setOpenness), [driver]);
  const blue = theme.colors.blue;
  const mouthHeight = 1.5 + openness * 9;
  return (
    <svg width={size} height={size} viewBox="0 0 160 160" aria-hidden="true" data-testid="drawn-avatar" data-mouth={openness.toFixed(2)}>
      <circle cx="80" cy="80" r="78" fill={blue[0]} stroke={speaking ? blue[5] : blue[1]} strokeWidth="3" />
      <path d="M28 150 C34 118 56 106 80 106 C104 106 126 118 132 150 Z" fill={blue[7]} />
      <path d="M68 106 L80 124 L92 106 Z" fill="#ffffff" />
      <rect x="71" y="90" width="18" height="18" rx="6" fill="#d9a982" />
      <ellipse cx="80" cy="66" rx="30" ry="34" fill="#e8bc96" />
      <path d="M49 60 C48 36 64 28 80 28 C98 28 112 38 111 60 C104 48 92 44 80 44 C68 44 56 48 49 60 Z" fill="#3b2f2a" />
      <ellipse cx="68" cy="66" rx="3.2" ry="3.6" fill="#2b2b2b" />
      <ellipse cx="92" cy="66" rx="3.2" ry="3.6" fill="#2b2b2b" />
      <path d="M62 58 Q68 55 74 58 M86 58 Q92 55 98 58" stroke="#3b2f2a" strokeWidth="2" fill="none" strokeLinecap="round" />
      <path d="M80 70 Q77 78 81 80" stroke="#c9956f" strokeWidth="1.8" fill="none" strokeLinecap="round" />
      <ellipse cx="80" cy="88" rx={8 - openness * 1.5} ry={mouthHeight / 2 + 0.5} fill={openness > 0.05 ? '#7a2e2e' : '#b5655a'} />
    </svg>
  );
}
