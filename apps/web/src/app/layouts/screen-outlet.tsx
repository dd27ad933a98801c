import { Outlet, useLocation, useNavigation } from 'react-router';

/**
 * Where a layout draws its route's screen. While the router is on its way to another path (its
 * screen still loading, the address bar already there after a plain link), the screen being left
 * stays in view but `inert`: what the visitor typed into it would be lost with it. The frame
 * around it (navigation, language) stays usable.
 */
export const ScreenOutlet = () => {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const leaving = navigation.location !== undefined && navigation.location.pathname !== pathname;
  return (
    <div inert={leaving} style={{ display: 'contents' }}>
      <Outlet />
    </div>
  );
};
