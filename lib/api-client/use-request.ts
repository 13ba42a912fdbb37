import { useCallback, useState } from 'react';

/**
 * One request a form sends, with whether it is on its way: what the forms of a visitor's pages
 * (login, signup, complaint, resend activation) used of React Query's useMutation. They change
 * no cached data (what follows is a new page), so they do without the query cache and its
 * 13 kB (issue 10). `send` must be stable (a module-level function).
 */
export function useRequest<Input, Output>(send: (input: Input) => Promise<Output>) {
  const [isPending, setPending] = useState(false);
  const mutateAsync = useCallback(
    async (input: Input): Promise<Output> => {
      setPending(true);
      try {
        return await send(input);
      } finally {
        setPending(false);
      }
    },
    [send],
  );
  return { mutateAsync, isPending };
}
