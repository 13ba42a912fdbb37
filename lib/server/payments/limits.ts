import 'server-only';
import { AppError } from '@/lib/server/http/errors';
import type { LimitSpec } from '@/lib/server/rate-limit/limits';
import { limitKey, minutesLeft, take } from '@/lib/server/rate-limit/service';

const MINUTE = 60;

/** Per member: orders (each one a provider call), code checks (guessing codes), SMS codes (cost money). */
export const paymentLimits = {
  order: (): LimitSpec => ({ name: 'pay-order', points: 30, duration: 10 * MINUTE }),
  codeCheck: (): LimitSpec => ({ name: 'pay-code-check', points: 20, duration: 10 * MINUTE }),
  sms: (): LimitSpec => ({ name: 'pay-sms', points: 3, duration: 60 * MINUTE }),
};

export async function takeOrThrow(spec: LimitSpec, userId: number, code: string): Promise<void> {
  const attempt = await take(spec, limitKey(userId));
  if (!attempt.ok) throw new AppError(code, 429, { minutes: minutesLeft(attempt.msBeforeNext) });
}
