import 'server-only';
import type { OrderStatus } from '@/lib/schemas/payments';
import type { ProviderStatus } from './providers/types';

/** The provider's word for a payment → our order state ('authorized' waits for capture: pending). */
export function statusFromProvider(s: ProviderStatus): OrderStatus {
  return s === 'authorized' ? 'pending' : s;
}

/**
 * The order state machine: open → pending → paid | failed | canceled | expired; paid →
 * partially_refunded → refunded. A payment the provider reports paid after we gave up on it
 * (late bank transfer) still becomes paid: the money arrived, the member gets the credits.
 */
const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  open: ['pending', 'paid', 'failed', 'canceled', 'expired'],
  pending: ['paid', 'failed', 'canceled', 'expired'],
  failed: ['paid'],
  canceled: ['paid'],
  expired: ['paid'],
  paid: ['partially_refunded', 'refunded'],
  partially_refunded: ['partially_refunded', 'refunded'],
  refunded: [],
};

export const canMove = (from: OrderStatus, to: OrderStatus) => NEXT[from].includes(to);

export const UNPAID: readonly OrderStatus[] = ['open', 'pending'];
export const PAID: readonly OrderStatus[] = ['paid', 'partially_refunded', 'refunded'];
export const GAVE_UP: readonly OrderStatus[] = ['failed', 'canceled', 'expired'];
