import 'server-only';

/**
 * The one error a service throws for a refused request. `code` is the key the client
 * translates (messages/*.json, section "errors"); details travel with it.
 */
export class AppError extends Error {
  constructor(
    public readonly code: string,
    public readonly status: number = 400,
    public readonly details: Record<string, unknown> = {},
  ) {
    super(code);
    this.name = 'AppError';
  }
}

export const authRequired = () => new AppError('auth_required', 403, { auth_required: true });
export const forbidden = (code = 'forbidden') => new AppError(code, 403);
export const notFound = (code = 'not_found') => new AppError(code, 404);
