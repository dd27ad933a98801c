import { Button, Modal } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithApp } from '../testing/render';
import { theme } from './theme';

/** WCAG 2.x relative luminance of `#rrggbb`. */
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** The WCAG contrast ratio of two `#rrggbb` colours (1 to 21). */
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

const WHITE = '#ffffff';
const AA = 4.5;
const colors = theme.colors!;
const shade = (color: string, index: number) => colors[color]![index]!;
/** The page background (the shared layout's gray.0) and the cards on it. */
const SURFACES = [WHITE, shade('gray', 0)];

describe('theme colours meet WCAG AA for text', () => {
  // The colours the screens pass as `color` (plus Mantine's blue and grape, used unchanged).
  it.each(['patili', 'orange', 'red', 'teal'])(
    '%s: filled, outline and light variants',
    (color) => {
      expect(theme.primaryShade).toEqual({ light: 8, dark: 6 });
      expect(contrast(WHITE, shade(color, 8))).toBeGreaterThanOrEqual(AA);
      for (const surface of SURFACES)
        expect(contrast(shade(color, 8), surface)).toBeGreaterThanOrEqual(AA);
      expect(contrast(shade(color, 9), shade(color, 1))).toBeGreaterThanOrEqual(AA);
      expect(contrast(shade(color, 9), shade(color, 0))).toBeGreaterThanOrEqual(AA);
    },
  );

  it('dimmed text (gray.6) and error text (red.6) read on white, the page and the light tints', () => {
    for (const surface of [
      ...SURFACES,
      shade('gray', 1),
      shade('patili', 0),
      shade('patili', 1),
      shade('teal', 1),
    ])
      expect(contrast(shade('gray', 6), surface)).toBeGreaterThanOrEqual(AA);
    for (const surface of SURFACES)
      expect(contrast(shade('red', 6), surface)).toBeGreaterThanOrEqual(AA);
  });

  it('keeps the brand orange: the old primary lives on as shade 7', () => {
    expect(shade('patili', 7)).toBe('#e8590c');
    expect(colors.orange).toBe(colors.patili);
  });
});

describe('theme components', () => {
  it('names close buttons in the current language and underlines links', async () => {
    await renderWithApp(
      <Modal opened onClose={() => {}} title="Başlık">
        <Button>İçerik</Button>
      </Modal>,
    );
    expect(await screen.findByRole('button', { name: 'Kapat' })).toBeInTheDocument();
    expect(theme.components?.Anchor?.defaultProps).toMatchObject({ underline: 'always' });
  });
});
