import type { Locale } from '@/lib/i18n/locales';
import type { User } from '@/lib/schemas/user';
import { http } from './lazy-http';

/** PUT /api/user.php {language}: the member's saved language (spec §4), which decides their pages. */
export async function saveLanguage(language: Locale): Promise<User> {
  return (await http.put<User>('/user.php', { language })).data;
}
