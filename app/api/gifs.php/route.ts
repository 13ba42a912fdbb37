// /api/gifs.php — GET ?q=&locale=&limit= (member): GIFs for the chat's gif search, from the
// configured provider (bundled GIFs by default; Giphy or Tenor with GIF_API_KEY). An empty q
// lists the featured ones. Answer { gifs: [{id, url, preview_url, width, height, title}], provider }.
import { route } from '@/lib/server/http/route';
import { searchGifs } from '@/lib/server/gifs/service';
import { gifSearchQuerySchema } from '@/lib/schemas/chat-live';
import { localeFromLanguage } from '@/lib/i18n/locales';

export const GET = route({ auth: 'member', query: gifSearchQuerySchema }, async ({ session, query }) =>
  searchGifs(query.q, query.locale ?? localeFromLanguage(session.user.language) ?? 'en', query.limit),
);
