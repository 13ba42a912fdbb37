import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { DiscountCode } from '@/lib/schemas/discount-code';
import type { User } from '@/lib/schemas/user';
import { http } from './lazy-http';
import { queryKeys } from './keys';
import { paymentKeys } from './payments-keys';
import {
  PAID_STATUSES,
  WAITING_STATUSES,
  type DirectDebitCodeSent,
  type DirectDebitConfirmed,
  type DirectDebitForm,
  type DirectDebitState,
  type OrderAnswer,
  type OrderCreated,
  type PackagesAnswer,
  type PaymentMethodsAnswer,
  type RefundAnswer,
  type RepeatOrderAnswer,
  type TransactionsAnswer,
} from './payments-types';

// The payments resources of docs/api.md: packages, methods, codes, orders, history, direct debit.

/** How often the result page asks for a waiting order (docs/api.md: every 3 s while pending). */
export const ORDER_POLL_MS = 3_000;

export async function fetchPackages(country: string | null, code: string | null): Promise<PackagesAnswer> {
  const params: Record<string, string> = {};
  if (country) params.country = country;
  if (code) params.code = code;
  return (await http.get<PackagesAnswer>('/packages.php', { params })).data;
}

export const packagesQueryOptions = (country: string | null, code: string | null) =>
  queryOptions({
    queryKey: paymentKeys.packages(country, code),
    queryFn: () => fetchPackages(country, code),
    staleTime: 60_000,
  });

/** A new country or code keeps the old prices on screen until the new ones arrive. */
export function usePackages(country: string | null, code: string | null, enabled = true) {
  return useQuery({ ...packagesQueryOptions(country, code), placeholderData: keepPreviousData, enabled });
}

/** The methods for a package; none asked for an order whose package no longer exists. */
export function usePaymentMethods(country: string | null, packageId: number | null) {
  return useQuery({
    enabled: packageId !== null,
    queryKey: paymentKeys.methods(country ?? '', packageId ?? 0),
    queryFn: async () =>
      (
        await http.get<PaymentMethodsAnswer>('/payment-methods.php', {
          params: { package_id: packageId, ...(country ? { country } : {}) },
        })
      ).data,
    staleTime: 5 * 60_000,
  });
}

export async function fetchTimeBonus() {
  return (
    await http.get<{ active: boolean; code: string; value_percentage: string; seconds_left: number }>(
      '/time-bonus.php',
    )
  ).data;
}

/** The welcome code, or null: spec §7 says its errors are ignored. */
export async function fetchWelcomeCode(): Promise<DiscountCode | null> {
  try {
    return (await http.get<DiscountCode>('/discountcode.php', { params: { welcome: 'true' } })).data;
  } catch {
    return null;
  }
}

export function useCheckDiscountCode() {
  return useMutation({
    mutationFn: async (input: { code: string; country?: string | null }) =>
      (
        await http.get<DiscountCode>('/discountcode.php', {
          params: { code: input.code, ...(input.country ? { country: input.country } : {}) },
        })
      ).data,
  });
}

export type NewOrder = {
  package_id: number;
  country?: string | null;
  method?: string | null;
  discount_code?: string | null;
};

export function useCreateOrder() {
  return useMutation({
    mutationFn: async ({ package_id, country, method, discount_code }: NewOrder) =>
      (
        await http.post<OrderCreated>('/order.php', {
          package_id,
          ...(country ? { country } : {}),
          ...(method ? { method } : {}),
          ...(discount_code ? { discount_code } : {}),
        })
      ).data,
  });
}

/** A new order for the package of a failed or cancelled one, with another method. */
export function useRetryOrder() {
  return useMutation({
    mutationFn: async ({ id, method }: { id: number; method?: string | null }) =>
      (await http.post<OrderCreated>('/order.php', method ? { method } : {}, { params: { id, retry: 1 } }))
        .data,
  });
}

/** The balance and premium state of an order answer, into the top bar's user without a reload. */
export function applyBalance(qc: QueryClient, answer: { balance: number; paid_user: boolean }): void {
  qc.setQueryData<User | null>(queryKeys.user, (user) =>
    user ? { ...user, credits: answer.balance, paid_user: answer.paid_user } : user,
  );
}

/**
 * One order, asked again every 3 s while it waits (open or pending) and `polling` is on; the
 * result page turns polling off after a while so nothing spins forever.
 */
export function useOrder(id: number, polling: boolean) {
  const qc = useQueryClient();
  return useQuery({
    queryKey: paymentKeys.order(id),
    queryFn: async () => {
      const answer = (await http.get<OrderAnswer>('/order.php', { params: { id } })).data;
      if (PAID_STATUSES.includes(answer.order.status)) {
        applyBalance(qc, answer);
        void qc.invalidateQueries({ queryKey: paymentKeys.transactions });
      }
      return answer;
    },
    refetchInterval: (q) =>
      polling && (!q.state.data || WAITING_STATUSES.includes(q.state.data.order.status))
        ? ORDER_POLL_MS
        : false,
    refetchOnWindowFocus: false,
    retry: 2,
  });
}

export const transactionsQueryOptions = queryOptions({
  queryKey: paymentKeys.transactions,
  queryFn: async () => (await http.get<TransactionsAnswer>('/transactions.php')).data,
  staleTime: 30_000,
});

export function useTransactions() {
  return useQuery(transactionsQueryOptions);
}

export function useRepeatOrderInfo() {
  return useQuery({
    queryKey: paymentKeys.repeatOrder,
    queryFn: async () => (await http.get<RepeatOrderAnswer>('/repeat-order.php')).data,
  });
}

export function useRepeatOrder() {
  return useMutation({
    mutationFn: async () => (await http.post<OrderCreated>('/repeat-order.php', {})).data,
  });
}

export function useRefund() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (orderId: number) =>
      (await http.post<RefundAnswer>('/refund.php', { order_id: orderId })).data,
    onSuccess: (answer) => {
      qc.setQueryData<User | null>(queryKeys.user, (u) => (u ? { ...u, credits: answer.balance } : u));
      return qc.invalidateQueries({ queryKey: paymentKeys.transactions });
    },
  });
}

export function useDirectDebitState() {
  return useQuery({
    queryKey: paymentKeys.directDebit,
    queryFn: async () => (await http.get<DirectDebitState>('/directdebit.php')).data,
  });
}

export function useRequestDirectDebitCode() {
  return useMutation({
    mutationFn: async (form: DirectDebitForm) =>
      (await http.post<DirectDebitCodeSent>('/directdebit.php', form)).data,
  });
}

export type DirectDebitConfirm = {
  request_id: string;
  code: string;
  package_id?: number;
  country?: string | null;
  discount_code?: string | null;
};

export function useConfirmDirectDebit() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ country, discount_code, ...rest }: DirectDebitConfirm) =>
      (
        await http.put<DirectDebitConfirmed>('/directdebit.php', {
          ...rest,
          ...(country ? { country } : {}),
          ...(discount_code ? { discount_code } : {}),
        })
      ).data,
    onSuccess: () => qc.invalidateQueries({ queryKey: paymentKeys.directDebit }),
  });
}
