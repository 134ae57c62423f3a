/**
 * The one error format of every non-OK API answer (docs/product.md#texts-and-messages).
 *
 * @example { "error": { "code": "validation_failed", "message": "Check the highlighted fields.", "fields": { "email": "Enter a valid email address." } } }
 */
export interface ApiErrorBody {
  error: {
    code: string;
    message: string;
    /** Field name (dot path for nested fields) to a message a person can act on. */
    fields?: Record<string, string>;
  };
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}
