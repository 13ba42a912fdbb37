// Query keys of the payments resources, shared by server prefetch and client hooks (no axios).
export const paymentKeys = {
  all: ['payments'] as const,
  packages: (country: string | null, code: string | null) => ['payments', 'packages', country, code] as const,
  methods: (country: string, packageId: number) => ['payments', 'methods', country, packageId] as const,
  order: (id: number) => ['payments', 'order', id] as const,
  transactions: ['payments', 'transactions'] as const,
  repeatOrder: ['payments', 'repeat-order'] as const,
  directDebit: ['payments', 'directdebit'] as const,
  timeBonus: ['payments', 'time-bonus'] as const,
};
