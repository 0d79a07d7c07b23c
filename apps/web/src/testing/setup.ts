import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// CI runs the three test projects side by side on two cores; a screen that renders in 50 ms alone
// can take over a second there. Waiting longer only costs time when a test is failing anyway.
configure({ asyncUtilTimeout: 5_000 });

// Every test starts from an empty document and the real globals (most stub fetch or cookies).
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
