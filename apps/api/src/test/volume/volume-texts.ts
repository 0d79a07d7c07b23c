/**
 * What people wrote in the seeded business (ADR 124): the patients' questions to the care team and
 * the providers' answers, a provider's reasons, an operator's. Written for this seed; the seed picks
 * among each kind by a message's number, so texts repeat as they do in a real inbox.
 */
const TEXTS: Record<string, readonly string[]> = {
  'thread-subject': [
    'Question about my prescription',
    'Skin is dry and flaky',
    'Redness after the first week',
    'When will my box arrive?',
    'Can I use this with my moisturizer?',
    'Breakouts getting worse',
    'Changing how often I apply',
    'Travelling next month',
    'Shedding more than before',
    'Is it safe with my other medication?',
  ],
  'patient-message': [
    'Hi, I started my formula last week and my skin feels tight and flaky around my nose. Is that normal?',
    'How many nights a week should I be using the formula at the start?',
    'I have had more breakouts since I started. Should I stop or keep going?',
    'My cheeks turn red for about an hour after I apply it. Is that expected?',
    'Can I keep using my vitamin C serum in the morning with this routine?',
    'I am travelling for two weeks. Is it fine to pause the formula while I am away?',
    'My box says delivered but I cannot find it. What should I do?',
    'I noticed more hair in the shower this month. Is that part of the process?',
    'My doctor prescribed an antibiotic for a sinus infection. Can I keep using my formula?',
    'Could the formula be made a little gentler? My skin is sensitive.',
  ],
  'patient-follow-up': [
    'Thank you, that helps. I will try every other night.',
    'Okay, I will keep going and send photos in a few weeks.',
    'Thanks! It is much better since I added the moisturizer.',
    'Got it, thanks for the quick answer.',
  ],
  'provider-reply': [
    'Some dryness and flaking is common in the first weeks. Use the formula every other night and a gentle moisturizer until your skin adjusts.',
    'Start with two or three nights a week, then add a night each week as your skin tolerates it.',
    'A short flare, often called purging, can happen in the first 4 to 6 weeks. Keep going unless it is painful, and send photos if it does not settle.',
    'Mild redness that fades within an hour is expected early on. Apply on fully dry skin and let me know if it lasts longer.',
    'Yes, a vitamin C serum in the morning works well with this routine. Keep the formula for the evening.',
    'Pausing for two weeks is fine. When you restart, go back to every other night for the first week.',
    'Sorry about that. Please check with your neighbours and the carrier; if it does not turn up in two days, reply here and we will send a replacement.',
    'Some extra shedding in the first two months is normal and usually settles. Keep applying it daily.',
    'That antibiotic is fine to take with your formula. Keep using it as before.',
    'I have adjusted your next formula to a lower strength. You will see the change on your next box.',
  ],
  'decline-reason': [
    'Not a good fit with your current medication. Your other products are unchanged.',
    'Your skin is already sensitive; I would rather start with one active ingredient and review in two months.',
    'Not recommended together with the formula for now. We can add it at your next review.',
  ],
  'photo-request-note': [
    'Please send a clear photo of your left cheek in daylight.',
    'Your ID photo is blurry. Please take it again with all four corners showing.',
    'Please add a photo of your hairline from the front.',
    'Could you send a close-up of the area that worries you most?',
  ],
  'refund-reason': [
    'Box arrived damaged; patient sent photos.',
    'Charged after cancelling; cancellation came in before the cutoff.',
    'Goodwill refund for a late delivery.',
    'Duplicate product in the box; refunded the extra item.',
    'Patient could not use the box after a provider change.',
  ],
};

export const VOLUME_TEXTS: { kind: string; position: number; text: string }[] = Object.entries(TEXTS).flatMap(([kind, texts]) =>
  texts.map((text, position) => ({ kind, position, text })),
);

/** SQL for the text of `kind` that the number `number` (an SQL expression) picks. */
export const textSql = (kind: string, number: string): string =>
  `(select t.text from vol_text t where t.kind = '${kind}' and t.position = (${number}) % ${TEXTS[kind]?.length ?? 1})`;
