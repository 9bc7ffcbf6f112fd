// Exposed as catalog/InstantSearch: the host places it in its header.
import '@/register';
import { InstantSearch } from './components/instant-search';

export default InstantSearch;
