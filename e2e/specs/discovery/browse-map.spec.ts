import { foldForSearch } from '@patili/domain/shared';
import { expect, type Page } from '@playwright/test';

import { expectNoAxeViolations } from '../../support/axe.ts';
import { buildPath, hashPath, shareSession, uniqueName } from '../../support/api.ts';
import { test } from '../../support/fixtures.ts';
import { PLACES, createOwnerAt, createProvider, walkerFields } from './discovery-helpers.ts';

const mapOf = (page: Page) => page.getByRole('region', { name: 'Bu sayfadaki sonuçların haritası' });
/** The cluster markers on the map: "Bu bölgede 2 sonuç, yakınlaştır". */
const clustersOf = (page: Page) => mapOf(page).getByRole('button', { name: /^Bu bölgede \d+ sonuç, yakınlaştır$/ });
/** A provider's marker, named by who, where and how far. */
const markerOf = (page: Page, name: string) => mapOf(page).getByRole('button', { name: new RegExp(`^${name}, `) });

test('[owner][discovery]: switches browse to a map of the page, opens a marker by keyboard to the profile, and back to the list with the filters', async ({
  page,
  context,
}) => {
  const owner = await createOwnerAt('Ayşe Sahip', PLACES.kadikoyPier);
  // One word of their own in every name, searched for, so only this test's walkers are on the page
  // (the worker's server also holds the screen tour's walkers).
  const tag = uniqueName('Harita').split(' ')[1]!;
  const moda = `Deniz ${tag}`;
  const fenerbahce = `Ali ${tag}`;
  const ankara = `Kerem ${tag}`;
  // Two in Kadıköy, a kilometre or two apart, and one in Ankara: framed together, the two in
  // Kadıköy are one cluster, the one in Ankara a marker of its own.
  await createProvider('pet_walker', moda, { location: PLACES.moda, fields: walkerFields({ knowsFirstAid: true, hourlyRate: 150 }) });
  await createProvider('pet_walker', fenerbahce, { location: PLACES.fenerbahce, fields: walkerFields({ knowsFirstAid: true, hourlyRate: 120 }) });
  await createProvider('pet_walker', ankara, { location: PLACES.cankaya, fields: walkerFields({ knowsFirstAid: true, hourlyRate: 200 }) });
  await shareSession(owner.api, context);

  const q = foldForSearch(tag);
  await page.goto(hashPath(buildPath('owner.petWalkers.browse', undefined, { q, firstAid: 'true' })));
  await expect(page.getByTestId('provider-card')).toHaveCount(3);

  // The view is a labelled radio group; the map keeps the filters and goes into the address.
  const views = page.getByRole('radiogroup', { name: 'Görünüm' });
  await expect(views.getByRole('radio', { name: 'Liste' })).toBeChecked();
  await views.getByText('Harita').click();
  await expect(page).toHaveURL(/view=map/);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(q)}`));
  await expect(views.getByRole('radio', { name: 'Harita' })).toBeChecked();
  await expect(page.getByTestId('provider-card')).toHaveCount(0);

  // Markers: the two in Kadıköy clustered, the one in Ankara alone, named with its district and distance.
  await expect(mapOf(page)).toBeVisible();
  await expect(clustersOf(page)).toHaveCount(1);
  await expect(clustersOf(page)).toHaveAccessibleName('Bu bölgede 2 sonuç, yakınlaştır');
  await expect(markerOf(page, ankara)).toHaveAccessibleName(new RegExp(`^${ankara}, Çankaya, \\d+ km uzakta$`));
  // The list beside the map has all three, each a link to the profile.
  const list = page.getByRole('region', { name: 'Bu sayfadaki sonuçlar' });
  for (const name of [moda, fenerbahce, ankara]) await expect(list.getByRole('link', { name, exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'browse map (tr, desktop)');

  // By keyboard: Tab from the map reaches a marker; Enter on the cluster zooms in and hands the
  // focus to a marker of its results (again a cluster while they are still too close).
  await page.locator('.provider-map .leaflet-container').focus();
  await page.keyboard.press('Tab');
  const focused = page.locator(':focus');
  await expect(focused).toHaveAttribute('role', 'button');
  await expect(focused).toHaveAccessibleName(/^(Bu bölgede 2 sonuç, yakınlaştır|Kerem .*)$/);
  await clustersOf(page).focus();
  for (let step = 0; step < 8; step += 1) {
    const pressed = await page.evaluateHandle(() => document.activeElement);
    await page.keyboard.press('Enter');
    // The focus moves from the cluster pressed to the marker now holding its first result.
    await expect
      .poll(() => page.evaluate((before) => document.activeElement !== before && !!document.activeElement?.classList.contains('leaflet-marker-icon'), pressed))
      .toBe(true);
    await expect(focused).toHaveAccessibleName(new RegExp(`^(Bu bölgede 2 sonuç, yakınlaştır|(${moda}|${fenerbahce}), Kadıköy, .+)$`));
    if (!((await focused.textContent()) ?? '').endsWith('yakınlaştır')) break;
  }
  await expect(markerOf(page, moda)).toBeVisible();
  await expect(markerOf(page, fenerbahce)).toBeVisible();
  await expect(clustersOf(page)).toHaveCount(0);
  const chosenName = (await focused.textContent())!.split(',')[0]!;
  expect([moda, fenerbahce]).toContain(chosenName);

  // Enter opens its popup, whose link gets the focus; Escape closes it and gives the focus back.
  await page.keyboard.press('Enter');
  const popup = page.getByTestId('map-popup');
  await expect(popup).toContainText(chosenName);
  await expect(popup).toContainText('Kadıköy, İstanbul');
  await expect(page.locator(':focus')).toHaveAccessibleName(`Profili gör: ${chosenName}`);
  await expectNoAxeViolations(page, 'browse map with a popup (tr, desktop)');
  await page.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);
  await expect(page.locator(':focus')).toHaveAccessibleName(new RegExp(`^${chosenName}, Kadıköy, `));
  // Space opens it too; Enter on the link follows it to the profile.
  await page.keyboard.press(' ');
  await expect(page.locator(':focus')).toHaveAccessibleName(`Profili gör: ${chosenName}`);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/owner\/providers\//);
  await expect(page.getByRole('heading', { name: chosenName, level: 1 })).toBeVisible();

  // Back to the list returns to the map with the same filters; the list view keeps them too.
  await page.getByRole('link', { name: 'Listeye dön' }).click();
  await expect(page).toHaveURL(/view=map/);
  await expect(mapOf(page)).toBeVisible();
  await page.getByRole('radiogroup', { name: 'Görünüm' }).getByText('Liste').click();
  await expect(page).not.toHaveURL(/view=map/);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(q)}`));
  await expect(page).toHaveURL(/firstAid=true/);
  await expect(page.getByRole('switch', { name: 'Yalnızca ilk yardım bilenler' })).toBeChecked();
  await expect(page.getByTestId('provider-card')).toHaveCount(3);
});

test('[owner][discovery][phone]: on a phone the map is full width and tall enough; a search with no results keeps the map view', async ({ page, context }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const owner = await createOwnerAt('Kaan Sahip', PLACES.kadikoyPier);
  const tag = uniqueName('Harita').split(' ')[1]!;
  const walker = `Pelin ${tag}`;
  await createProvider('pet_walker', walker, { location: PLACES.moda, fields: walkerFields({ knowsFirstAid: true, hourlyRate: 140 }) });
  await shareSession(owner.api, context);

  await page.goto(hashPath(buildPath('owner.petWalkers.browse', undefined, { q: foldForSearch(tag), view: 'map' })));
  await expect(markerOf(page, walker)).toBeVisible();
  const box = await mapOf(page).boundingBox();
  expect(box!.width).toBeGreaterThan(330);
  expect(box!.height).toBeGreaterThanOrEqual(400);
  await expectNoAxeViolations(page, 'browse map (tr, phone)');

  // A search nobody matches shows the usual empty results; the view stays the map's.
  await page.goto(hashPath(buildPath('owner.petWalkers.browse', undefined, { q: `${foldForSearch(tag)}x`, view: 'map' })));
  await expect(page.getByTestId('browse-empty')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Harita' })).toBeChecked();
});
