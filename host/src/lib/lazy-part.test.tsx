import { render, screen } from '@testing-library/react';
import { lazyPart } from './lazy-part';

describe('lazyPart', () => {
  it('shows the part once its code is there, preloaded or not', async () => {
    const load = jest.fn(async () => ({ title }: { title: string }) => <h2>{title}</h2>);
    const Part = lazyPart(load);
    Part.preload();
    render(<Part title="Assortiment" />);
    expect(await screen.findByRole('heading', { name: 'Assortiment' })).toBeInTheDocument();
  });

  it('after a failed load shows nothing, and requests the code again the next time it is shown', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    const Part = lazyPart(async () => {
      calls += 1;
      if (calls === 1) throw new Error('ChunkLoadError: offline');
      return () => <p>Menu</p>;
    });
    const first = render(<Part />);
    await new Promise((r) => setTimeout(r, 0));
    expect(first.container).toBeEmptyDOMElement();
    first.unmount();
    render(<Part />);
    expect(await screen.findByText('Menu')).toBeInTheDocument();
    expect(calls).toBe(2);
    error.mockRestore();
  });
});
