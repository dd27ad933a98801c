import 'leaflet/dist/leaflet.css';
import './walk-map.css';

import type { RoutePoint } from '@patili/domain/bookings';
import { latLngBounds, type LatLngExpression } from 'leaflet';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CircleMarker,
  MapContainer,
  Polyline,
  TileLayer,
  useMap,
  useMapEvents,
  ZoomControl,
} from 'react-leaflet';

/** OpenStreetMap's standard tiles (https://operations.osmfoundation.org/policies/tiles/). */
const TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const ROUTE_COLOR = '#0ca678';
const LIVE_COLOR = '#f76707';

const toLatLng = (point: RoutePoint): LatLngExpression => [point.latitude, point.longitude];

/**
 * Keeps the whole route in view as it grows, until the person moves the map themselves (then it
 * stays where they put it).
 */
const FollowRoute = ({ points }: { points: readonly RoutePoint[] }) => {
  const map = useMap();
  const moved = useRef(false);
  const fitted = useRef(0);
  useMapEvents({
    dragstart: () => {
      moved.current = true;
    },
  });
  useEffect(() => {
    // Refit when points are added, not on every render of the same route.
    if (moved.current || points.length === 0 || points.length === fitted.current) return;
    fitted.current = points.length;
    map.fitBounds(latLngBounds(points.map(toLatLng)), {
      padding: [28, 28],
      maxZoom: 17,
      animate: false,
    });
  }, [map, points]);
  return null;
};

/**
 * The route on a real map (Leaflet with OpenStreetMap tiles, lazily loaded): each run of the route
 * a line, the start a hollow dot, the latest point a full one (orange while the walk is on). The
 * lines are SVG: they are drawn even when the tiles cannot be loaded.
 */
const WalkMap = ({
  segments,
  live,
  label,
}: {
  segments: readonly (readonly RoutePoint[])[];
  live: boolean;
  label: string;
}) => {
  const { t } = useTranslation();
  const points = segments.flat();
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return null;
  return (
    <div
      role="region"
      aria-label={label}
      data-testid="walk-map"
      style={{ width: '100%', height: '100%' }}
    >
      <MapContainer
        center={toLatLng(last)}
        zoom={16}
        scrollWheelZoom={false}
        zoomControl={false}
        style={{ width: '100%', height: '100%' }}
      >
        <ZoomControl
          position="topleft"
          zoomInTitle={t('bookings:tracking.live.zoomIn')}
          zoomOutTitle={t('bookings:tracking.live.zoomOut')}
        />
        <TileLayer
          url={TILES}
          maxZoom={19}
          attribution={`&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> ${t('bookings:tracking.live.osmContributors')}`}
        />
        {segments.map((segment, index) =>
          segment.length > 1 ? (
            <Polyline
              key={index}
              positions={segment.map(toLatLng)}
              // A Leaflet option, read once when the line is made (`pathOptions` are its styles).
              className="walk-route"
              pathOptions={{ color: ROUTE_COLOR, weight: 5, opacity: 0.9 }}
            />
          ) : null,
        )}
        <CircleMarker
          center={toLatLng(first)}
          radius={7}
          pathOptions={{ color: ROUTE_COLOR, fillColor: '#ffffff', fillOpacity: 1, weight: 3 }}
        />
        {points.length > 1 ? (
          <CircleMarker
            center={toLatLng(last)}
            radius={8}
            pathOptions={{
              color: '#ffffff',
              fillColor: live ? LIVE_COLOR : ROUTE_COLOR,
              fillOpacity: 1,
              weight: 3,
            }}
          />
        ) : null}
        <FollowRoute points={points} />
      </MapContainer>
    </div>
  );
};

export default WalkMap;
