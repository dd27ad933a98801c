import { useEffect } from 'react';
import { createHashRouter, Outlet, useNavigate } from 'react-router';
import { RouterProvider } from 'react-router/dom';

import { AppErrorScreen } from './app-error-screen';
import { RouteGate } from './route-gate';
import { takePendingNavigation } from './startup';

/** Applies a navigation target left in session storage, once, with replace (spec §2). */
const Root = () => {
  const navigate = useNavigate();
  useEffect(() => {
    const target = takePendingNavigation();
    if (target) void navigate(target, { replace: true });
  }, [navigate]);
  return <Outlet />;
};

/**
 * Hash routes (`#/owner/dashboard`). One catch-all route hands every location to the guard,
 * which reads the route table in @patili/domain/access.
 */
const router = createHashRouter([
  {
    element: <Root />,
    errorElement: <AppErrorScreen />,
    children: [{ path: '*', element: <RouteGate /> }],
  },
]);

export const AppRouter = () => <RouterProvider router={router} />;
