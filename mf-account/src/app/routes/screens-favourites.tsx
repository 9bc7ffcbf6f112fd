// The route module of Mijn assortiment (a chunk of its own).
import { FavouriteList } from '@/features/favourites/components/favourite-list';
import { Frame } from './screen-frame';

export function FavouritesScreen() {
  return (
    <Frame>
      <FavouriteList />
    </Frame>
  );
}
