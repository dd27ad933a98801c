// Every Mantine component's styles, in the `mantine` cascade layer like `first-load.ts`, so the
// order in which the two files arrive never changes which rule wins (the app's own CSS, outside
// any layer, always does). Fetched with the first screen past the welcome and login pages.
import '@mantine/core/styles.layer.css';
