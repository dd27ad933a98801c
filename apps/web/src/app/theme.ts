import {
  Anchor,
  Badge,
  CloseButton,
  colorsTuple,
  createTheme,
  DEFAULT_THEME,
  VisuallyHidden,
  type MantineColorsTuple,
} from '@mantine/core';
import { createElement } from 'react';
import { useTranslation } from 'react-i18next';

/*
 * Colours are chosen so text meets WCAG 2.x AA (4.5:1) wherever Mantine draws it in the light
 * scheme, on white cards and on the gray.0 page alike: `theme.test.tsx` checks the pairs below and
 * e2e/specs/screens/accessibility.spec.ts runs axe-core on every screen. With `primaryShade` 8
 * Mantine uses, for every colour:
 * - shade 8 for filled backgrounds (white text), for outline and coloured text, and for links;
 * - shade 9 for the text of light variants, on shade 1, and for filled hover;
 * - gray.6 for dimmed text (`c="dimmed"`) and red.6 for error text.
 */

/**
 * Patili orange, the brand colour (logo, primary buttons). Shades 8 and 9 are darker than Mantine's
 * orange so white text on a button and orange text on white and on the light tints stay readable:
 * 8 is 5.2:1 with white (4.9 on gray.0), 9 is 6.2:1 on shade 1. The bright orange lives on in 7.
 */
const patili: MantineColorsTuple = [
  '#fff4e6',
  '#ffe8cc',
  '#ffd8a8',
  '#ffc078',
  '#ffa94d',
  '#ff922b',
  '#fd7e14',
  '#e8590c',
  '#c2410c',
  '#9a3412',
];

const { gray: mantineGray, red: mantineRed, teal: mantineTeal } = DEFAULT_THEME.colors;

/** Mantine's gray with shade 6 (dimmed text) darkened from #868e96 (3.3:1 on white) to 6.1:1. */
const gray = colorsTuple([...mantineGray.slice(0, 6), '#5c636a', ...mantineGray.slice(7)]);

/**
 * Mantine's red, darker from 6 on: error text (red.6) 5.0:1 on white, filled 5.5:1, the light
 * variant's text 6.1:1 on its tint.
 */
const red = colorsTuple([...mantineRed.slice(0, 6), '#d42a2a', '#ce2b2b', '#c92a2a', '#a61e1e']);

/** Mantine's teal one step darker at 8 and 9 (success text and badges): 5.0:1 and 6.0:1. */
const teal = colorsTuple([...mantineTeal.slice(0, 7), '#099268', '#087f5b', '#066649']);

/**
 * The hidden name of every close button (dialogs, the menu drawer, alerts), in the current
 * language: Mantine draws only an ✕, which screen readers announce as an unnamed button.
 */
const CloseLabel = () => {
  const { t } = useTranslation();
  return createElement(VisuallyHidden, null, t('common:actions.close'));
};

export const theme = createTheme({
  primaryColor: 'patili',
  primaryShade: { light: 8, dark: 6 },
  // Mantine's orange was the brand orange before it was darkened; keep the two the same.
  colors: { patili, orange: patili, gray, red, teal },
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
  components: {
    // A link is told from the text around it by more than its colour (WCAG 1.4.1).
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
    CloseButton: CloseButton.extend({ defaultProps: { children: createElement(CloseLabel) } }),
    // A status keeps all its words: Chromium can size a badge a fraction of a pixel short of its
    // text, and Mantine's label then ended it in "…" ("KULLANICI YANITLA…"). It never clips.
    Badge: Badge.extend({
      styles: {
        root: { flexShrink: 0, overflow: 'visible' },
        label: { overflow: 'visible', textOverflow: 'clip' },
      },
    }),
  },
});
