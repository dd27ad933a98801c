import type { PetSpecies } from '@patili/domain/pets';

import { placeholderPalette, type PlaceholderPalette } from '../utils/placeholder-palette';

const Cat = ({ fg, accent, bg }: PlaceholderPalette) => (
  <g>
    <polygon points="52,52 58,20 78,42" fill={fg} />
    <polygon points="108,52 102,20 82,42" fill={fg} />
    <polygon points="58,46 61,30 71,42" fill={bg} opacity="0.7" />
    <polygon points="102,46 99,30 89,42" fill={bg} opacity="0.7" />
    <ellipse cx="80" cy="66" rx="32" ry="29" fill={fg} />
    <ellipse cx="68" cy="62" rx="4" ry="6" fill="#fff" />
    <ellipse cx="92" cy="62" rx="4" ry="6" fill="#fff" />
    <circle cx="69" cy="63" r="2.2" fill={accent} />
    <circle cx="93" cy="63" r="2.2" fill={accent} />
    <polygon points="75,73 85,73 80,79" fill={accent} />
    <g stroke="#fff" strokeWidth="1.6" strokeLinecap="round" opacity="0.85">
      <line x1="62" y1="76" x2="44" y2="72" />
      <line x1="62" y1="80" x2="45" y2="82" />
      <line x1="98" y1="76" x2="116" y2="72" />
      <line x1="98" y1="80" x2="115" y2="82" />
    </g>
  </g>
);

const Dog = ({ fg, accent, bg }: PlaceholderPalette) => (
  <g>
    <ellipse cx="52" cy="58" rx="11" ry="22" fill={accent} transform="rotate(18 52 58)" />
    <ellipse cx="108" cy="58" rx="11" ry="22" fill={accent} transform="rotate(-18 108 58)" />
    <ellipse cx="80" cy="62" rx="29" ry="30" fill={fg} />
    <ellipse cx="80" cy="79" rx="15" ry="11" fill={bg} />
    <ellipse cx="80" cy="73" rx="6" ry="4.5" fill={accent} />
    <path
      d="M80 78 Q80 84 74 85 M80 78 Q80 84 86 85"
      stroke={accent}
      strokeWidth="1.8"
      fill="none"
      strokeLinecap="round"
    />
    <circle cx="69" cy="57" r="4.5" fill="#fff" />
    <circle cx="91" cy="57" r="4.5" fill="#fff" />
    <circle cx="70" cy="58" r="2.4" fill={accent} />
    <circle cx="92" cy="58" r="2.4" fill={accent} />
  </g>
);

const Bird = ({ fg, accent }: PlaceholderPalette) => (
  <g>
    <ellipse cx="78" cy="30" rx="5" ry="9" fill={accent} transform="rotate(-20 78 30)" />
    <ellipse cx="80" cy="64" rx="27" ry="30" fill={fg} />
    <ellipse cx="70" cy="72" rx="15" ry="10" fill={accent} transform="rotate(-25 70 72)" />
    <polygon points="104,54 118,59 104,64" fill="#fab005" />
    <circle cx="92" cy="52" r="4.5" fill="#fff" />
    <circle cx="93" cy="52" r="2.4" fill={accent} />
    <g stroke={accent} strokeWidth="2.2" strokeLinecap="round">
      <line x1="72" y1="93" x2="70" y2="102" />
      <line x1="88" y1="93" x2="90" y2="102" />
    </g>
  </g>
);

const Paw = ({ fg }: PlaceholderPalette) => (
  <g fill={fg}>
    <ellipse cx="80" cy="74" rx="22" ry="18" />
    <ellipse cx="55" cy="50" rx="8" ry="10" transform="rotate(-20 55 50)" />
    <ellipse cx="70" cy="36" rx="8" ry="10" transform="rotate(-6 70 36)" />
    <ellipse cx="90" cy="36" rx="8" ry="10" transform="rotate(6 90 36)" />
    <ellipse cx="105" cy="50" rx="8" ry="10" transform="rotate(20 105 50)" />
  </g>
);

const FIGURES: Record<PetSpecies, (palette: PlaceholderPalette) => React.ReactElement> = {
  cat: Cat,
  dog: Dog,
  bird: Bird,
  other: Paw,
};

/** Faint paw prints in the corners, the same on every placeholder. */
const Backdrop = ({ accent }: PlaceholderPalette) => (
  <g fill={accent} opacity="0.1">
    {[
      [18, 20],
      [140, 98],
      [24, 100],
      [138, 22],
    ].map(([x, y]) => (
      <g key={`${x}-${y}`} transform={`translate(${x} ${y}) scale(0.35)`}>
        <ellipse cx="0" cy="8" rx="18" ry="14" />
        <circle cx="-18" cy="-12" r="7" />
        <circle cx="-6" cy="-22" r="7" />
        <circle cx="8" cy="-22" r="7" />
        <circle cx="20" cy="-12" r="7" />
      </g>
    ))}
  </g>
);

/**
 * The drawing shown for a pet without a photo (a placeholder by id): the species'
 * figure in colours picked from the pet's id, so each pet keeps its own look. Inline SVG, no
 * external image.
 */
export const PetIllustration = ({
  petId,
  species,
  label,
}: {
  petId: string;
  species: PetSpecies;
  label: string;
}) => {
  const palette = placeholderPalette(petId);
  const Figure = FIGURES[species];
  return (
    <svg
      viewBox="0 0 160 120"
      role="img"
      aria-label={label}
      preserveAspectRatio="xMidYMid slice"
      style={{ display: 'block', width: '100%', height: '100%', background: palette.bg }}
    >
      <Backdrop {...palette} />
      <Figure {...palette} />
    </svg>
  );
};
