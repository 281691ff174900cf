/**
 * Content-Security-Policy violations of a browser context: an init script (every page and frame,
 * before the app's code) listens for `securitypolicyviolation` on the document and reports each
 * through a binding, so violations survive navigations. tests/e2e/fixtures.ts fails every e2e
 * test that caused one; tests/paths/app.spec.ts checks its own contexts the same way.
 */
import type { BrowserContext } from '@playwright/test';

export interface CspViolation {
  readonly directive: string;
  readonly blockedURI: string;
  readonly documentURI: string;
  readonly sample: string;
  readonly source: string;
}

const BINDING = '__reportCspViolation';

/** Starts recording; the returned list fills as violations are reported. */
export async function watchCspViolations(context: BrowserContext): Promise<CspViolation[]> {
  const violations: CspViolation[] = [];
  await context.exposeBinding(BINDING, (_source, violation: CspViolation) => {
    violations.push(violation);
  });
  await context.addInitScript((binding) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, ((violation: unknown) => Promise<void>) | undefined>)[binding];
      void report?.({
        directive: event.effectiveDirective || event.violatedDirective,
        blockedURI: event.blockedURI,
        documentURI: event.documentURI,
        sample: event.sample,
        source: event.sourceFile ? `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}` : '',
      });
    });
  }, BINDING);
  return violations;
}

/** One line per violation: the directive, what it blocked and where. */
export function describeViolations(violations: readonly CspViolation[]): string {
  return violations
    .map((v) => `${v.directive} blocked ${v.blockedURI || '(inline)'} on ${v.documentURI}${v.sample ? ` — "${v.sample}"` : ''}${v.source ? ` at ${v.source}` : ''}`)
    .join('\n');
}
