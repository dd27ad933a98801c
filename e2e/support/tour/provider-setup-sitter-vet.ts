import { profileSetupScene } from './provider-setup-scene.ts';
import type { Scene } from './tour.ts';

/** The sitter's and the vet's profile setup, empty, refused and filled. */
export const PROVIDER_SETUP_SITTER_VET_SCENES: readonly Scene[] = [
  profileSetupScene('sitter'),
  profileSetupScene('veterinarian'),
];
