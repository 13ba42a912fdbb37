// The message namespaces the payments islands read (ClientMessages picks only these).
export const PAYMENT_ISLAND_MESSAGES = ['payments', 'timeBonus', 'errors', 'common'] as const;
