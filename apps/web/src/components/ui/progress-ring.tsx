import { Box, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';

interface ProgressRingProps {
  size: number;
  thickness: number;
  /** 0–100. */
  value: number;
  color: MantineColor;
  label: ReactNode;
}

/**
 * A one-section ring with rounded caps, drawn as Mantine's RingProgress draws it (same geometry, colours and
 * label placement). Mantine's imports its Tooltip, and with it floating-ui, for tooltips on sections that
 * these rings never have: about 17 KiB gzipped on the candidate's dashboard (issue #17, decision 0115).
 * Decorative: the sentence beside it says the figure.
 */
export function ProgressRing({ size, thickness, value, color, label }: ProgressRingProps) {
  const centre = size / 2;
  const radius = (size * 0.9 - thickness * 2) / 2;
  const circumference = 2 * Math.PI * radius;
  const shown = Math.min(100, Math.max(0, value));
  // The track and the filled section are the same circle, drawn twice.
  const circle = { cx: centre, cy: centre, r: radius, fill: 'none', strokeWidth: thickness };
  return (
    <Box pos="relative" w={size} h={size} miw={size} aria-hidden>
      {/* Rotated so the section starts at the top, as RingProgress's default start angle does. */}
      <svg width={size} height={size} style={{ display: 'block', transform: 'rotate(-90deg)' }}>
        <circle {...circle} stroke="var(--mantine-color-gray-2)" />
        {shown > 0 && (
          <circle
            {...circle}
            strokeLinecap="round"
            stroke={`var(--mantine-color-${color}-filled)`}
            strokeDasharray={`${(shown / 100) * circumference} ${circumference}`}
          />
        )}
      </svg>
      <Box pos="absolute" top="50%" style={{ transform: 'translateY(-50%)', insetInline: thickness * 2 }}>
        {label}
      </Box>
    </Box>
  );
}
