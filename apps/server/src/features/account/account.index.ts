import { createRouter } from '../../lib/create-router.ts';
import {
  changePasswordHandler,
  deactivateHandler,
  deleteAccountHandler,
  getAccountHandler,
  reactivateHandler,
  updatePrivacyHandler,
  updateProfileHandler,
} from './account.handlers.ts';
import {
  changePasswordRoute,
  deactivateRoute,
  deleteAccountRoute,
  getAccountRoute,
  reactivateRoute,
  updatePrivacyRoute,
  updateProfileRoute,
} from './account.routes.ts';

export const accountRouter = createRouter()
  .openapi(getAccountRoute, getAccountHandler)
  .openapi(updateProfileRoute, updateProfileHandler)
  .openapi(changePasswordRoute, changePasswordHandler)
  .openapi(updatePrivacyRoute, updatePrivacyHandler)
  .openapi(deactivateRoute, deactivateHandler)
  .openapi(reactivateRoute, reactivateHandler)
  .openapi(deleteAccountRoute, deleteAccountHandler);
