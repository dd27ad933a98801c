import { Box, Burger, Button, Container, Divider, Drawer, Group, Menu, NavLink, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { SessionUser } from '@patili/domain/accounts';
import { buildPath, homePath } from '@patili/domain/access';
import { IconChevronDown, IconLogout, IconMessage, IconPaw, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

import { Logo } from '../../components/layout/logo';
import { useSession } from '../../lib/session';
import { useLogout } from '../use-logout';
import { LanguageSwitch } from './language-switch';
import { ACCOUNT_ITEMS, PETBOX_ITEMS, ROLE_NAV, type NavItem } from './nav-items';
import classes from './top-nav.module.css';

const isActive = (pathname: string, target: string) => pathname === target || pathname.startsWith(`${target}/`);

/** Everything the signed-in user's menus hold, in order (spec §2 "Top navigation by role"). */
const useNavModel = (user: SessionUser | null) => {
  if (!user) return null;
  const home = homePath(user);
  return {
    home,
    isAdmin: user.isAdmin,
    roleItems: user.isAdmin ? [] : ROLE_NAV[user.role],
  };
};

const TopLink = ({ to, label, active }: { to: string; label: string; active: boolean }) => (
  <UnstyledButton component={Link} to={to} className={classes.link} data-active={active || undefined}>
    {label}
  </UnstyledButton>
);

const NavMenu = ({ label, icon, items, extra }: { label: string; icon: React.ReactNode; items: readonly NavItem[]; extra?: React.ReactNode }) => {
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

/** The top bar: role-aware links on desktop, a drawer on phones, sign-in buttons when signed out. */
export const TopNav = () => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { user } = useSession();
  const { logout, isPending } = useLogout();
  const [opened, { toggle, close }] = useDisclosure(false);
  const model = useNavModel(user);

  const logoutItem = (
    <Menu.Item leftSection={<IconLogout size={16} />} color="red" onClick={logout} disabled={isPending}>
      {t('nav:logout')}
    </Menu.Item>
  );

  return (
    <Box component="header" className={classes.header}>
      <Container size="lg" px={{ base: 'md', sm: 'lg' }}>
        <Group h={60} justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            {model ? <Burger opened={opened} onClick={toggle} hiddenFrom="md" size="sm" aria-label={t('nav:openMenu')} /> : null}
            <UnstyledButton component={Link} to={model?.home ?? buildPath('welcome')} aria-label="Patili">
              <Logo size={30} />
            </UnstyledButton>
          </Group>

          {model ? (
            <Group gap={4} visibleFrom="md" wrap="nowrap" component="nav" aria-label="main">
              {model.isAdmin ? (
                <TopLink to={buildPath('admin.dashboard')} label={t('nav:adminDashboard')} active={isActive(pathname, '/admin')} />
              ) : (
                <TopLink to={model.home} label={t('nav:home')} active={pathname === model.home} />
              )}
              {model.isAdmin ? null : (
                <>
                  <NavMenu label={t('nav:petBox')} icon={<IconPaw size={16} />} items={PETBOX_ITEMS} />
                  <TopLink to={buildPath('chat')} label={t('nav:messages')} active={isActive(pathname, '/chat')} />
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
          ) : null}

          <Group gap="xs" wrap="nowrap">
            <Box visibleFrom={model ? 'md' : undefined}>
              <LanguageSwitch />
            </Box>
            {model?.isAdmin ? (
              <Button variant="subtle" color="red" size="xs" leftSection={<IconLogout size={14} />} onClick={logout} loading={isPending} visibleFrom="md">
                {t('nav:logout')}
              </Button>
            ) : null}
            {!model ? (
              <>
                <Button component={Link} to={buildPath('login')} variant="subtle" size="xs">
                  {t('nav:login')}
                </Button>
                <Button component={Link} to={buildPath('register')} size="xs">
                  {t('nav:register')}
                </Button>
              </>
            ) : null}
          </Group>
        </Group>
      </Container>

      {model && model.roleItems.length > 0 ? (
        <Box className={classes.subnav} visibleFrom="md">
          <Container size="lg" px={{ base: 'md', sm: 'lg' }}>
            <Group gap={4} h={44} component="nav" aria-label="role">
              {model.roleItems.map((item) => (
                <TopLink key={item.route} to={buildPath(item.route)} label={t(item.labelKey)} active={isActive(pathname, buildPath(item.route))} />
              ))}
            </Group>
          </Container>
        </Box>
      ) : null}

      {model ? (
        <Drawer opened={opened} onClose={close} size="85%" padding="md" title={<Logo size={26} />} hiddenFrom="md" zIndex={300}>
          <ScrollArea h="calc(100vh - 80px)" type="auto">
            <Stack gap={2} onClick={close}>
              {model.isAdmin ? (
                <NavLink component={Link} to={buildPath('admin.dashboard')} label={t('nav:adminDashboard')} active={isActive(pathname, '/admin')} />
              ) : (
                <>
                  <NavLink component={Link} to={model.home} label={t('nav:home')} active={pathname === model.home} />
                  {model.roleItems.map((item) => (
                    <NavLink key={item.route} component={Link} to={buildPath(item.route)} label={t(item.labelKey)} active={isActive(pathname, buildPath(item.route))} />
                  ))}
                  <Divider my="xs" />
                  <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm">
                    {t('nav:petBox')}
                  </Text>
                  {PETBOX_ITEMS.map((item) => (
                    <NavLink key={item.route} component={Link} to={buildPath(item.route)} label={t(item.labelKey)} active={isActive(pathname, buildPath(item.route))} />
                  ))}
                  <Divider my="xs" />
                  <NavLink component={Link} to={buildPath('chat')} label={t('nav:messages')} leftSection={<IconMessage size={16} />} />
                  <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mt="xs">
                    {t('nav:myAccount')}
                  </Text>
                  {ACCOUNT_ITEMS.map((item) => (
                    <NavLink key={item.route} component={Link} to={buildPath(item.route)} label={t(item.labelKey)} active={isActive(pathname, buildPath(item.route))} />
                  ))}
                </>
              )}
              <Divider my="xs" />
            </Stack>
            <Stack gap="sm" mt="xs">
              <LanguageSwitch fullWidth />
              <Button variant="light" color="red" leftSection={<IconLogout size={16} />} onClick={() => { close(); logout(); }} loading={isPending}>
                {t('nav:logout')}
              </Button>
            </Stack>
          </ScrollArea>
        </Drawer>
      ) : null}
    </Box>
  );
};
