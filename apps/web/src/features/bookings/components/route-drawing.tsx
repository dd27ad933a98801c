import type { RoutePoint } from '@patili/domain/bookings';

/** The drawing's own units: a square of this side, the route fitted inside with a margin. */
const SIZE = 1000;
const MARGIN = 60;

type Projected = { x: number; y: number };

/**
 * Points on a flat plane (equirectangular around the route's middle latitude, which keeps the
 * shape of a walk of a few kilometres), scaled and centred into the drawing.
 */
export const projectRoute = (points: readonly RoutePoint[]): Projected[] => {
  if (points.length === 0) return [];
  const middle = points.reduce((sum, point) => sum + point.latitude, 0) / points.length;
  const squeeze = Math.cos((middle * Math.PI) / 180);
  const raw = points.map((point) => ({ x: point.longitude * squeeze, y: -point.latitude }));
  const xs = raw.map((point) => point.x);
  const ys = raw.map((point) => point.y);
  const [minX, maxX, minY, maxY] = [
    Math.min(...xs),
    Math.max(...xs),
    Math.min(...ys),
    Math.max(...ys),
  ];
  const span = Math.max(maxX - minX, maxY - minY);
  const scale = span > 0 ? (SIZE - 2 * MARGIN) / span : 0;
  const offsetX = (SIZE - (maxX - minX) * scale) / 2;
  const offsetY = (SIZE - (maxY - minY) * scale) / 2;
  return raw.map((point) => ({
    x: Math.round((offsetX + (point.x - minX) * scale) * 10) / 10,
    y: Math.round((offsetY + (point.y - minY) * scale) * 10) / 10,
  }));
};

/**
 * The route as a plain drawing, for when the map cannot be loaded: each run of the route a line,
 * the start a hollow dot and the latest (or last) point a full one. No tiles, no library.
 */
export const RouteDrawing = ({
  segments,
  label,
  live,
}: {
  segments: readonly (readonly RoutePoint[])[];
  label: string;
  live: boolean;
}) => {
  const all = segments.flat();
  const projected = projectRoute(all);
  const starts = segments.map((_, i) =>
    segments.slice(0, i).reduce((sum, segment) => sum + segment.length, 0),
  );
  const lines = segments.map((segment, i) =>
    projected.slice(starts[i], (starts[i] ?? 0) + segment.length),
  );
  const first = projected[0];
  const last = projected.at(-1);
  return (
    <svg
      viewBox={`0 0 ${SIZE} ${SIZE}`}
      role="img"
      aria-label={label}
      data-testid="route-drawing"
      style={{
        width: '100%',
        height: '100%',
        display: 'block',
        background: 'var(--mantine-color-gray-0)',
      }}
    >
      {lines.map((line, i) =>
        line.length > 1 ? (
          <polyline
            key={i}
            points={line.map((point) => `${point.x},${point.y}`).join(' ')}
            fill="none"
            style={{ stroke: 'var(--mantine-color-teal-7)' }}
            strokeWidth={10}
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        ) : null,
      )}
      {first ? (
        <circle
          cx={first.x}
          cy={first.y}
          r={16}
          fill="white"
          style={{ stroke: 'var(--mantine-color-teal-7)' }}
          strokeWidth={8}
        />
      ) : null}
      {last && all.length > 1 ? (
        <circle
          cx={last.x}
          cy={last.y}
          r={18}
          style={{ fill: live ? 'var(--mantine-color-orange-6)' : 'var(--mantine-color-teal-7)' }}
          stroke="white"
          strokeWidth={6}
        />
      ) : null}
    </svg>
  );
};
