// /styleguide: its own chunk, as it renders every part of the shared UI kit.
export { Styleguide as StyleguideRoute } from '@/features/styleguide/styleguide';
