// Type-level proof that what webpack.config.cjs exposes fits the shared contract.
import type { RemoteExposes } from '@kraanvogel/shared';
import type * as routes from './routes';
import type * as NewsTeaser from '../features/news/news-teaser';

type Fits<T extends RemoteExposes['content']> = T;
export type Exposes = Fits<{ routes: typeof routes; NewsTeaser: typeof NewsTeaser }>;
