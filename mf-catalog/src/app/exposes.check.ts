// Type-level proof that what webpack.config.cjs exposes fits the shared contract.
import type { RemoteExposes } from '@kraanvogel/shared';
import type * as routes from './routes';
import type * as InstantSearch from '../features/search/instant-search';
import type * as HomeBlocks from '../features/home/home-blocks';

type Fits<T extends RemoteExposes['catalog']> = T;
export type Exposes = Fits<{ routes: typeof routes; InstantSearch: typeof InstantSearch; HomeBlocks: typeof HomeBlocks }>;
