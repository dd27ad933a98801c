import { EMPTY_BROWSE_STATE, type BrowseState, type ProviderCard } from '@patili/domain/discovery';
import { fireEvent, screen, within } from '@testing-library/react';
import type { TFunction } from 'i18next';
import { describe, expect, it, vi } from 'vitest';

import { renderWithApp, testUser } from '../../../testing/render';
import { markerLabel } from '../utils/map';
import { loadedPage, walkerCard } from './discovery-test-kit';
import { ProviderResults } from './provider-results';

// Leaflet is not loaded here: the map stands in as the region it draws, naming the markers it got.
vi.mock('./provider-map-canvas', () => ({
  default: ({ cards, label }: { cards: readonly ProviderCard[]; label: string }) => (
    <div role="region" aria-label={label}>
      {cards.map((card) => (
        <span key={card.id} data-testid="map-marker">
          {card.name}
        </span>
      ))}
    </div>
  ),
}));

const card = (id: string, name: string, overrides: Partial<ProviderCard> = {}): ProviderCard =>
  walkerCard({ id, name, bio: '', services: [], ...overrides });

const renderResults = async (items: ProviderCard[], state: Partial<BrowseState> = {}, total?: number) => {
  const onChange = vi.fn();
  await renderWithApp(
    <ProviderResults
      kind="pet_walker"
      state={{ ...EMPTY_BROWSE_STATE, ...state }}
      query={loadedPage(items, { total, pageSize: 2 })}
      onChange={onChange}
      onClearFilters={vi.fn()}
      profileLink={(result) => ({ path: `/p/${result.id}` })}
    />,
    { user: testUser() },
  );
  return onChange;
};

describe('the browse map', () => {
  it('is one choice of a labelled list/map radio group, and choosing it keeps the page', async () => {
    const onChange = await renderResults([card('w1', 'Deniz Yürür')]);
    const group = screen.getByRole('radiogroup', { name: 'Görünüm' });
    expect(within(group).getByRole('radio', { name: 'Liste' })).toBeChecked();
    fireEvent.click(within(group).getByRole('radio', { name: 'Harita' }));
    expect(onChange).toHaveBeenCalledWith({ view: 'map' });
    expect(screen.getAllByTestId('provider-card')).toHaveLength(1);
  });

  it('puts the results with a point on the map and lists every result beside it, saying which are not on it', async () => {
    const onChange = await renderResults(
      [card('w1', 'Deniz Yürür'), card('w2', 'Mert Konumsuz', { point: null, district: null, cityName: null, distanceKm: null, price: null })],
      { view: 'map' },
      5,
    );
    expect(screen.getByRole('radio', { name: 'Harita' })).toBeChecked();
    expect(screen.queryByTestId('provider-card')).not.toBeInTheDocument();
    // The map gets the located result only, and is named.
    const region = await screen.findByRole('region', { name: 'Bu sayfadaki sonuçların haritası' });
    expect(within(region).getAllByTestId('map-marker').map((marker) => marker.textContent)).toEqual(['Deniz Yürür']);
    // The list beside it has both, each a link to its profile, with what a marker says.
    const list = screen.getByRole('region', { name: 'Bu sayfadaki sonuçlar' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('link', { name: 'Deniz Yürür' })).toHaveAttribute('href', '/p/w1');
    expect(items[0]).toHaveTextContent('Kadıköy, İstanbul · 3 km uzakta');
    expect(items[0]).toHaveTextContent('₺150 / saat');
    expect(items[0]).not.toHaveTextContent('Haritada yok');
    expect(within(items[1]!).getByRole('link', { name: 'Mert Konumsuz' })).toHaveAttribute('href', '/p/w2');
    expect(items[1]).toHaveTextContent('Haritada yok');
    expect(items[1]).toHaveTextContent('Ücret belirtilmemiş');
    expect(within(list).getByText('1 sonuç konum paylaşmadığı için haritada gösterilmiyor.')).toBeInTheDocument();
    expect(screen.getByText(/Yerler yaklaşıktır/)).toBeInTheDocument();
    // Paging stays under the map: 5 results, 2 a page.
    fireEvent.click(screen.getByRole('button', { name: 'Sayfa 2' }));
    expect(onChange).toHaveBeenCalledWith({ page: 2 });
    fireEvent.click(screen.getByRole('radio', { name: 'Liste' }));
    expect(onChange).toHaveBeenCalledWith({ view: 'list' });
  });

  it('gives way to a message when no result of the page has a point, with the list still there', async () => {
    const onChange = await renderResults([card('w2', 'Mert Konumsuz', { point: null })], { view: 'map' });
    const empty = screen.getByTestId('map-empty');
    expect(empty).toHaveTextContent('Bu sayfadaki sonuçların haritada yeri yok');
    expect(screen.queryByRole('region', { name: 'Bu sayfadaki sonuçların haritası' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mert Konumsuz' })).toBeInTheDocument();
    fireEvent.click(within(empty).getByRole('button', { name: 'Liste görünümüne dön' }));
    expect(onChange).toHaveBeenCalledWith({ view: 'list' });
  });

  it('names a marker by who, where and how far', () => {
    const t = ((key: string, values?: { km?: string }) =>
      key === 'discovery:card.distanceUnderOne' ? "1 km'den yakın" : `${values?.km} km uzakta`) as unknown as TFunction;
    expect(markerLabel(t, card('w1', 'Deniz Yürür'), 'tr')).toBe('Deniz Yürür, Kadıköy, 3 km uzakta');
    expect(markerLabel(t, card('w1', 'Deniz Yürür', { distanceKm: 0 }), 'tr')).toBe("Deniz Yürür, Kadıköy, 1 km'den yakın");
    expect(markerLabel(t, card('w1', 'Kerem', { district: null, distanceKm: null }), 'tr')).toBe('Kerem, İstanbul');
  });
});
