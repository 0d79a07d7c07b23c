// What a restart must never do to money: a checkout charged twice, a charge without its order, or
// an order without its charge. Read as the database's superuser, after the load has stopped.

/** Paid orders, succeeded sandbox charges and their mismatches; `isExact` when there is one of each per patient who paid. */
export async function checkCharges(admin, expectedOrders) {
  const { rows } = await admin.query(`
    select
      (select count(*) from orders where status = 'paid')::int as "paidOrders",
      (select count(*) from sandbox_charges where status = 'succeeded')::int as "succeededCharges",
      (select count(*) from (select patient_id from orders where status = 'paid' group by patient_id having count(*) > 1) twice)::int as "chargedTwice"`);
  const [figures] = rows;
  const unmatched = Math.abs(figures.paidOrders - figures.succeededCharges);
  return {
    ...figures,
    unmatched,
    isExact: figures.chargedTwice === 0 && unmatched === 0 && figures.paidOrders === expectedOrders,
  };
}
