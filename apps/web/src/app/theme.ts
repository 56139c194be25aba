import { createTheme } from '@mantine/core';

const fontFamily =
  "'IBM Plex Sans Arabic', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** Spec §9: primary is a blue, danger is a red. */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 7, dark: 5 },
  fontFamily,
  headings: { fontFamily, fontWeight: '600' },
  defaultRadius: 'md',
  cursorType: 'pointer',
});

/**
 * Mantine's test environment turns transitions off, but not the app shell's: it still ends its mount
 * "resizing" state on a 200 ms timer, which React reports as an update outside act() whenever a test is
 * between two awaited actions at that moment (seen in CI on a busy machine). At 0 ms the timer fires in
 * the same turn as Testing Library's own settling timer after the shell appears, inside its wait.
 */
export const testTheme = createTheme({
  ...theme,
  components: { AppShell: { defaultProps: { transitionDuration: 0 } } },
});
