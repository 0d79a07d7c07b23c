import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { registerJobMetrics } from './job-metrics';

describe('renewal charges counted by the bill job', () => {
  it('counts a payment as billed, a retry or a pause as declined, and nothing else', async () => {
    const registry = new Registry();
    const metrics = registerJobMetrics(registry);
    const before = await registry.getSingleMetricAsString('teleskin_renewal_charges_total');
    // Both series exist from the start, so rate() has a zero to begin from.
    expect(before).toContain('teleskin_renewal_charges_total{outcome="billed"} 0');
    expect(before).toContain('teleskin_renewal_charges_total{outcome="declined"} 0');
    for (const outcome of ['paid', 'retry', 'paused', 'nothing-due', 'voided', 'paid']) {
      metrics.countRenewalCharge(outcome);
    }
    const after = await registry.getSingleMetricAsString('teleskin_renewal_charges_total');
    expect(after).toContain('teleskin_renewal_charges_total{outcome="billed"} 2');
    expect(after).toContain('teleskin_renewal_charges_total{outcome="declined"} 2');
  });
});
