import type { FlashMessage } from '@app/domain/contracts';
import { MESSAGES } from '@app/domain/messages';

const TEXT = MESSAGES.payment;

// Both are pushed with `screen: 'anywhere'` and no duration: they stay on every screen until closed.

/** 001 §2.2: "Order confirmed!" after a cart's purchase (the visit's one-time cart, or the shop's cart). */
export const cartOrderConfirmedNotice = (): FlashMessage => ({ type: 'success', content: TEXT.orderConfirmed });

/** 001 §2.6: "Order confirmed!" with the questionnaire's invitation, after a product-detail trial. */
export const orderConfirmedNotice = (): FlashMessage => ({ type: 'success', content: `${TEXT.orderConfirmed} ${TEXT.orderConfirmedProductDetail}` });
