// What the audit trail's hash chain (ADR 133) costs the visit view, a read that writes one audit row
// per call: the path under load with the chain's triggers off and on, alternately (off-on, on-off,
// …) so the machine's drift weighs on both alike; the median of each round's on/off ratio.
import { loadOf, ROUNDS, run } from './bench-load.mjs';

const CHAIN_TRIGGERS = ['audit_events_chain_on_insert', 'audit_events_chain_head_on_insert'];
/** Issue 28 item 2: the visit view keeps at least this share of its throughput without the chain. */
export const CHAIN_GOAL = 0.9;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function setChain(db, isOn) {
  const verb = isOn ? 'enable' : 'disable';
  await db.query(CHAIN_TRIGGERS.map((name) => `alter table audit_events ${verb} trigger ${name}`).join(';'));
}

/**
 * `context` as for measurePath, `db` a superuser client. Answers { off, on, ratio } (req/s medians
 * and the median ratio); the triggers are on again afterwards, whatever happened.
 */
export async function measureChainCost(context, path, db) {
  const ratios = [];
  const off = [];
  const on = [];
  const load = loadOf(context.base, path, context.subjects);
  try {
    for (let round = 0; round < Math.max(ROUNDS, 3); round += 1) {
      const order = round % 2 === 0 ? [false, true] : [true, false];
      const figures = {};
      for (const isOn of order) {
        await setChain(db, isOn);
        figures[isOn] = (await run(`${path.name} (audit chain ${isOn ? 'on' : 'off'})`, load)).rps;
      }
      off.push(figures[false]);
      on.push(figures[true]);
      ratios.push(figures[true] / figures[false]);
    }
  } finally {
    await setChain(db, true);
  }
  return { off: median(off), on: median(on), ratio: median(ratios) };
}
