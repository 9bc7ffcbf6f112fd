// The return request being put together, client state in a zustand store: its lines and
// the shipping method. It is reset after a successful submit and at logout.
import { create } from 'zustand';
import { registerSessionReset } from '@kraanvogel/shared';
import { DEFAULT_RETURN_SHIPPING_METHOD, type ReturnLine } from '../lib/return-rules';

interface ReturnRequestState {
  returnShippingMethod: number;
  lines: ReturnLine[];
  /** Adds a line; the same article of the same order for the same reason adds up. */
  addLine: (line: ReturnLine) => void;
  removeLine: (index: number) => void;
  reset: () => void;
}

const empty = () => ({ returnShippingMethod: DEFAULT_RETURN_SHIPPING_METHOD, lines: [] as ReturnLine[] });

export const useReturnRequest = create<ReturnRequestState>()((set) => ({
  ...empty(),
  addLine: (line) =>
    set((s) => {
      const i = s.lines.findIndex((l) => l.orderNumber === line.orderNumber && l.productId === line.productId && l.reasonOfReturn === line.reasonOfReturn);
      if (i < 0) return { lines: [...s.lines, line] };
      return { lines: s.lines.map((l, j) => (j === i ? { ...l, amount: l.amount + line.amount } : l)) };
    }),
  removeLine: (index) => set((s) => ({ lines: s.lines.filter((_, j) => j !== index) })),
  reset: () => set(empty()),
}));

registerSessionReset('account:return-request', () => useReturnRequest.getState().reset());
