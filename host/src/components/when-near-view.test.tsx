import { act, render, screen } from '@testing-library/react';
import { NEAR_VIEW_MARGIN, WhenNearView } from './when-near-view';

// A stand-in IntersectionObserver the test drives: jsdom has none.
class FakeObserver {
  static all: FakeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(
    public callback: IntersectionObserverCallback,
    public options: IntersectionObserverInit,
  ) {
    FakeObserver.all.push(this);
  }
  observe(el: Element) {
    this.observed.push(el);
  }
  disconnect() {
    this.disconnected = true;
  }
  enter(isIntersecting: boolean) {
    act(() => this.callback(this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry), this as unknown as IntersectionObserver));
  }
}

beforeEach(() => {
  FakeObserver.all = [];
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
});
afterEach(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

test('keeps its place at the given height and renders its children once that place comes near the viewport', () => {
  render(
    <WhenNearView minHeight="28rem">
      <p>Laatste nieuws</p>
    </WhenNearView>,
  );
  expect(screen.queryByText('Laatste nieuws')).toBeNull();
  expect(screen.getByTestId('not-yet-in-view').style.minHeight).toBe('28rem');
  const [observer] = FakeObserver.all;
  expect(observer!.options.rootMargin).toBe(NEAR_VIEW_MARGIN);
  observer!.enter(false);
  expect(screen.queryByText('Laatste nieuws')).toBeNull();
  observer!.enter(true);
  expect(screen.getByText('Laatste nieuws')).toBeTruthy();
  expect(screen.queryByTestId('not-yet-in-view')).toBeNull();
  expect(observer!.disconnected).toBe(true);
});

test('does not watch while what stands above it is still loading', () => {
  const { rerender } = render(
    <WhenNearView minHeight="10rem" watch={false}>
      <p>Laatste nieuws</p>
    </WhenNearView>,
  );
  expect(FakeObserver.all).toHaveLength(0);
  rerender(
    <WhenNearView minHeight="10rem" watch>
      <p>Laatste nieuws</p>
    </WhenNearView>,
  );
  expect(FakeObserver.all).toHaveLength(1);
  FakeObserver.all[0]!.enter(true);
  expect(screen.getByText('Laatste nieuws')).toBeTruthy();
});

test('without IntersectionObserver the children render at once', () => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  render(
    <WhenNearView minHeight="10rem">
      <p>Laatste nieuws</p>
    </WhenNearView>,
  );
  expect(screen.getByText('Laatste nieuws')).toBeTruthy();
});
