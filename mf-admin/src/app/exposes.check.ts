// Type-level proof that what webpack.config.cjs exposes fits the shared contract.
import type { RemoteExposes } from '@kraanvogel/shared';
import type * as routes from './routes';

type Fits<T extends RemoteExposes['admin']> = T;
export type Exposes = Fits<{ routes: typeof routes }>;
