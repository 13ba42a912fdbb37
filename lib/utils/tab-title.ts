import { badgeText } from './badges';

/**
 * The tab title with the unread-messages-plus-new-likes total in front (spec §4): "(3) Heartline".
 * The number is capped like the top bar's badges ("(99+) …"); at 0 the page's own title returns.
 */
export function titleWithCount(base: string, count: number): string {
  const text = badgeText(count);
  return text ? `(${text}) ${base}` : base;
}

type BadgeNavigator = Navigator & {
  setAppBadge?: (count?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
};

/**
 * The installed app's icon badge (Badging API) shows the same total; cleared at 0. Browsers
 * without the API, or refusing it (no permission, not installed), are ignored: it is decoration.
 */
export function applyAppBadge(count: number, nav: Navigator = navigator): void {
  const n = nav as BadgeNavigator;
  try {
    const pending = count > 0 ? n.setAppBadge?.(count) : n.clearAppBadge?.();
    pending?.catch(() => {});
  } catch {
    // Some browsers throw synchronously outside a secure context.
  }
}
