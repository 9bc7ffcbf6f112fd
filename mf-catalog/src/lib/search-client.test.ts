import { ApiError, setRuntimeConfig } from '@kraanvogel/shared';
import { postAutocomplete, postSearch, searchUrl } from './search-client';

afterEach(() => setRuntimeConfig({}));

describe('the search client (Azure protocol)', () => {
  it('posts JSON with the api-version and the query key in the query string', async () => {
    setRuntimeConfig({ api: { search: 'https://zoek.example.nl/' } as never, search: { index: 'artikelen', apiVersion: '2017-11-11', queryKey: 'geheim' } });
    const fetchMock = jest.fn(async () => ({ ok: true, status: 200, text: async () => JSON.stringify({ value: [] }) }));
    global.fetch = fetchMock as unknown as typeof fetch;
    await postSearch({ search: 'kraan', top: 5 });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://zoek.example.nl/indexes/artikelen/docs/search?api-version=2017-11-11&api-key=geheim');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual({ search: 'kraan', top: 5 });
    // No time-out: nothing but the caller's signal can cancel it.
    expect(init.signal).toBeUndefined();
    expect(searchUrl('autocomplete')).toBe('https://zoek.example.nl/indexes/artikelen/docs/autocomplete?api-version=2017-11-11&api-key=geheim');
  });

  it("leaves the key out when none is configured and reports Azure's error message", async () => {
    global.fetch = jest.fn(async () => ({ ok: false, status: 400, text: async () => JSON.stringify({ error: { code: '', message: 'Invalid expression: x' } }) })) as unknown as typeof fetch;
    expect(searchUrl('search')).toBe('/search/indexes/articles/docs/search?api-version=2017-11-11');
    const failure = postAutocomplete({ search: 'kra', suggesterName: 'default' });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 400, message: 'Invalid expression: x' });
  });
});
