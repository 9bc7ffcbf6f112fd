import { act, render, screen } from '@testing-library/react';
import { notify } from '@kraanvogel/shared';
import { TOAST_DURATION_MS, ToastBus } from './toaster';

describe('toast bus', () => {
  beforeAll(() => {
    window.matchMedia ??= ((query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      onchange: null,
      dispatchEvent: () => false,
    })) as unknown as typeof window.matchMedia;
  });

  it('shows the four kinds with their Dutch labels, 320 px wide, at the bottom right', async () => {
    render(<ToastBus />);
    act(() => {
      notify.success('winkelwagen is aangemaakt!');
      notify.info('Ter informatie');
      notify.warning('Let op');
      notify.alert('Kon winkelwagen niet ophalen. Probeer het later nog een keer!');
    });
    for (const [label, message] of [
      ['Gelukt!', 'winkelwagen is aangemaakt!'],
      ['Info', 'Ter informatie'],
      ['Waarschuwing', 'Let op'],
      ['Oeps!', 'Kon winkelwagen niet ophalen. Probeer het later nog een keer!'],
    ]) {
      const text = await screen.findByText(message!);
      const toast = text.closest('[role="status"], [role="alert"]') as HTMLElement;
      expect(toast).toHaveTextContent(label!);
      const box = toast.parentElement as HTMLElement;
      expect(box.style.width).toBe('320px');
    }
    // react-hot-toast's container sits bottom-right.
    const container = document.querySelector('[data-rht-toaster]') as HTMLElement;
    expect(container).toBeTruthy();
    const wrapper = container.firstElementChild as HTMLElement;
    expect(wrapper.style.bottom).not.toBe('');
    expect(wrapper.style.justifyContent).toBe('flex-end');
  });

  it('renders nothing until the first toast, then shows every toast raised meanwhile', async () => {
    const { container } = render(<ToastBus />);
    expect(document.querySelector('[data-rht-toaster]')).toBeNull();
    expect(container).toBeEmptyDOMElement();
    act(() => {
      notify.info('Eerste melding');
      notify.success('Tweede melding');
    });
    expect(await screen.findByText('Eerste melding')).toBeInTheDocument();
    expect(await screen.findByText('Tweede melding')).toBeInTheDocument();
    act(() => notify.warning('Derde melding'));
    expect(await screen.findByText('Derde melding')).toBeInTheDocument();
    expect(screen.getAllByText('Eerste melding')).toHaveLength(1);
  });

  it('lasts 10 000 ms', () => {
    expect(TOAST_DURATION_MS).toBe(10_000);
  });
});
