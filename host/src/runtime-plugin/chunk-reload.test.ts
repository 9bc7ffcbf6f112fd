import { isChunkLoadError, reloadOnceForChunkError, RELOAD_KEY } from './chunk-reload';

describe('chunk-load failures', () => {
  beforeEach(() => sessionStorage.clear());

  it('recognises webpack and federation chunk failures, and nothing else', () => {
    const chunk = Object.assign(new Error('Loading chunk 123 failed.\n(error: http://x/123.js)'), { name: 'ChunkLoadError' });
    expect(isChunkLoadError(chunk)).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 7 failed'))).toBe(true);
    expect(isChunkLoadError(new Error('[ Federation Runtime ]: RUNTIME-008 Failed to load script resources.'))).toBe(true);
    expect(isChunkLoadError(new Error('RUNTIME-003 Failed to get manifest.'))).toBe(false);
    expect(isChunkLoadError(new TypeError('x is undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it('reloads once, then not again within 60 s, then again after 60 s', () => {
    const reload = jest.fn();
    const t0 = 1_700_000_000_000;
    expect(reloadOnceForChunkError(t0, sessionStorage, reload)).toBe(true);
    expect(sessionStorage.getItem(RELOAD_KEY)).toBe(String(t0));
    expect(reloadOnceForChunkError(t0 + 59_999, sessionStorage, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnceForChunkError(t0 + 60_000, sessionStorage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
