import { Box } from '@mantine/core';
import type { ReactNode } from 'react';

import { Footer } from './footer';
import { PeriMount } from './peri-mount';
import { TopNav } from './top-nav';
import classes from './shared-layout.module.css';

/** The frame of every page but the splash: top navigation, content, footer (and Peri when signed in). */
export const SharedLayout = ({ children }: { children: ReactNode }) => (
  <Box className={classes.shell}>
    <TopNav />
    <Box component="main" className={classes.main} id="main">
      {children}
    </Box>
    <Box component="footer" className={classes.footer}>
      <Footer />
    </Box>
    <PeriMount />
  </Box>
);

/** Full screen, nothing around (the splash). */
export const PlainLayout = ({ children }: { children: ReactNode }) => <Box mih="100dvh">{children}</Box>;
