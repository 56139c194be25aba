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
