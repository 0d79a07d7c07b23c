import { describe, expect, it } from 'vitest';
import { EMAIL_TEMPLATE_NAMES, isMessageTemplate, MESSAGE_TEMPLATES } from '@app/domain/messages';
import { EMAIL_TEMPLATES } from './email-templates';

// Issue 30 item 3 (ADR 146): message templates are a typed list; every email in it has its
// development preview, and nothing else is one.
describe('the message templates', () => {
  it('previews every email of the list, once', () => {
    expect(EMAIL_TEMPLATES.map((template) => template.name).sort()).toEqual([...EMAIL_TEMPLATE_NAMES].sort());
    expect(EMAIL_TEMPLATE_NAMES).toHaveLength(15);
    expect(Object.keys(MESSAGE_TEMPLATES).filter((name) => !(EMAIL_TEMPLATE_NAMES as string[]).includes(name))).toEqual(['phone-verification-code', 'photo-upload-link']);
  });

  it('knows a stored name this version sends from one it does not', () => {
    expect([isMessageTemplate('shipment-shipped'), isMessageTemplate('toString'), isMessageTemplate('subscription-renewed')]).toEqual([true, false, false]);
  });
});
