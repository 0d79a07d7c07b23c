// The referrals area's public entry point (`@app/domain/referrals`): the apps import the domain by area.
export * from './referral-stages';
