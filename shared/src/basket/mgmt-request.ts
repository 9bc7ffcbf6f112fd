// The error of a failed API call: the status and the server's error envelope.
// The shared API client (../api/api-client.ts) throws it; it stays here, where it was first
// published, so that its import path does not change.
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
