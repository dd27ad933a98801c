// Every Mantine component's styles, in the `mantine` cascade layer like `first-load.ts`, so the
// order in which the two files arrive never changes which rule wins (the app's own CSS, outside
// any layer, always does). Fetched with the first screen past the welcome and login pages.
import '@mantine/core/styles.layer.css';
// The date and time fields' (components/dates/). After core's: the calendar's day is an
// UnstyledButton, and within one layer the later of two equal rules wins, so these must follow
// core's in the document. Imported beside the fields instead, they arrived before this file on a
// screen's first visit and lost their selected and weekend colours.
import '@mantine/dates/styles.layer.css';
