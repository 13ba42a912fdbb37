// The rules of spec §4 for the activation reminder and the disabled-notifications alert.
import {
  activationReminderMode,
  activationReminderVisible,
  notificationsDisabledAlertVisible,
} from '@/lib/utils/alert-rules';
import { routeName } from '@/lib/utils/route-name';
import { testUser } from '@/tests/setup/render';

const pending = testUser({
  status: 'not_confirmed',
  profile: { id: 7, name: 'Anna', country: 'NL', status: 'disabled', main_image: null },
});

describe('activationReminderVisible', () => {
  it('shows for not_confirmed + profile disabled + no disabled notifications', () => {
    expect(activationReminderVisible(pending, 'index')).toBe(true);
    expect(activationReminderVisible(pending, 'members')).toBe(true);
    expect(activationReminderVisible(pending, null)).toBe(true);
  });

  it('needs every condition', () => {
    expect(activationReminderVisible(null, 'index')).toBe(false);
    expect(activationReminderVisible({ ...pending, status: 'confirmed' }, 'index')).toBe(false);
    expect(
      activationReminderVisible({ ...pending, profile: { ...pending.profile!, status: 'active' } }, 'index'),
    ).toBe(false);
    expect(activationReminderVisible({ ...pending, profile: null }, 'index')).toBe(false);
    expect(activationReminderVisible({ ...pending, notifications_disabled: ['bounce'] }, 'index')).toBe(
      false,
    );
  });

  it('is not shown on signup, settings and notifications (route names from real paths)', () => {
    for (const path of [
      '/signup',
      '/complete-signup',
      '/settings',
      '/de/settings',
      '/settings/delete-account',
      '/notifications',
      '/nl/notifications',
    ]) {
      expect(activationReminderVisible(pending, routeName(path))).toBe(false);
    }
    expect(activationReminderVisible(pending, routeName('/activate/error'))).toBe(false);
    expect(activationReminderVisible(pending, routeName('/profile'))).toBe(true);
  });
});

describe('activationReminderMode', () => {
  it('is a modal only with api_signup_complete on a smartphone', () => {
    expect(activationReminderMode(true, true)).toBe('modal');
    expect(activationReminderMode(true, false)).toBe('alert');
    expect(activationReminderMode(false, true)).toBe('alert');
    expect(activationReminderMode(false, false)).toBe('alert');
  });
});

describe('notificationsDisabledAlertVisible', () => {
  const off = testUser({ notifications_disabled: ['unsubscribe'] });
  it('shows when notifications_disabled is non-empty and not dismissed', () => {
    expect(notificationsDisabledAlertVisible(off, 'index', false)).toBe(true);
    for (const reason of ['spam_complaint', 'bounce']) {
      expect(
        notificationsDisabledAlertVisible(testUser({ notifications_disabled: [reason] }), 'chats', false),
      ).toBe(true);
    }
  });
  it('hides when empty, dismissed, logged out, or on settings and notifications', () => {
    expect(notificationsDisabledAlertVisible(testUser(), 'index', false)).toBe(false);
    expect(notificationsDisabledAlertVisible(off, 'index', true)).toBe(false);
    expect(notificationsDisabledAlertVisible(null, 'index', false)).toBe(false);
    for (const path of ['/settings', '/settings/delete-account', '/notifications', '/fr/notifications']) {
      expect(notificationsDisabledAlertVisible(off, routeName(path), false)).toBe(false);
    }
  });
});
