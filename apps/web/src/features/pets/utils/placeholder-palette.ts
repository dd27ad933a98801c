/** Soft background, body colour and a darker accent for a placeholder illustration. */
export type PlaceholderPalette = {
  readonly bg: string;
  readonly fg: string;
  readonly accent: string;
};

const PALETTES: readonly PlaceholderPalette[] = [
  { bg: '#fff4e6', fg: '#fd7e14', accent: '#d9480f' },
  { bg: '#e7f5ff', fg: '#339af0', accent: '#1864ab' },
  { bg: '#ebfbee', fg: '#40c057', accent: '#2b8a3e' },
  { bg: '#f3f0ff', fg: '#845ef7', accent: '#5f3dc4' },
  { bg: '#fff0f6', fg: '#f06595', accent: '#c2255c' },
  { bg: '#e3fafc', fg: '#22b8cf', accent: '#0b7285' },
  { bg: '#fff9db', fg: '#f59f00', accent: '#d9480f' },
];

/** A small stable hash of a string (FNV-1a), so a pet keeps its colours on every screen. */
const hash = (text: string): number => {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
};

/** The palette of a pet's placeholder, chosen by its id. */
export const placeholderPalette = (petId: string): PlaceholderPalette =>
  PALETTES[hash(petId) % PALETTES.length]!;
