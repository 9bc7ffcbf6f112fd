// Running alone (development): the remote's own routes with the shared providers.
import { mountStandalone } from '@kraanvogel/shared';
import { routes } from './app/routes';

mountStandalone(routes);
