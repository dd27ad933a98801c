import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** Patili orange, the brand colour (logo, primary buttons). */
const patili: MantineColorsTuple = [
  '#fff4e6',
  '#ffe8cc',
  '#ffd8a8',
  '#ffc078',
  '#ffa94d',
  '#ff922b',
  '#fd7e14',
  '#f76707',
  '#e8590c',
  '#d9480f',
];

export const theme = createTheme({
  primaryColor: 'patili',
  primaryShade: { light: 8, dark: 6 },
  colors: { patili },
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
});
