import { z } from 'zod';

import { msg, type MessageKey } from '../i18n/translate.ts';
import { blankToNull } from '../shared/fields.ts';

/**
 * A pet's microchip number (mandatory for cats and dogs in Türkiye): ISO 11784/11785 FDX-B, 15
 * decimal digits, the first three a country code (001–899; Türkiye is 792) or a manufacturer's
 * (900–998). 000 is no code and 999 marks test transponders, never an animal's.
 */
export const MICROCHIP_LENGTH = 15;

/** The number as people copy it from a card or a reader: spaces, dashes and dots dropped. */
export const normalizeMicrochip = (raw: string): string => raw.replace(/[\s.-]/g, '');

/** A number grouped as on a card, `792 0981 0012 3456`. */
export const formatMicrochip = (value: string): string =>
  value.length === MICROCHIP_LENGTH ? `${value.slice(0, 3)} ${value.slice(3, 7)} ${value.slice(7, 11)} ${value.slice(11)}` : value;

/** What is wrong with a (normalized) number, or null when it is a valid one. */
export const microchipProblem = (value: string): MessageKey | null => {
  if (!new RegExp(`^\\d{${MICROCHIP_LENGTH}}$`).test(value)) return msg('pets:validation.microchipDigits');
  const code = Number(value.slice(0, 3));
  if (code === 0 || code === 999) return msg('pets:validation.microchipCode');
  return null;
};

/** An optional microchip field: blank is none; else normalized, then checked. */
export const microchipSchema = z
  .preprocess(
    (value) => (typeof value === 'string' ? blankToNull(normalizeMicrochip(value)) : blankToNull(value)),
    z
      .string({ error: msg('pets:validation.microchipDigits') })
      .superRefine((value, context) => {
        const problem = microchipProblem(value);
        if (problem) context.addIssue({ code: 'custom', message: problem });
      })
      .nullable(),
  )
  .optional()
  .transform((value) => value ?? null);

/** A microchip number asked for on its own (the vets' lookup): required. */
export const microchipLookupSchema = z.object({
  microchip: z.preprocess(
    (value) => (typeof value === 'string' ? normalizeMicrochip(value) : value),
    z.string({ error: msg('pets:validation.microchipDigits') }).superRefine((value, context) => {
      const problem = microchipProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
  ),
});

/** What a vet's lookup answers: whether a pet is registered under the number, never whose. */
export const microchipLookupResponseSchema = z.object({
  microchip: z.string(),
  registered: z.boolean(),
});
export type MicrochipLookup = z.infer<typeof microchipLookupResponseSchema>;

/**
 * The notification the owner of a chipped pet gets when a vet asks to tell them (`{{pet}}`
 * their pet, `{{vet}}` the vet, whose profile the notification opens).
 */
export const MICROCHIP_NOTIFICATION_TYPES = ['pet_microchip_read'] as const;
export const MICROCHIP_NOTIFICATION_MESSAGES = {
  pet_microchip_read: { title: msg('pets:microchip.notification.title'), body: msg('pets:microchip.notification.body') },
} as const;
