import { describeHolders } from '../access/holders.test-support.ts';
import { permissions } from './pets.access.ts';

// Who holds each permission, role by role: the table a reviewer checks against the spec.
describeHolders('pets', permissions, {
  'read:pet:own': ['owner', 'admin'],
  'create:pet:own': ['owner', 'admin'],
  'update:pet:own': ['owner', 'admin'],
  'delete:pet:own': ['owner', 'admin'],
  'create:petVaccination:own': ['owner', 'admin'],
  'read:microchip:any': ['veterinarian', 'admin'],
});
