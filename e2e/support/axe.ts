import { expect, type Page } from '@playwright/test';
import axe, { type Result } from 'axe-core';

/** The axe-core rule sets we hold every screen to: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * Rules axe-core marks experimental, run beside the tags: a control's accessible name must contain
 * its visible text (WCAG 2.5.3 Label in Name), so a voice user can say what they see.
 */
export const AXE_EXTRA_RULES = ['label-content-name-mismatch'];

/** Impacts that fail the run; moderate and minor findings are left to review by eye. */
const BLOCKING = new Set(['serious', 'critical']);

/** At most this many elements are listed per rule; the count says how many there were. */
const NODES_SHOWN = 8;

type Violation = Result;

type AxeWindow = { axe?: typeof axe };

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * One line per rule (id, impact, help and its page), then one per element: the CSS target and
 * what is wrong with it, e.g. `color-contrast [serious] … / .mantine-Button-label: Element has
 * insufficient color contrast of 3.55 (foreground color: #ffffff, background color: #e8590c …)`.
 */
export const describeViolations = (violations: readonly Violation[]) =>
  violations
    .map((violation) => {
      const nodes = violation.nodes.slice(0, NODES_SHOWN).map((node) => {
        const why = [...node.any, ...node.all, ...node.none]
          .map((check) => check.message)
          .join('; ');
        return `    - ${node.target.join(' ')}: ${oneLine(why || (node.failureSummary ?? ''))}`;
      });
      const more =
        violation.nodes.length > NODES_SHOWN
          ? [`    … and ${violation.nodes.length - NODES_SHOWN} more`]
          : [];
      return [
        `  ${violation.id} [${violation.impact ?? 'unknown'}] ${violation.help}: ${violation.nodes.length} element(s) (${violation.helpUrl})`,
        ...nodes,
        ...more,
      ].join('\n');
    })
    .join('\n');

/**
 * Waits for every finite animation and transition on the page to end (endless ones, spinners,
 * are left), within `timeout` ms when given, else the page's default timeout.
 */
export const waitForAnimationsToEnd = (page: Page, timeout?: number) =>
  page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getComputedTiming().iterations === Infinity,
        ),
    undefined,
    timeout === undefined ? {} : { timeout },
  );

/** Two frames on: a transition set up by the last render (a toast or dialog just shown) has begun. */
const twoFrames = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );

/**
 * Waits for the screen to come to rest before a screenshot: two frames (a layout that follows the
 * viewport), the fonts, every picture loaded (or failed), and every finite animation ended.
 */
export const waitForScreenAtRest = async (page: Page) => {
  await twoFrames(page);
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  // A picture waiting for the viewport (loading=lazy) is left as the screen shows it.
  await page.waitForFunction(
    () => [...document.images].every((image) => image.complete || image.loading === 'lazy'),
    undefined,
    { timeout: 15_000 },
  );
  await waitForAnimationsToEnd(page);
};

/**
 * axe-core into each frame of the page that has none yet: once a document, not once a check (the
 * 570 kB script evaluated twice a check, as @axe-core/playwright does, was most of a check's CPU
 * on a small screen). A screen reached in the app without a new load keeps the one it has.
 */
const injectAxe = async (page: Page) => {
  for (const frame of page.frames()) {
    const present = await frame.evaluate(() => typeof (window as AxeWindow).axe?.run === 'function');
    if (present) continue;
    await frame.evaluate(axe.source);
    await frame.evaluate(() => {
      (window as AxeWindow).axe?.configure({ allowedOrigins: ['<same_origin>'] });
    });
  }
};

/** The serious and critical violations axe-core finds on the page as it is. */
export const blockingViolations = async (page: Page) => {
  // Runs axe in the page itself (what @axe-core/playwright calls legacy mode) instead of finishing
  // in a new blank page each time, which halves the time per check; the app has no cross-origin
  // frames, the one thing it misses.
  await injectAxe(page);
  const results = await page.evaluate(
    ({ tags, extra }) => {
      const found = (window as AxeWindow).axe;
      if (!found) throw new Error('axe-core is not in the page');
      const rules = Object.fromEntries(extra.map((rule) => [rule, { enabled: true }]));
      return found.run(document, { runOnly: { type: 'tag', values: tags }, rules, resultTypes: ['violations'] });
    },
    { tags: AXE_TAGS, extra: AXE_EXTRA_RULES },
  );
  return results.violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
};

const nodeKey = (rule: string, node: Violation['nodes'][number]) => `${rule} ${node.target.join(' ')}`;

/**
 * Runs axe-core on the page as it is and records a soft failure listing every serious or critical
 * violation, so one run reports all the screens at once. `label` names the screen, language and
 * viewport in the report.
 */
export const expectNoAxeViolations = async (page: Page, label: string) => {
  // A toast or a dialog still fading in has half its final contrast: wait (at most 3 s) for it
  // to come to rest, so the check sees the screen as it stays.
  await twoFrames(page);
  await waitForAnimationsToEnd(page, 3000).catch(() => undefined);
  let blocking = await blockingViolations(page);
  if (blocking.length > 0) {
    // A toast closes by itself a few seconds after it shows, and a check takes seconds on a busy
    // machine: one that starts fading out meanwhile is not the screen as it stays. An element is
    // reported when a second look, with the screen at rest again, finds the same fault on it.
    const first = new Set(blocking.flatMap((violation) => violation.nodes.map((node) => nodeKey(violation.id, node))));
    await twoFrames(page);
    await waitForAnimationsToEnd(page, 3000).catch(() => undefined);
    blocking = (await blockingViolations(page))
      .map((violation) => ({ ...violation, nodes: violation.nodes.filter((node) => first.has(nodeKey(violation.id, node))) }))
      .filter((violation) => violation.nodes.length > 0);
  }
  const elements = blocking.reduce((sum, violation) => sum + violation.nodes.length, 0);
  const summary = blocking.map(
    (violation) => `${violation.id} [${violation.impact}]: ${violation.nodes.length} element(s)`,
  );
  const report = `${label}: ${blocking.length} serious or critical axe violation(s) on ${elements} element(s)\n${describeViolations(blocking)}\n`;
  expect.soft(summary, report).toEqual([]);
};
