// Every spec imports `test` and `expect` from here (lint refuses '@playwright/test' in specs), so
// every page any test visits is scanned by axe-core, and checked for Content-Security-Policy
// violations, without anyone remembering to ask for it.
import { test as base, expect } from '@playwright/test';
import { describeViolations, watchPageAccessibility } from './accessibility';
import { watchContentSecurity } from './contentSecurity';

export const test = base.extend<{ scanEveryPage: boolean; accessibilityGate: void; contentSecurityGate: void }>({
  /** A spec that scans on its own terms (the route walk) turns the automatic scans off. */
  scanEveryPage: [true, { option: true }],
  accessibilityGate: [
    async ({ page, scanEveryPage, baseURL }, use, testInfo) => {
      if (!scanEveryPage || !baseURL) return use();
      const watcher = watchPageAccessibility(page, new URL(baseURL).origin);
      await use();
      // A test that already failed keeps its own message; a passing one must also be accessible.
      if (testInfo.status !== testInfo.expectedStatus) return;
      const violations = await watcher.finish();
      expect(violations, `Serious or critical accessibility violations:\n${describeViolations(violations)}`).toEqual(
        [],
      );
    },
    { auto: true },
  ],
  /** Every page any test visits must run under the portal's CSP without a single violation. */
  contentSecurityGate: [
    async ({ page }, use, testInfo) => {
      const violations = watchContentSecurity(page);
      await use();
      if (testInfo.status !== testInfo.expectedStatus) return;
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
