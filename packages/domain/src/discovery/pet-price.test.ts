import { describe, expect, it } from 'vitest';

import { SITTER_SERVICES_FOR_SPECIES, sitterPriceFor } from './pet-price.ts';

const prices = { cat_care: 160, dog_care: 260, bird_care: 120, rodent_care: 90, exotic_care: 300 };

describe('sitterPriceFor', () => {
  it("is the price of the service for the owner's one kind of pet, not the cheapest service", () => {
    expect(sitterPriceFor(prices, ['dog'])).toEqual({ lira: 260, maxLira: null });
    expect(sitterPriceFor(prices, ['cat'])).toEqual({ lira: 160, maxLira: null });
    expect(sitterPriceFor(prices, ['bird', 'bird'])).toEqual({ lira: 120, maxLira: null });
  });

  it("is the range over the services for the owner's pets when they differ", () => {
    expect(sitterPriceFor(prices, ['dog', 'cat'])).toEqual({ lira: 160, maxLira: 260 });
    // "Other" pets are rodents, reptiles and exotic animals: every priced one of those services.
    expect(sitterPriceFor(prices, ['other'])).toEqual({ lira: 90, maxLira: 300 });
  });

  it('is the range over every service for an owner with no pet the sitter takes, or none at all', () => {
    expect(sitterPriceFor(prices, [])).toEqual({ lira: 90, maxLira: 300 });
    expect(sitterPriceFor({ cat_care: 160 }, ['dog'])).toEqual({ lira: 160, maxLira: null });
    expect(sitterPriceFor({ cat_care: 160, dog_care: 260 }, ['bird'])).toEqual({ lira: 160, maxLira: 260 });
  });

  it('is nothing for a sitter with no priced service, and ignores prices that are not numbers', () => {
    expect(sitterPriceFor({}, ['dog'])).toBeNull();
    expect(sitterPriceFor({ dog_care: 'çok', cat_care: 160 }, ['dog'])).toEqual({ lira: 160, maxLira: null });
  });

  it('maps every kind of pet to at least one sitter service', () => {
    for (const services of Object.values(SITTER_SERVICES_FOR_SPECIES)) expect(services.length).toBeGreaterThan(0);
  });
});
