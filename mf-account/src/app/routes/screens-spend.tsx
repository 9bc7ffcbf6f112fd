// The route module of Uitgaven (Mijn organisatie, main user): a chunk of its own, so the chart's
// code loads only on this page.
import { SpendOverview } from '@/features/spend/components/spend-overview';
import { Frame, MainUserOnly } from './screen-frame';

export function SpendScreen() {
  return (
    <Frame>
      <MainUserOnly>
        <SpendOverview />
      </MainUserOnly>
    </Frame>
  );
}
