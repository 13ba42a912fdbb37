import type { APIRequestContext } from '@playwright/test';

// Seeded by lib/server/db/seed (SEED_DEMO): confirmed members of the `localhost` site.
export const DEMO = { email: 'demo@heartline.local', password: 'heartline-demo' } as const;
/** Only lockout.spec.ts uses this member: it ends up blocked for the site's block time. */
export const DEMO2 = { email: 'demo2@heartline.local', password: 'heartline-demo' } as const;

export type Credentials = { email: string; password: string };

/**
 * Logs in through the API with the context's cookie jar (page.request shares it), for tests
 * about what a member sees rather than about the login form.
 */
export async function apiLogin(request: APIRequestContext, who: Credentials): Promise<void> {
  const res = await request.post('/api/user.php', { data: who });
  if (!res.ok()) throw new Error(`login of ${who.email} failed: ${res.status()} ${await res.text()}`);
}

/** Saves a member's language (PUT /api/user.php); needs a logged-in request context. */
export async function apiSetLanguage(request: APIRequestContext, language: string): Promise<void> {
  const res = await request.put('/api/user.php', { data: { language } });
  if (!res.ok()) throw new Error(`saving language ${language} failed: ${res.status()} ${await res.text()}`);
}
