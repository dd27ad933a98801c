import 'leaflet/dist/leaflet.css';
import './provider-map.css';

import { Anchor, CloseButton, Group, Stack, Text } from '@mantine/core';
import { divIcon, latLngBounds, type LatLngBounds, type LeafletEventHandlerFnMap, type Map as LeafletMap } from 'leaflet';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, Marker, Popup, TileLayer, useMap, useMapEvents, ZoomControl } from 'react-leaflet';
import { Link } from 'react-router';
import Supercluster, { type ClusterFeature, type PointFeature } from 'supercluster';

import { providerPriceText } from '../../../lib/format';
import { currentLocale } from '../../../lib/i18n';
import { markerLabel, placeLine, type PlacedCard, type ProfileLink } from '../utils/map';
import { RatingLine } from './rating-line';

/** OpenStreetMap's standard tiles (https://operations.osmfoundation.org/policies/tiles/). */
const TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
/** The closest the map zooms: streets, as close as a blurred, rounded point deserves. */
const MAX_ZOOM = 18;
/** How a page's points are framed: a margin for the markers, never closer than a neighbourhood. */
const FIT = { padding: [48, 48] as [number, number], maxZoom: 15 };
/**
 * Markers closer than this are one cluster. Supercluster measures on 512-pixel tiles, Leaflet
 * draws 256-pixel ones: 128 here is 64 pixels on screen, so a pin (38 pixels tall above its point)
 * never covers a cluster's disc (up to 24 pixels round its centre) or another pin.
 */
const CLUSTER_RADIUS = 128;

type PointProps = { id: string };
type Feature = PointFeature<PointProps> | ClusterFeature<PointProps>;
const isCluster = (feature: Feature): feature is ClusterFeature<PointProps> => 'cluster_id' in feature.properties;
const keyOf = (feature: Feature) => (isCluster(feature) ? `c:${feature.properties.cluster_id}` : `p:${feature.properties.id}`);

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** Enter and Space press a button; a Leaflet marker handles Enter itself only for its popup. */
const isPress = (event: KeyboardEvent) => event.key === 'Enter' || event.key === ' ';

/**
 * A marker's content: what it shows (a cluster's count, hidden from screen readers) and its name
 * as hidden text, so the marker (a `role="button"` Leaflet makes focusable) is named by its
 * content. Built as elements: names are people's own words and are never parsed as HTML.
 */
const markerContent = (key: string, label: string, shown?: string) => {
  const root = document.createElement('span');
  root.className = 'provider-map-marker__body';
  root.dataset.markerKey = key;
  if (shown !== undefined) {
    const visible = document.createElement('span');
    visible.setAttribute('aria-hidden', 'true');
    visible.textContent = shown;
    root.append(visible);
  }
  const name = document.createElement('span');
  name.className = 'provider-map-sr';
  name.textContent = label;
  root.append(name);
  return root;
};

const focusMarker = (map: LeafletMap, key: string) => {
  const body = map.getContainer().querySelector(`[data-marker-key="${key}"]`);
  body?.closest<HTMLElement>('.leaflet-marker-icon')?.focus({ preventScroll: true });
};

/** Gives the focus back to the marker whose popup closed, when it was in the popup (or lost). */
const returnFocus: LeafletEventHandlerFnMap['popupclose'] = (event) => {
  const marker = (event.target as { getElement?: () => HTMLElement | undefined }).getElement?.();
  const active = document.activeElement;
  if (!marker || !marker.isConnected) return;
  if (active === null || active === document.body || event.popup.getElement()?.contains(active)) marker.focus({ preventScroll: true });
};

/** Escape in a popup closes it (Leaflet listens for it only while the map itself has the focus). */
const useCloseOnEscape = () => {
  const map = useMap();
  return (event: ReactKeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    map.closePopup();
  };
};

/**
 * A popup's focus goes to its first link when it opens, so Enter on a marker leads on to the
 * profile. Its content stays rendered between openings and is drawn a moment after the first, so
 * the link is looked for over a few frames.
 */
const focusFirstLink: LeafletEventHandlerFnMap['popupopen'] = (event) => {
  let frames = 10;
  const attempt = () => {
    const link = event.popup.getElement()?.querySelector<HTMLElement>('a[href]');
    if (link) link.focus({ preventScroll: true });
    else if ((frames -= 1) > 0) requestAnimationFrame(attempt);
  };
  requestAnimationFrame(attempt);
};

const PopupClose = () => {
  const { t } = useTranslation();
  const map = useMap();
  return <CloseButton size="sm" aria-label={t('common:actions.close')} onClick={() => map.closePopup()} />;
};

/** One provider's popup: who, where and how far, rating, price, and the link to the profile. */
const ProviderPopup = ({ card, profileLink }: { card: PlacedCard; profileLink: ProfileLink }) => {
  const { t } = useTranslation();
  const locale = currentLocale();
  const link = profileLink(card);
  const onKeyDown = useCloseOnEscape();
  return (
    <Stack gap={4} onKeyDown={onKeyDown} data-testid="map-popup" miw={200}>
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <Text fw={700} lh={1.3}>
          {card.name}
        </Text>
        <PopupClose />
      </Group>
      <Text size="sm" c="dimmed">
        {placeLine(t, card, locale)}
      </Text>
      <RatingLine average={card.rating.average} count={card.rating.count} />
      <Text size="sm" fw={600} c={card.price ? undefined : 'dimmed'}>
        {card.price ? providerPriceText(t, card.price, locale) : t('discovery:card.noPrice')}
      </Text>
      <Anchor
        component={Link}
        to={link.path}
        state={link.state}
        fw={700}
        size="sm"
        aria-label={`${t('discovery:card.viewProfile')}: ${card.name}`}
      >
        {t('discovery:card.viewProfile')}
      </Anchor>
    </Stack>
  );
};

/** Results too close together to part at the closest zoom: their names, each a link. */
const SameSpotPopup = ({ cards, profileLink }: { cards: readonly PlacedCard[]; profileLink: ProfileLink }) => {
  const { t } = useTranslation();
  const locale = currentLocale();
  const onKeyDown = useCloseOnEscape();
  return (
    <Stack gap={6} onKeyDown={onKeyDown} data-testid="map-popup" miw={200}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={700}>{t('discovery:map.sameSpotTitle')}</Text>
        <PopupClose />
      </Group>
      <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
        {cards.map((card) => {
          const link = profileLink(card);
          return (
            <li key={card.id}>
              <Anchor component={Link} to={link.path} state={link.state} fw={600} size="sm">
                {card.name}
              </Anchor>
              <Text size="xs" c="dimmed">
                {placeLine(t, card, locale)}
              </Text>
            </li>
          );
        })}
      </Stack>
    </Stack>
  );
};

const pressToOpen: LeafletEventHandlerFnMap['keydown'] = (event) => {
  // Enter opens a bound popup in Leaflet already; Space, as on any button, does here.
  if (event.originalEvent.key !== ' ') return;
  event.originalEvent.preventDefault();
  (event.target as { openPopup: () => void }).openPopup();
};

/** The events of a marker with a popup: Space opens it, the focus goes in and comes back. */
const POPUP_MARKER_EVENTS: LeafletEventHandlerFnMap = { keydown: pressToOpen, popupopen: focusFirstLink, popupclose: returnFocus };

const ProviderMarker = ({ card, profileLink }: { card: PlacedCard; profileLink: ProfileLink }) => {
  const { t } = useTranslation();
  const locale = currentLocale();
  const label = markerLabel(t, card, locale);
  const key = `p:${card.id}`;
  const icon = useMemo(
    () =>
      divIcon({
        html: markerContent(key, label),
        className: 'provider-map-marker provider-map-pin',
        iconSize: [30, 40],
        iconAnchor: [15, 38],
        popupAnchor: [0, -34],
      }),
    [key, label],
  );
  const { latitude, longitude } = card.point;
  const position = useMemo(() => [latitude, longitude] as [number, number], [latitude, longitude]);
  return (
    <Marker position={position} icon={icon} eventHandlers={POPUP_MARKER_EVENTS}>
      <Popup closeButton={false} autoPanPadding={[24, 24]}>
        <ProviderPopup card={card} profileLink={profileLink} />
      </Popup>
    </Marker>
  );
};

const ClusterMarker = ({
  feature,
  leaves,
  sameSpot,
  onExpand,
  profileLink,
}: {
  feature: ClusterFeature<PointProps>;
  leaves: () => PlacedCard[];
  /** Too close to part at the closest zoom: the marker lists them instead of zooming. */
  sameSpot: boolean;
  onExpand: () => void;
  profileLink: ProfileLink;
}) => {
  const { t } = useTranslation();
  const count = feature.properties.point_count;
  const label = t(sameSpot ? 'discovery:map.sameSpotLabel' : 'discovery:map.clusterLabel', { count });
  const key = keyOf(feature);
  const size = count < 10 ? 40 : 48;
  const icon = useMemo(
    () =>
      divIcon({
        html: markerContent(key, label, String(count)),
        className: 'provider-map-marker provider-map-cluster',
        iconSize: [size, size],
        popupAnchor: [0, -size / 2],
      }),
    [key, label, count, size],
  );
  const [longitude, latitude] = feature.geometry.coordinates as [number, number];
  const position = useMemo(() => [latitude, longitude] as [number, number], [latitude, longitude]);
  if (sameSpot) {
    return (
      <Marker position={position} icon={icon} eventHandlers={POPUP_MARKER_EVENTS}>
        <Popup closeButton={false} autoPanPadding={[24, 24]}>
          <SameSpotPopup cards={leaves()} profileLink={profileLink} />
        </Popup>
      </Marker>
    );
  }
  return (
    <Marker
      position={position}
      icon={icon}
      eventHandlers={{
        click: onExpand,
        keydown: (event) => {
          if (!isPress(event.originalEvent)) return;
          event.originalEvent.preventDefault();
          onExpand();
        },
      }}
    />
  );
};

type Viewport = { bbox: [number, number, number, number]; zoom: number };
const viewportOf = (map: LeafletMap): Viewport => {
  // A margin around the view, so markers just outside are there as the map is dragged.
  const bounds = map.getBounds().pad(0.25);
  const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value));
  return {
    bbox: [clamp(bounds.getWest(), 180), clamp(bounds.getSouth(), 90), clamp(bounds.getEast(), 180), clamp(bounds.getNorth(), 90)],
    zoom: Math.round(map.getZoom()),
  };
};

/**
 * The page's markers, clustered for the map's zoom (supercluster): a cluster zooms in on press and
 * hands the focus to the marker of its first result; markers come in the page's order, so Tab
 * walks them as the list beside the map does.
 */
const Markers = ({ cards, profileLink }: { cards: readonly PlacedCard[]; profileLink: ProfileLink }) => {
  const map = useMap();
  const index = useMemo(() => {
    const clusters = new Supercluster<PointProps, PointProps>({ radius: CLUSTER_RADIUS, maxZoom: MAX_ZOOM });
    return clusters.load(
      cards.map((card) => ({
        type: 'Feature' as const,
        geometry: { type: 'Point' as const, coordinates: [card.point.longitude, card.point.latitude] },
        properties: { id: card.id },
      })),
    );
  }, [cards]);
  const order = useMemo(() => new Map(cards.map((card, position) => [card.id, { card, position }])), [cards]);
  const [viewport, setViewport] = useState(() => viewportOf(map));
  useMapEvents({ moveend: () => setViewport(viewportOf(map)) });
  /** After a cluster opens: the result whose marker gets the focus, once the map is at `zoom`. */
  const pendingFocus = useRef<{ id: string; zoom: number } | null>(null);

  const leavesOf = (feature: ClusterFeature<PointProps>) =>
    index
      .getLeaves(feature.properties.cluster_id, Infinity)
      .flatMap((leaf) => order.get(leaf.properties.id) ?? [])
      .sort((a, b) => a.position - b.position)
      .map((entry) => entry.card);
  const firstPosition = (feature: Feature) =>
    isCluster(feature)
      ? Math.min(...index.getLeaves(feature.properties.cluster_id, Infinity).map((leaf) => order.get(leaf.properties.id)?.position ?? Infinity))
      : (order.get(feature.properties.id)?.position ?? Infinity);
  const features = index
    .getClusters(viewport.bbox, viewport.zoom)
    .map((feature) => ({ feature, position: firstPosition(feature) }))
    .sort((a, b) => a.position - b.position)
    .map(({ feature }) => feature);

  useEffect(() => {
    const pending = pendingFocus.current;
    if (!pending || pending.zoom !== viewport.zoom) return;
    pendingFocus.current = null;
    const holder = features.find((feature) =>
      isCluster(feature)
        ? index.getLeaves(feature.properties.cluster_id, Infinity).some((leaf) => leaf.properties.id === pending.id)
        : feature.properties.id === pending.id,
    );
    if (holder) focusMarker(map, keyOf(holder));
  });

  const expand = (feature: ClusterFeature<PointProps>) => {
    const zoom = Math.min(index.getClusterExpansionZoom(feature.properties.cluster_id), MAX_ZOOM);
    const first = leavesOf(feature)[0];
    if (first) pendingFocus.current = { id: first.id, zoom };
    const [longitude, latitude] = feature.geometry.coordinates as [number, number];
    map.setView([latitude, longitude], zoom, { animate: !reducedMotion() });
  };

  return (
    <>
      {features.map((feature) => {
        if (isCluster(feature)) {
          return (
            <ClusterMarker
              key={keyOf(feature)}
              feature={feature}
              leaves={() => leavesOf(feature)}
              sameSpot={index.getClusterExpansionZoom(feature.properties.cluster_id) > MAX_ZOOM}
              onExpand={() => expand(feature)}
              profileLink={profileLink}
            />
          );
        }
        const entry = order.get(feature.properties.id);
        return entry ? <ProviderMarker key={keyOf(feature)} card={entry.card} profileLink={profileLink} /> : null;
      })}
    </>
  );
};

/** Frames a new page's points (the first page is framed by the map's own `bounds`). */
const FitToCards = ({ bounds, signature }: { bounds: LatLngBounds; signature: string }) => {
  const map = useMap();
  const framed = useRef(signature);
  useEffect(() => {
    if (framed.current === signature) return;
    framed.current = signature;
    map.fitBounds(bounds, { ...FIT, animate: false });
  }, [map, bounds, signature]);
  return null;
};

/**
 * The browse map (Leaflet with OpenStreetMap tiles, loaded with this view only): the page's
 * results at their shared, blurred points, clustered. Markers are keyboard buttons named by who,
 * where and how far; a popup links to the profile. Without tiles (no network) the map keeps its
 * ground colour and the markers, so it still reads as a map of where the results are.
 */
const ProviderMapCanvas = ({
  cards,
  label,
  describedBy,
  profileLink,
}: {
  /** The page's results that have a point (at least one), in the page's order. */
  cards: readonly PlacedCard[];
  label: string;
  /** The id of the hint on how to use the map by keyboard. */
  describedBy?: string;
  profileLink: ProfileLink;
}) => {
  const { t } = useTranslation();
  // The page's points as text: a page with the same points keeps its index, markers and frame.
  const signature = cards.map((card) => `${card.id}@${card.point.latitude},${card.point.longitude}`).join('|');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the points, not the array's identity
  const stable = useMemo(() => cards, [signature]);
  const bounds = useMemo(() => latLngBounds(stable.map((card) => [card.point.latitude, card.point.longitude])), [stable]);
  return (
    <div
      role="region"
      aria-label={label}
      aria-describedby={describedBy}
      className="provider-map"
      data-testid="provider-map-canvas"
      style={{ width: '100%', height: '100%' }}
    >
      <MapContainer
        bounds={bounds}
        boundsOptions={FIT}
        maxZoom={MAX_ZOOM}
        scrollWheelZoom={false}
        zoomControl={false}
        style={{ width: '100%', height: '100%' }}
      >
        <ZoomControl position="topleft" zoomInTitle={t('discovery:map.zoomIn')} zoomOutTitle={t('discovery:map.zoomOut')} />
        <TileLayer
          url={TILES}
          maxZoom={19}
          attribution={`&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> ${t('discovery:map.osmContributors')}`}
        />
        <FitToCards bounds={bounds} signature={signature} />
        <Markers cards={stable} profileLink={profileLink} />
      </MapContainer>
    </div>
  );
};

export default ProviderMapCanvas;
