import { Box, Button } from '@mantine/core';
import { buildPath, homePath } from '@patili/domain/access';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useSession } from '../../lib/session';
import { LanguageSwitch } from './language-switch';
import { NavBar } from './nav-bar';
import classes from './top-nav.module.css';

const SignedInNav = lazy(() => import('./signed-in-nav'));

/**
 * The top bar: sign-in buttons and the language when signed out; the signed-in menus, loaded on
 * first use, when signed in (the logo alone holds their place meanwhile).
 */
export const TopNav = () => {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <Box component="header" className={classes.header}>
      {user ? (
        <Suspense fallback={<NavBar home={homePath(user)} />}>
          <SignedInNav user={user} />
        </Suspense>
      ) : (
        <NavBar
          home={buildPath('welcome')}
          end={
            <>
              <LanguageSwitch />
              <Button component={Link} to={buildPath('login')} variant="subtle" size="xs">
                {t('nav:login')}
              </Button>
              <Button component={Link} to={buildPath('register')} size="xs">
                {t('nav:register')}
              </Button>
            </>
          }
        />
      )}
    </Box>
  );
};
