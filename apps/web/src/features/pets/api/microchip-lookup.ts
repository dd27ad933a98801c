import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';

export const lookupMicrochip = (microchip: string) => api.POST('/api/microchips/lookup', { body: { microchip } });

export const notifyMicrochipOwner = (microchip: string) => api.POST('/api/microchips/notify-owner', { body: { microchip } });

/** A vet's lookup of a microchip number: registered or not. */
export const useLookupMicrochip = () => useMutation({ mutationFn: lookupMicrochip });

/** Tells a registered chip's owner that this vet read it. */
export const useNotifyMicrochipOwner = () => useMutation({ mutationFn: notifyMicrochipOwner });
