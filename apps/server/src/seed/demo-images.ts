import sharp from 'sharp';

/**
 * Illustrations for the demo set, drawn as SVG and rendered to PNG: the seed uploads them through
 * the same file path users take, so demo galleries look alive without shipping stock photos.
 * Each picture varies by a seed number (colours and placement), so no two profiles look alike.
 */

const PALETTES = [
  { sky: '#d0ebff', wall: '#fff4e6', accent: '#e8590c', soft: '#ffd8a8', green: '#69db7c' },
  { sky: '#e3fafc', wall: '#f8f0fc', accent: '#ae3ec9', soft: '#eebefa', green: '#8ce99a' },
  { sky: '#fff9db', wall: '#ebfbee', accent: '#2b8a3e', soft: '#b2f2bb', green: '#51cf66' },
  { sky: '#e7f5ff', wall: '#fff0f6', accent: '#d6336c', soft: '#fcc2d7', green: '#94d82d' },
  { sky: '#f3f0ff', wall: '#e6fcf5', accent: '#1971c2', soft: '#a5d8ff', green: '#40c057' },
] as const;

const palette = (seed: number) => PALETTES[Math.abs(seed) % PALETTES.length]!;

const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;

const cat = (x: number, y: number, s: number, fill: string) => `
  <g transform="translate(${x} ${y}) scale(${s})" fill="${fill}">
    <ellipse cx="0" cy="40" rx="46" ry="34"/>
    <circle cx="-30" cy="-8" r="26"/>
    <polygon points="-52,-18 -48,-48 -32,-30"/>
    <polygon points="-10,-22 -14,-50 -28,-32"/>
    <path d="M42 52 q40 -10 30 -60" stroke="${fill}" stroke-width="10" fill="none" stroke-linecap="round"/>
  </g>`;

const dog = (x: number, y: number, s: number, fill: string) => `
  <g transform="translate(${x} ${y}) scale(${s})" fill="${fill}">
    <rect x="-50" y="10" width="100" height="46" rx="23"/>
    <rect x="-44" y="44" width="14" height="36" rx="6"/>
    <rect x="28" y="44" width="14" height="36" rx="6"/>
    <circle cx="-56" cy="0" r="26"/>
    <ellipse cx="-76" cy="8" rx="14" ry="10"/>
    <ellipse cx="-46" cy="-14" rx="10" ry="20" transform="rotate(-20 -46 -14)"/>
    <path d="M48 20 q26 -6 24 -34" stroke="${fill}" stroke-width="9" fill="none" stroke-linecap="round"/>
  </g>`;

const bird = (x: number, y: number, s: number, fill: string) => `
  <g transform="translate(${x} ${y}) scale(${s})" fill="${fill}">
    <ellipse cx="0" cy="10" rx="40" ry="30"/>
    <circle cx="-34" cy="-16" r="20"/>
    <polygon points="-54,-18 -72,-10 -54,-8"/>
    <polygon points="30,4 74,-6 34,24"/>
  </g>`;

const paw = (x: number, y: number, s: number, fill: string) => `
  <g transform="translate(${x} ${y}) scale(${s})" fill="${fill}">
    <ellipse cx="0" cy="18" rx="26" ry="22"/>
    <circle cx="-26" cy="-14" r="10"/><circle cx="-9" cy="-28" r="10"/><circle cx="9" cy="-28" r="10"/><circle cx="26" cy="-14" r="10"/>
  </g>`;

/** A living room with a window, a sofa and a pet: a sitter's home photo. */
const homeSvg = (seed: number) => {
  const p = palette(seed);
  const pet = seed % 2 === 0 ? cat(560, 420, 1.1, '#495057') : dog(560, 400, 1, '#8d5524');
  return svg(
    800,
    600,
    `<rect width="800" height="600" fill="${p.wall}"/>
     <rect y="440" width="800" height="160" fill="${p.soft}"/>
     <rect x="${90 + (seed % 3) * 30}" y="80" width="240" height="180" rx="10" fill="${p.sky}" stroke="#ffffff" stroke-width="12"/>
     <line x1="${210 + (seed % 3) * 30}" y1="80" x2="${210 + (seed % 3) * 30}" y2="260" stroke="#ffffff" stroke-width="8"/>
     <rect x="80" y="330" width="340" height="120" rx="30" fill="${p.accent}"/>
     <rect x="100" y="290" width="300" height="70" rx="24" fill="${p.accent}" opacity="0.85"/>
     <ellipse cx="520" cy="520" rx="200" ry="40" fill="#ffffff" opacity="0.6"/>
     <rect x="690" y="300" width="50" height="80" rx="8" fill="#a0522d"/>
     <circle cx="715" cy="270" r="48" fill="${p.green}"/>
     ${pet}`,
  );
};

/** A clinic front with a cross sign: a veterinarian's clinic photo. */
const clinicSvg = (seed: number) => {
  const p = palette(seed);
  return svg(
    800,
    600,
    `<rect width="800" height="600" fill="${p.sky}"/>
     <rect y="470" width="800" height="130" fill="#ced4da"/>
     <rect x="150" y="160" width="500" height="320" fill="#ffffff" stroke="#dee2e6" stroke-width="6"/>
     <rect x="150" y="130" width="500" height="50" fill="${p.accent}"/>
     <rect x="360" y="330" width="80" height="150" fill="${p.soft}"/>
     <rect x="200" y="230" width="110" height="80" fill="${p.sky}" stroke="#adb5bd" stroke-width="4"/>
     <rect x="490" y="230" width="110" height="80" fill="${p.sky}" stroke="#adb5bd" stroke-width="4"/>
     <g transform="translate(400 240)"><rect x="-18" y="-50" width="36" height="100" fill="#e03131"/><rect x="-50" y="-18" width="100" height="36" fill="#e03131"/></g>
     ${paw(680, 520, 0.9, p.accent)}`,
  );
};

/** A park path with trees and a dog: a pet walker's walk photo. */
const walkSvg = (seed: number) => {
  const p = palette(seed);
  const trees = [80, 200, 620, 730]
    .map((x, i) => `<rect x="${x - 8}" y="${250 + ((seed + i) % 3) * 10}" width="16" height="90" fill="#8d5524"/><circle cx="${x}" cy="${230 + ((seed + i) % 3) * 10}" r="${50 + ((seed * 7 + i * 13) % 20)}" fill="${p.green}"/>`)
    .join('');
  return svg(
    800,
    600,
    `<rect width="800" height="600" fill="${p.sky}"/>
     <circle cx="${640 - (seed % 4) * 60}" cy="100" r="50" fill="#ffd43b"/>
     <path d="M0 330 Q200 260 400 320 T800 300 V600 H0 Z" fill="${p.green}" opacity="0.7"/>
     <path d="M340 600 Q380 440 420 340 L470 340 Q470 440 560 600 Z" fill="#e9d8a6"/>
     ${trees}
     ${dog(430, 430, 1.2, '#343a40')}
     <path d="M400 360 Q420 300 470 280" stroke="${p.accent}" stroke-width="5" fill="none"/>`,
  );
};

/** A portrait of a pet on a coloured backdrop: a demo pet's photo. */
const petSvg = (species: 'cat' | 'dog' | 'bird' | 'other', seed: number) => {
  const p = palette(seed);
  const figure =
    species === 'cat' ? cat(430, 290, 2.6, '#495057') : species === 'bird' ? bird(420, 300, 2.8, p.accent) : species === 'dog' ? dog(440, 280, 2.4, '#8d5524') : paw(400, 300, 3.5, p.accent);
  return svg(800, 600, `<rect width="800" height="600" fill="${p.soft}"/><circle cx="400" cy="300" r="250" fill="${p.wall}"/>${figure}`);
};

/** A certificate sheet with a seal: a trainer's or veterinarian's certification scan. */
const certificateSvg = (seed: number) => {
  const p = palette(seed);
  return svg(
    800,
    600,
    `<rect width="800" height="600" fill="#f1f3f5"/>
     <rect x="80" y="60" width="640" height="480" fill="#ffffff" stroke="${p.accent}" stroke-width="10"/>
     <rect x="110" y="90" width="580" height="420" fill="none" stroke="${p.soft}" stroke-width="4"/>
     ${[170, 220, 270, 320, 370].map((y, i) => `<rect x="180" y="${y}" width="${440 - i * 40}" height="14" rx="7" fill="#dee2e6"/>`).join('')}
     <circle cx="600" cy="430" r="55" fill="${p.accent}"/>${paw(600, 430, 0.8, '#ffffff')}`,
  );
};

/** Initials on a coloured disc: a demo account's avatar. */
const avatarSvg = (name: string, seed: number) => {
  const p = palette(seed);
  const initials = name
    .replace(/^Dr\.\s*/, '')
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toLocaleUpperCase('tr-TR');
  return svg(
    512,
    512,
    `<rect width="512" height="512" fill="${p.accent}"/>
     <text x="256" y="300" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="200" font-weight="700" text-anchor="middle" fill="#ffffff">${initials}</text>`,
  );
};

export type DemoPicture =
  | { kind: 'home' | 'clinic' | 'walk' | 'certificate'; seed: number }
  | { kind: 'pet'; species: 'cat' | 'dog' | 'bird' | 'other'; seed: number }
  | { kind: 'avatar'; name: string; seed: number };

const svgOf = (picture: DemoPicture): string => {
  switch (picture.kind) {
    case 'home':
      return homeSvg(picture.seed);
    case 'clinic':
      return clinicSvg(picture.seed);
    case 'walk':
      return walkSvg(picture.seed);
    case 'certificate':
      return certificateSvg(picture.seed);
    case 'pet':
      return petSvg(picture.species, picture.seed);
    case 'avatar':
      return avatarSvg(picture.name, picture.seed);
  }
};

/** Renders a demo picture to PNG bytes. */
export const renderDemoPicture = async (picture: DemoPicture): Promise<Buffer> => {
  return sharp(Buffer.from(svgOf(picture))).png().toBuffer();
};

/**
 * A one-page PDF with one line of text, as a bank's app exports a receipt or a scanner a
 * document. Letters outside ASCII lose their marks (the built-in Helvetica has none).
 */
export const onePagePdf = (line: string, fontSize = 11): Uint8Array => {
  const text = line.normalize('NFD').replace(/[^\x20-\x7e]/g, '').replace(/[()\\]/g, '');
  const stream = `BT /F1 ${fontSize} Tf 24 150 Td (${text}) Tj ET`;
  return new TextEncoder().encode(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 420 300]/Resources<</Font<</F1 5 0 R>>>>/Contents 4 0 R>>endobj\n' +
      `4 0 obj<</Length ${stream.length}>>stream\n${stream}\nendstream endobj\n` +
      '5 0 obj<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
};
