import { createRouter } from '../../lib/create-router.ts';
import {
  changePasswordHandler,
  deactivateHandler,
  deleteAccountHandler,
  getAccountHandler,
  getFormTokenHandler,
  getMeHandler,
  reactivateHandler,
  selectRoleHandler,
  updatePreferencesHandler,
  updatePrivacyHandler,
  updateProfileHandler,
} from './accounts.handlers.ts';
import {
  changePasswordRoute,
  deactivateRoute,
  deleteAccountRoute,
  getAccountRoute,
  getFormToken,
  getMe,
  reactivateRoute,
  selectRole,
  updatePreferences,
  updatePrivacyRoute,
  updateProfileRoute,
} from './accounts.routes.ts';

export const accountsRouter = createRouter()
  .openapi(getMe, getMeHandler)
  .openapi(selectRole, selectRoleHandler)
  .openapi(updatePreferences, updatePreferencesHandler)
  .openapi(getFormToken, getFormTokenHandler)
  .openapi(getAccountRoute, getAccountHandler)
  .openapi(updateProfileRoute, updateProfileHandler)
  .openapi(changePasswordRoute, changePasswordHandler)
  .openapi(updatePrivacyRoute, updatePrivacyHandler)
  .openapi(deactivateRoute, deactivateHandler)
  .openapi(reactivateRoute, reactivateHandler)
  .openapi(deleteAccountRoute, deleteAccountHandler);
