import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Violations of these impacts fail a test; minor and moderate ones are reported only. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

export interface A11yViolation {
  url: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core on the page as it is now: the WCAG 2.1 A and AA rules and best practices, plus
 * 'label-content-name-mismatch' (experimental in axe, but a control whose name differs from its
 * visible text is what voice-control users stumble on).
 */
export async function scanPage(page: Page): Promise<A11yViolation[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return results.violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => ({
      url: new URL(page.url()).pathname,
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

/** One line per violation, for a failure message a person can act on. */
export function describeViolations(violations: A11yViolation[]): string {
  return violations
    .map(
      (violation) =>
        `${violation.url}: ${violation.rule} (${violation.impact}) ${violation.help}: ${violation.targets.join(', ')}`,
    )
    .join('\n');
}

/**
 * A page's address as a pattern: ids and numbers become ':id', so /qip/nqa/3 and /qip/nqa/5 are
 * the same page for the scan, and the query string is left out.
 */
export function pagePattern(address: string): string {
  const { pathname } = new URL(address);
  return pathname
    .split('/')
    .map((segment) => (/^\d+$|^[0-9a-f-]{16,}$|^viewer-/i.test(segment) ? ':id' : segment))
    .join('/');
}

/** Pages already scanned by this test worker: a page seen by one test is not scanned again. */
const scannedPages = new Set<string>();

/** Scans the page now (whatever was scanned before) and remembers it for the automatic scans. */
export async function scanAndRemember(page: Page): Promise<A11yViolation[]> {
  const violations = await scanPage(page);
  scannedPages.add(pagePattern(page.url()));
  return violations;
}

/**
 * Scans every page of the portal a test visits, once per worker: each time the main frame's
 * address changes (a load or a client-side route change), once the page has settled. Scans run
 * one at a time; a scan cut short by the next navigation is dropped. Pages of other origins (the
 * hub's stand-in pages) are not the portal's and are not scanned.
 */
export function watchPageAccessibility(page: Page, portalOrigin: string, settleMs = 400) {
  const violations: A11yViolation[] = [];
  const scanned = scannedPages;
  let queue: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;

  const scanWhenSettled = () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      queue = queue.then(() => scanCurrent());
    }, settleMs);
  };

  async function scanCurrent() {
    if (page.isClosed()) return;
    const address = page.url();
    if (!address.startsWith(portalOrigin)) return;
    const pattern = pagePattern(address);
    if (scanned.has(pattern)) return;
    try {
      await page.waitForLoadState('domcontentloaded');
      violations.push(...(await scanPage(page)));
      scanned.add(pattern);
    } catch {
      // The page moved on (or closed) mid-scan: the next address gets scanned instead.
    }
  }

  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) scanWhenSettled();
  });

  return {
    violations,
    /** Scans what is on screen now (unless that page was scanned) and waits for pending scans. */
    async finish(): Promise<A11yViolation[]> {
      if (timer) clearTimeout(timer);
      queue = queue.then(() => scanCurrent());
      await queue;
      return violations;
    },
  };
}
