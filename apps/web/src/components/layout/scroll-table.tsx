import { Table, type TableScrollContainerProps } from '@mantine/core';

/**
 * A table's sideways scroll on a narrow screen, reachable from the keyboard even when no cell holds
 * a link to tab to (axe: scrollable-region-focusable). Here rather than in the theme, which would
 * bring the table's code and styles into the first load (docs/performance.md, "First load").
 */
export const ScrollTable = (props: TableScrollContainerProps) => (
  <Table.ScrollContainer {...props} scrollAreaProps={{ ...props.scrollAreaProps, viewportProps: { tabIndex: 0, ...props.scrollAreaProps?.viewportProps } }} />
);
