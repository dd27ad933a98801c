import { createRouter } from '../../lib/create-router.ts';
import {
  getFormTokenHandler,
  getMeHandler,
  selectRoleHandler,
  updatePreferencesHandler,
} from './accounts.handlers.ts';
import { getFormToken, getMe, selectRole, updatePreferences } from './accounts.routes.ts';

export const accountsRouter = createRouter()
  .openapi(getMe, getMeHandler)
  .openapi(selectRole, selectRoleHandler)
  .openapi(updatePreferences, updatePreferencesHandler)
  .openapi(getFormToken, getFormTokenHandler);
