import '../styles/all';

import {
  Box,
  Burger,
  Button,
  Container,
  Divider,
  Drawer,
  Group,
  Menu,
  NavLink,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { SessionUser } from '@patili/domain/accounts';
import { buildPath, homePath } from '@patili/domain/access';
import { IconChevronDown, IconLogout, IconMessage, IconPaw, IconUser } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

import { Logo } from '../../components/layout/logo';
import { ChatNavIcon } from '../../features/chat/components/chat-nav-icon';
import { ChatUnreadBadge } from '../../features/chat/components/chat-unread-badge';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { notificationsRouteOf } from '../../features/notifications/utils/notifications-route';
import { setPeriSlot } from '../../lib/peri-slot';
import { RealtimeBridge } from '../realtime-bridge';
import { useLogout } from '../use-logout';
import { LanguageSwitch } from './language-switch';
import { NavBar } from './nav-bar';
import { ACCOUNT_ITEMS, PETBOX_ITEMS, ROLE_NAV, type NavItem } from './nav-items';
import classes from './top-nav.module.css';

const isActive = (pathname: string, target: string) =>
  pathname === target || pathname.startsWith(`${target}/`);

const TopLink = ({
  to,
  label,
  active,
  badge,
}: {
  to: string;
  label: string;
  active: boolean;
  badge?: ReactNode;
}) => (
  <UnstyledButton
    component={Link}
    to={to}
    className={classes.link}
    data-active={active || undefined}
  >
    {label}
    {badge}
  </UnstyledButton>
);

/** The drawer's links to a list of places, the current one marked. */
const DrawerLinks = ({ items, pathname }: { items: readonly NavItem[]; pathname: string }) => {
  const { t } = useTranslation();
  return items.map((item) => (
    <NavLink
      key={item.route}
      component={Link}
      to={buildPath(item.route)}
      label={t(item.labelKey)}
      active={isActive(pathname, buildPath(item.route))}
    />
  ));
};

const NavMenu = ({
  label,
  icon,
  items,
  extra,
}: {
  label: string;
  icon: ReactNode;
  items: readonly NavItem[];
  extra?: ReactNode;
}) => {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-start" shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton className={classes.link}>
          <Group gap={4} wrap="nowrap">
            {icon}
            {label}
            <IconChevronDown size={14} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {items.map((item) => (
          <Menu.Item key={item.route} component={Link} to={buildPath(item.route)}>
            {t(item.labelKey)}
          </Menu.Item>
        ))}
        {extra}
      </Menu.Dropdown>
    </Menu>
  );
};

/**
 * The signed-in user's menus, by role: role-aware links on desktop, a
 * drawer on phones. Loaded with the first signed-in screen, so the welcome and login pages do
 * not carry menus, drawers and their positioning code (`top-nav.tsx`).
 */
const SignedInNav = ({ user }: { user: SessionUser }) => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { logout, isPending } = useLogout();
  const [opened, { toggle, close }] = useDisclosure(false);
  const home = homePath(user);
  const roleItems = user.isAdmin ? [] : ROLE_NAV[user.role];
  const notificationsRoute = notificationsRouteOf(user);

  const logoutItem = (
    <Menu.Item
      leftSection={<IconLogout size={16} />}
      color="red"
      onClick={logout}
      disabled={isPending}
    >
      {t('nav:logout')}
    </Menu.Item>
  );

  return (
    <>
      <RealtimeBridge user={user} />
      <NavBar
        home={home}
        start={
          <Burger
            opened={opened}
            onClick={toggle}
            hiddenFrom="md"
            size="sm"
            aria-label={t('nav:openMenu')}
          />
        }
        middle={
          <Group gap={4} visibleFrom="md" wrap="nowrap" component="nav" aria-label="main">
            {user.isAdmin ? (
              <TopLink
                to={buildPath('admin.dashboard')}
                label={t('nav:adminDashboard')}
                active={isActive(pathname, '/admin')}
              />
            ) : (
              <TopLink to={home} label={t('nav:home')} active={pathname === home} />
            )}
            {user.isAdmin ? null : (
              <>
                <NavMenu
                  label={t('nav:petBox')}
                  icon={<IconPaw size={16} />}
                  items={PETBOX_ITEMS}
                />
                <TopLink
                  to={buildPath('chat')}
                  label={t('nav:messages')}
                  active={isActive(pathname, '/chat')}
                  badge={<ChatUnreadBadge />}
                />
                <NavMenu
                  label={t('nav:myAccount')}
                  icon={<IconUser size={16} />}
                  items={ACCOUNT_ITEMS}
                  extra={
                    <>
                      <Menu.Divider />
                      {logoutItem}
                    </>
                  }
                />
              </>
            )}
          </Group>
        }
        end={
          <>
            {/* Peri's button comes here once its chunk has loaded (lib/peri-slot.ts). */}
            <span ref={setPeriSlot} style={{ display: 'contents' }} />
            {user.isAdmin ? null : <ChatNavIcon />}
            {notificationsRoute ? <NotificationBell route={notificationsRoute} /> : null}
            <Box visibleFrom="md">
              <LanguageSwitch />
            </Box>
            {user.isAdmin ? (
              <Button
                variant="subtle"
                color="red"
                size="xs"
                leftSection={<IconLogout size={14} />}
                onClick={logout}
                loading={isPending}
                visibleFrom="md"
              >
                {t('nav:logout')}
              </Button>
            ) : null}
          </>
        }
      />

      {roleItems.length > 0 ? (
        <Box className={classes.subnav} visibleFrom="md">
          <Container size="lg" px={{ base: 'md', sm: 'lg' }}>
            <Group gap={4} h={44} component="nav" aria-label="role">
              {roleItems.map((item) => (
                <TopLink
                  key={item.route}
                  to={buildPath(item.route)}
                  label={t(item.labelKey)}
                  active={isActive(pathname, buildPath(item.route))}
                />
              ))}
            </Group>
          </Container>
        </Box>
      ) : null}

      <Drawer
        opened={opened}
        onClose={close}
        size="85%"
        padding="md"
        title={<Logo size={26} />}
        hiddenFrom="md"
        zIndex={300}
      >
        <ScrollArea h="calc(100vh - 80px)" type="auto">
          <Stack gap={2} onClick={close}>
            {user.isAdmin ? (
              <NavLink
                component={Link}
                to={buildPath('admin.dashboard')}
                label={t('nav:adminDashboard')}
                active={isActive(pathname, '/admin')}
              />
            ) : (
              <>
                <NavLink
                  component={Link}
                  to={home}
                  label={t('nav:home')}
                  active={pathname === home}
                />
                <DrawerLinks items={roleItems} pathname={pathname} />
                <Divider my="xs" />
                <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm">
                  {t('nav:petBox')}
                </Text>
                <DrawerLinks items={PETBOX_ITEMS} pathname={pathname} />
                <Divider my="xs" />
                <NavLink
                  component={Link}
                  to={buildPath('chat')}
                  label={t('nav:messages')}
                  leftSection={<IconMessage size={16} />}
                  rightSection={<ChatUnreadBadge />}
                  active={isActive(pathname, '/chat')}
                />
                <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mt="xs">
                  {t('nav:myAccount')}
                </Text>
                <DrawerLinks items={ACCOUNT_ITEMS} pathname={pathname} />
              </>
            )}
            <Divider my="xs" />
          </Stack>
          <Stack gap="sm" mt="xs">
            <LanguageSwitch fullWidth />
            <Button
              variant="light"
              color="red"
              leftSection={<IconLogout size={16} />}
              onClick={() => {
                close();
                logout();
              }}
              loading={isPending}
            >
              {t('nav:logout')}
            </Button>
          </Stack>
        </ScrollArea>
      </Drawer>
    </>
  );
};

export default SignedInNav;
