// The renewals bench's data: subscriptions cloned set-based from one made through the API, so
// every row has the exact shape a real checkout leaves (patient with address, sign-up visit, the
// sandbox processor's customer and stored card, the app's payment method, the subscription and its
// items), and each clone's charge really goes through the sandbox processor. Then the checks that
// every cloned box was billed exactly once.

/**
 * Per table: which rows are the template's (a column and the template's value for it), and a
 * clone's value for each column that must differ (`null`: the column's default); `g` numbers the
 * clones from 1, `$P`, `$V`, `$M`, `$S` are the largest ids before them.
 */
const CLONES = [
  {
    table: 'patients',
    template: ['id', 'patient_id'],
    values: { id: '$P + g', email: `'renewals-' || ($P + g) || '@example.com'`, referral_code: 'null', created_at: 'now()', updated_at: 'now()' },
  },
  { table: 'visits', template: ['id', 'visit_id'], values: { id: '$V + g', uuid: 'gen_random_uuid()', patient_id: '$P + g' } },
  {
    table: 'sandbox_customers',
    template: ['id', 'customer_ref'],
    values: { id: `'cus_bench_' || ($P + g)`, email: `'renewals-' || ($P + g) || '@example.com'`, reference: `'patient-' || ($P + g)` },
  },
  { table: 'sandbox_payment_methods', template: ['id', 'payment_method_ref'], values: { id: `'pm_bench_' || ($P + g)`, customer_id: `'cus_bench_' || ($P + g)` } },
  { table: 'payment_customers', template: ['patient_id', 'patient_id'], values: { id: null, patient_id: '$P + g', customer_ref: `'cus_bench_' || ($P + g)` } },
  {
    table: 'payment_methods',
    template: ['id', 'method_id'],
    values: { id: '$M + g', patient_id: '$P + g', customer_ref: `'cus_bench_' || ($P + g)`, payment_method_ref: `'pm_bench_' || ($P + g)` },
  },
  { table: 'subscriptions', template: ['id', 'id'], values: { id: '$S + g', patient_id: '$P + g', visit_id: '$V + g', payment_method_id: '$M + g', created_at: 'now()' } },
  { table: 'subscription_items', template: ['subscription_id', 'id'], values: { id: null, subscription_id: '$S + g' } },
];

/** The tables whose ids the clones set themselves: their sequences move past them afterwards. */
const NUMBERED = { P: 'patients', V: 'visits', M: 'payment_methods', S: 'subscriptions' };

async function columnsOf(client, table) {
  const { rows } = await client.query(
    `select column_name from information_schema.columns
     where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER' order by ordinal_position`,
    [table],
  );
  return rows.map((row) => row.column_name);
}

/**
 * `count` clones of subscription `templateId` (a trial made through the API), one statement per
 * table. Answers the clones' subscription ids as { from, to }; their boxes bill when the template's
 * does until `makeDue` moves them.
 */
export async function cloneSubscriptions(client, templateId, count) {
  const { rows: [template] } = await client.query(
    `select s.id, s.patient_id, s.visit_id, m.id as method_id, m.customer_ref, m.payment_method_ref
     from subscriptions s join payment_methods m on m.id = s.payment_method_id where s.id = $1`,
    [templateId],
  );
  const bases = {};
  for (const [letter, table] of Object.entries(NUMBERED)) {
    bases[letter] = Number((await client.query(`select coalesce(max(id), 0) as id from ${table}`)).rows[0].id);
  }
  await client.query('begin');
  for (const { table, template: [column, key], values } of CLONES) {
    const columns = (await columnsOf(client, table)).filter((column) => values[column] !== null);
    const expressions = columns.map((column) => (values[column] ?? `t.${column}`).replace(/\$([PVMS])\b/g, (_, letter) => String(bases[letter])));
    await client.query(
      `insert into ${table} (${columns.join(', ')})
       select ${expressions.join(', ')} from ${table} t cross join generate_series(1, $2::int) g where t.${column} = $1`,
      [template[key], count],
    );
  }
  for (const table of Object.values(NUMBERED)) {
    await client.query(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`);
  }
  await client.query('commit');
  return { from: bases.S + 1, to: bases.S + count };
}

/**
 * In one transaction: the clones' boxes due now, all at the same instant (the last 10:00 of their
 * zone that has passed, the bill date its calendar day), and a renewals pass queued as the
 * schedule or the clock route queues one. Answers when it committed.
 */
export async function makeDue(client, clones) {
  await client.query('begin');
  await client.query(
    `update subscriptions s set next_bill_date = due.day, next_bill_at = (due.day + time '10:00') at time zone s.time_zone
     from (select id, ((now() at time zone time_zone) - interval '10 hours')::date as day from subscriptions where id between $1 and $2) due
     where s.id = due.id`,
    [clones.from, clones.to],
  );
  await client.query(`select graphile_worker.add_job('renewals-pass', '{}'::json, queue_name => 'renewals-pass', job_key => 'renewals-pass-now', max_attempts => 3)`);
  await client.query('commit');
  return performance.now();
}

/** How many of the clones' boxes are paid so far. */
export async function paidCount(client, clones) {
  const { rows } = await client.query(`select count(*)::int as paid from subscription_renewals where subscription_id between $1 and $2 and status = 'paid'`, [clones.from, clones.to]);
  return rows[0].paid;
}

/** Jobs still queued or running that the billing started (bills, box-paid notices, their emails). */
export async function followUpsLeft(client) {
  const { rows } = await client.query(
    `select count(*)::int as left from graphile_worker.jobs
     where task_identifier in ('renewals-pass', 'bill-subscription', 'send-subscription-notice', 'deliver-outbox-message')`,
  );
  return rows[0].left;
}

/**
 * What the clones ended with: each box should have exactly one renewal order with its invoice and
 * shipment, and exactly one succeeded charge at the sandbox processor for the invoice's total.
 */
export async function checkClones(client, clones) {
  const { rows } = await client.query(
    `with subs as (select id from subscriptions where id between $1 and $2),
     placed as (
       select o.subscription_id as id, count(*) as orders, count(i.id) as invoices, count(sh.id) as shipments, sum(i.total_cents) as invoiced
       from orders o left join invoices i on i.order_id = o.id left join shipments sh on sh.order_id = o.id
       where o.kind = 'renewal' and o.subscription_id between $1 and $2 group by 1),
     charged as (
       select split_part(idempotency_key, '_', 2)::int as id, count(*) as charges, sum(amount_cents) filter (where status = 'succeeded') as cents
       from sandbox_charges where idempotency_key like 'ren\\_%' group by 1)
     select count(*)::int as boxes,
       count(*) filter (where p.orders = 1 and p.invoices = 1 and p.shipments = 1 and c.charges = 1 and c.cents = p.invoiced)::int as once,
       count(*) filter (where p.orders is null and c.charges is null)::int as missing,
       count(*) filter (where p.orders > 1 or c.charges > 1)::int as doubled
     from subs left join placed p using (id) left join charged c using (id)`,
    [clones.from, clones.to],
  );
  return rows[0];
}
