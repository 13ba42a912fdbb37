// Query keys, hierarchical, shared by server prefetch and client hooks (no axios here).
export const queryKeys = {
  settings: ['settings'] as const,
  /** The regions of the site's countries: prefetched only by the pages whose forms read them. */
  regionData: ['settings', 'regions'] as const,
  user: ['user'] as const,
  chats: ['chats'] as const,
  messages: ['messages'] as const,
  gifts: ['gifts'] as const,
  likes: ['likes'] as const,
  ownProfile: ['profile', 'own'] as const,
  reference: ['reference'] as const,
  notifications: ['notifications'] as const,
  swipe: ['swipe'] as const,
  suggestions: ['suggestions'] as const,
};
