// Type-level proof that what webpack.config.cjs exposes fits the shared contract.
import type { RemoteExposes } from '@kraanvogel/shared';
import type * as routes from './routes';
import type * as CartSelector from '../features/baskets/basket-selector';
import type * as CartPopup from '../features/baskets/basket-popup';
import type * as BasketIntents from '../features/baskets/basket-intents';

type Fits<T extends RemoteExposes['checkout']> = T;
export type Exposes = Fits<{ routes: typeof routes; CartSelector: typeof CartSelector; CartPopup: typeof CartPopup; BasketIntents: typeof BasketIntents }>;
