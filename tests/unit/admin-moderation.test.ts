// Small pure parts of the moderators' console: how a reason is stored and how a session's
// device is named from its user agent.
import { describe, expect, it } from 'vitest';
import { storedReason } from '@/lib/admin/moderation-reasons';
import { deviceLabel } from '@/components/admin/members/device';
import { memberActionSchema, photoDecisionSchema, textDecisionSchema } from '@/lib/schemas/admin-moderation';

describe('storedReason', () => {
  it('is the code, or code: note with the note trimmed', () => {
    expect(storedReason('explicit', undefined)).toBe('explicit');
    expect(storedReason('explicit', '   ')).toBe('explicit');
    expect(storedReason('other', '  Not you. ')).toBe('other: Not you.');
  });
});

describe('deviceLabel', () => {
  it('names browser and system, or falls back to the start of the string', () => {
    expect(deviceLabel('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36')).toBe('Chrome · Windows');
    expect(deviceLabel('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1')).toBe('Safari · iOS');
    expect(deviceLabel('Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0')).toBe('Firefox · Linux');
    expect(deviceLabel('Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/131.0 Safari/537.36 Edg/131.0')).toBe('Edge · Windows');
    expect(deviceLabel('curl/8.5.0')).toBe('curl/8.5.0');
    expect(deviceLabel(null)).toBeNull();
  });
});

describe('console request schemas', () => {
  it('refuse what the services never see', () => {
    expect(photoDecisionSchema.safeParse({ decision: 'reject', id: 1, reason: 'explicit' }).success).toBe(true);
    expect(photoDecisionSchema.safeParse({ decision: 'reject', id: 1 }).success).toBe(false);
    expect(textDecisionSchema.safeParse({ decision: 'rename', profileId: 1, seen: '2026-01-01T00:00:00.000Z', name: '@x', reason: 'other' }).success).toBe(false);
    expect(memberActionSchema.safeParse({ action: 'credits', userId: 1, delta: 0, reason: 'zero' }).success).toBe(false);
    expect(memberActionSchema.safeParse({ action: 'credits', userId: 1, delta: -5, reason: 'ok!' }).success).toBe(true);
  });
});
