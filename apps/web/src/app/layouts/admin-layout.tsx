import { Box, Button, Drawer, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { buildPath } from '@patili/domain/access';
import { IconMenu2 } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

import { ADMIN_NAV, sortAdminNav } from './admin-nav';
import { Footer } from './footer';
import { PeriMount } from './peri-mount';
import { ScreenOutlet } from './screen-outlet';
import { TopNav } from './top-nav';
import classes from './admin-layout.module.css';
import shared from './shared-layout.module.css';

/** The sidebar's links, sorted by label in the current language; the current page is marked. */
const AdminSidebarLinks = ({ onNavigate }: { onNavigate?: () => void }) => {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const entries = useMemo(() => sortAdminNav(ADMIN_NAV, (key) => t(key), i18n.language), [t, i18n.language]);
  return (
    <Stack gap={2} p="sm" component="ul" style={{ listStyle: 'none', margin: 0 }}>
      {entries.map(({ item, label }) => {
        const path = buildPath(item.route);
        const active = pathname === path || pathname.startsWith(`${path}/`);
        return (
          <li key={item.route}>
            <NavLink
              component={Link}
              to={path}
              label={label}
              active={active}
              aria-current={active ? 'page' : undefined}
              onClick={onNavigate}
              styles={{ root: { borderRadius: 'var(--mantine-radius-md)' } }}
            />
          </li>
        );
      })}
    </Stack>
  );
};

/**
 * The back office's frame: the top navigation, a sidebar of every admin page sorted by
 * label beside the content on a wide screen, and behind a menu button (a drawer) on a phone; the
 * admin route's screen in the middle (a layout route of app/router.tsx).
 */
const AdminLayout = () => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [opened, { open, close }] = useDisclosure(false);
  useEffect(close, [pathname, close]);
  return (
    <Box className={shared.shell}>
      <TopNav />
      <Box className={classes.menuBar} px="md" py={6}>
        <Button variant="subtle" leftSection={<IconMenu2 size={18} />} onClick={open} aria-expanded={opened}>
          {t('admin:layout.openMenu')}
        </Button>
      </Box>
      <Drawer opened={opened} onClose={close} title={t('admin:layout.title')} size={300} closeButtonProps={{ 'aria-label': t('admin:layout.closeMenu') }}>
        <Box component="nav" aria-label={t('admin:layout.sidebar')}>
          <AdminSidebarLinks onNavigate={close} />
        </Box>
      </Drawer>
      <Box className={classes.body}>
        <Box component="nav" className={classes.sidebar} aria-label={t('admin:layout.sidebar')}>
          <ScrollArea.Autosize mah="100dvh" type="auto">
            <Text fw={700} px="md" pt="md" c="dimmed" size="xs" tt="uppercase">
              {t('admin:layout.title')}
            </Text>
            <AdminSidebarLinks />
          </ScrollArea.Autosize>
        </Box>
        <Box component="main" className={classes.main} id="main">
          <ScreenOutlet />
        </Box>
      </Box>
      <Box component="footer" className={shared.footer}>
        <Footer />
      </Box>
      <PeriMount />
    </Box>
  );
};

export default AdminLayout;
