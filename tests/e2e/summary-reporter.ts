import type { FullResult, Reporter, TestCase, TestError, TestResult, TestStep } from '@playwright/test/reporter';

/**
 * Ends the browser suite's output with one plain line "N passed, N failed" counting steps (each createSpec step
 * is a top-level test.step), after the routes the route check could not open; a test that fails outside any step, and an error outside any test (a worker's server
 * that did not start), count as one failure each. scripts/test-all.sh adds the line to `npm test`'s total.
 */
export default class SummaryReporter implements Reporter {
  private passed = 0;
  private failed = 0;
  private failedSteps = new Set<TestCase>();
  private started = Date.now();
  private notChecked: string[] = [];

  onStepEnd(test: TestCase, _result: TestResult, step: TestStep): void {
    if (step.category !== 'test.step' || step.parent) return;
    if (step.error) {
      this.failed += 1;
      this.failedSteps.add(test);
    } else this.passed += 1;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    for (const a of result.annotations) if (a.type === 'not checked') this.notChecked.push(a.description ?? '');
    if (result.status !== 'passed' && result.status !== 'skipped' && !this.failedSteps.has(test)) this.failed += 1;
  }

  onError(_error: TestError): void {
    this.failed += 1;
  }

  onEnd(result: FullResult): void {
    const seconds = Math.round((Date.now() - this.started) / 1000);
    // Said, not silently passed: routes the sweep could not open (no page links to a record of them).
    if (this.notChecked.length) console.log(`\nNot checked:\n${this.notChecked.map((n) => `  - ${n}`).join('\n')}`);
    if (result.status !== 'passed' && this.failed === 0) this.failed = 1;
    console.log(`\nBrowser suite: ${seconds} s wall time; traces and screenshots of failures in test-results/`);
    console.log(`\n${this.passed} passed, ${this.failed} failed`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
