import type { ProviderRole } from '@patili/domain/access';
import { buildProviderSummary, type MyProviderProfileResponse } from '@patili/domain/providers';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { renderWithApp, testUser } from '../../../testing/render';
import { ProviderProfileForm } from './provider-profile-form';
import { ProviderSummaryView } from './provider-summary-card';


const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The API the form talks to: the city lists, and a save answered by `onSave`. */
const stubApi = (onSave: (body: unknown) => Response = () => json(500, { code: 'INTERNAL', message: 'x' })) => {
  const fetchMock = vi.fn((input: string, init?: RequestInit) => {
    const url = input;
    if (url.endsWith('/api/locations/cities')) return Promise.resolve(json(200, { cities: [{ code: '34', name: 'İstanbul' }] }));
    if (url.includes('/districts')) return Promise.resolve(json(200, { cityCode: '34', districts: ['Kadıköy', 'Üsküdar'] }));
    if (url.endsWith('/api/providers/me') && init?.method === 'PUT') return Promise.resolve(onSave(JSON.parse(init.body as string)));
    return Promise.resolve(json(404, { code: 'NOT_FOUND', message: 'yok' }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

beforeEach(() => {
  stubApi();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const empty = (kind: ProviderRole): MyProviderProfileResponse => ({
  kind,
  profile: null,
  location: null,
  files: [],
  summary: buildProviderSummary({ kind, profile: null, location: null }),
});

const KADIKOY = { cityCode: '34', cityName: 'İstanbul', district: 'Kadıköy', mapPoint: null };

const renderForm = (kind: ProviderRole, onSaved = vi.fn(), saved: MyProviderProfileResponse = empty(kind)) =>
  renderWithApp(<ProviderProfileForm kind={kind} saved={saved} onSaved={onSaved} />, { user: testUser({ role: kind }) });

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Profili kaydet' }));

describe('provider profile form: required fields in Turkish', () => {
  it.each([
    ['sitter', ['Lütfen kendinizi ve deneyiminizi anlatan bir tanıtım yazısı girin.', 'Lütfen sunduğunuz en az bir hizmeti seçin.']],
    ['veterinarian', ['Lütfen klinik adını girin.', 'Lütfen klinik adresini girin.', 'Lütfen en az bir uzmanlık alanı seçin.', 'Lütfen seans ücretinizi girin.']],
    ['pet_walker', ['Lütfen tercih ettiğiniz yürüyüş alanlarını girin.', 'Lütfen hizmet verdiğiniz en az bir bölge ekleyin.', 'Lütfen saatlik ücretinizi girin.']],
    ['trainer', ['Lütfen en az bir uzmanlık alanı girin.', 'Lütfen kaç yıllık deneyiminiz olduğunu girin.', 'Lütfen seans ücretinizi girin.']],
  ] as const)('%s: an empty submit shows each required message and the location ones', async (kind, messages) => {
    await renderForm(kind);
    await screen.findByRole('combobox', { name: /^İl(?!çe)/ });
    save();
    expect(await screen.findByText('Lütfen işaretli alanları düzeltin.')).toBeInTheDocument();
    for (const message of messages) expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByText('Lütfen il seçin.')).toBeInTheDocument();
    expect(screen.getByText('Lütfen ilçe seçin.')).toBeInTheDocument();
  });
});

describe('sitter services', () => {
  it('start a ticked service at its catalogue price and drop it when unticked', async () => {
    await renderForm('sitter');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Köpek Bakımı' }));
    const price = await screen.findByRole('textbox', { name: 'Köpek Bakımı için günlük ücret (₺)' });
    expect(price).toHaveValue('250');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Köpek Bakımı' }));
    expect(screen.queryByRole('textbox', { name: 'Köpek Bakımı için günlük ücret (₺)' })).not.toBeInTheDocument();
  });
  it('show the stream link only while live viewing is on', async () => {
    await renderForm('sitter');
    expect(screen.queryByRole('textbox', { name: 'Canlı yayın bağlantısı' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Canlı izleme sunuyorum' }));
    expect(await screen.findByRole('textbox', { name: 'Canlı yayın bağlantısı' })).toBeInTheDocument();
  });
});

describe('server answers', () => {
  it('puts the server field messages on the fields and keeps what was typed', async () => {
    stubApi(() =>
      json(422, { code: 'VALIDATION_FAILED', message: 'x', fields: { 'location.district': 'Seçilen ilçe bu ile ait değil.', hourlyRate: 'Saatlik ücret 0\'dan büyük bir sayı olmalıdır.' } }),
    );
    const onSaved = vi.fn();
    await renderForm('trainer', onSaved, { ...empty('trainer'), location: KADIKOY });
    fireEvent.change(screen.getByRole('textbox', { name: /Uzmanlık alanları/ }), { target: { value: 'itaat, tasma' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Deneyim \(yıl\)/ }), { target: { value: '4' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Seans ücreti/ }), { target: { value: '400' } });
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^İlçe/ })).toHaveValue('Kadıköy'));
    save();
    expect(await screen.findByText('Seçilen ilçe bu ile ait değil.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Uzmanlık alanları/ })).toHaveValue('itaat, tasma');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('reports a save that failed for another reason with its message', async () => {
    stubApi(() => json(500, { code: 'INTERNAL', message: 'Beklenmeyen bir hata oluştu.' }));
    await renderForm('trainer', vi.fn(), { ...empty('trainer'), location: KADIKOY });
    fireEvent.change(screen.getByRole('textbox', { name: /Uzmanlık alanları/ }), { target: { value: 'itaat' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Deneyim \(yıl\)/ }), { target: { value: '0' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Seans ücreti/ }), { target: { value: '400' } });
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^İlçe/ })).toHaveValue('Kadıköy'));
    save();
    expect(await screen.findByText('Profil kaydedilemedi: Beklenmeyen bir hata oluştu.')).toBeInTheDocument();
  });
});

describe('provider summary', () => {
  it('shows the price in the kind unit, the place, the rating and completeness', async () => {
    const summary = buildProviderSummary({
      kind: 'pet_walker',
      profile: { bio: '', details: { hourlyRate: 150, preferredWalkingAreas: 'Moda' }, priceKurus: 15_000, ratingAverage: 4.25, ratingCount: 3 },
      location: { cityCode: '34', cityName: 'İstanbul', district: 'Kadıköy', mapPoint: null },
    });
    await renderWithApp(<ProviderSummaryView summary={summary} />, { user: testUser({ role: 'pet_walker' }) });
    expect(screen.getByText('Gezdirici profili')).toBeInTheDocument();
    expect(screen.getByText(/₺150 \/ saat/)).toBeInTheDocument();
    expect(screen.getByText('Kadıköy, İstanbul')).toBeInTheDocument();
    expect(screen.getByText('4,3/5 (3 değerlendirme)')).toBeInTheDocument();
    expect(screen.getByText(`Profil doluluğu: %${summary.completeness}`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Profili düzenle' })).toHaveAttribute('href', '/pet-walker/profile/setup');
  });

  it.each([
    [160, "₺160'tan başlayan / gün"],
    [250, "₺250'den başlayan / gün"],
    [240, "₺240'tan başlayan / gün"],
  ])("gives a sitter's lowest price of %i the suffix its number takes when read aloud", async (lira, text) => {
    const summary = buildProviderSummary({
      kind: 'sitter',
      profile: { bio: '', details: { servicePrices: { cat_care: lira } }, priceKurus: lira * 100, ratingAverage: null, ratingCount: 0 },
      location: null,
    });
    await renderWithApp(<ProviderSummaryView summary={summary} />, { user: testUser({ role: 'sitter' }) });
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});
