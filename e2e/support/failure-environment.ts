// The Node test environment, plus a flag the failure report reads: Jest's afterEach hooks cannot
// see whether the test they follow failed, but the environment hears every failure first.
import { TestEnvironment } from 'jest-environment-node';
import type { Circus } from '@jest/types';

export default class FailureAwareEnvironment extends TestEnvironment {
  handleTestEvent(event: Circus.Event) {
    if (event.name === 'test_start') this.global.__E2E_TEST_FAILED__ = false;
    if (event.name === 'test_fn_failure' || event.name === 'hook_failure') this.global.__E2E_TEST_FAILED__ = true;
  }
}
