import type { Page } from '@playwright/test';

/**
 * Keeps every Content-Security-Policy violation the browser reports on the page (Chromium logs
 * each as a console error: 'Refused to load ... because it violates the following Content
 * Security Policy directive ...'), with the address it happened on.
 */
export function watchContentSecurity(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) {
      violations.push(`${new URL(page.url()).pathname}: ${message.text()}`);
    }
  });
  return violations;
}
