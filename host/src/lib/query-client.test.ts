import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@kraanvogel/shared';
import { retryOnce } from './query-client';

async function attemptsUntilFailure(error: Error): Promise<number> {
  const client = new QueryClient({ defaultOptions: { queries: { retry: retryOnce, retryDelay: 0 } } });
  let attempts = 0;
  await client
    .fetchQuery({
      queryKey: ['probe'],
      queryFn: async () => {
        attempts += 1;
        throw error;
      },
    })
    .catch(() => undefined);
  return attempts;
}

test("an article or basket that is not there is asked for once: the page says so without waiting", async () => {
  expect(await attemptsUntilFailure(new ApiError(404, 'Niet gevonden'))).toBe(1);
  expect(await attemptsUntilFailure(new ApiError(400, 'Ongeldig'))).toBe(1);
});

test('a server or network failure is tried once more', async () => {
  expect(await attemptsUntilFailure(new ApiError(503, 'Niet beschikbaar'))).toBe(2);
  expect(await attemptsUntilFailure(new TypeError('Failed to fetch'))).toBe(2);
});
