// The star of "Mijn assortiment": a toggle button (aria-pressed) on every article for a signed-in
// user of a customer. Its box has a fixed size from the first paint and only its fill changes when
// the favourites arrive, so it moves nothing. With `label` it shows that text beside the star (the
// article page); on a card the star alone shows, and its accessible name names the article.
import styled from 'styled-components';
import { Button } from '@kraanvogel/shared';
import { texts } from '@/texts';

// The star's outline, filled while the article is a favourite (its button is pressed).
const Star = styled.svg`
  width: 1.25rem;
  height: 1.25rem;
  fill: transparent;
  stroke: ${(p) => p.theme.colors.primary};
  stroke-width: 1.6;
  stroke-linejoin: round;
  [aria-pressed='true'] > & {
    fill: ${(p) => p.theme.colors.accent};
  }
`;

export function FavouriteStar({ itemNo, description, pressed, onToggle, label }: { itemNo: string; description: string; pressed: boolean; onToggle: (itemNo: string, description: string) => void; label?: string }) {
  // The UI kit's secondary button, in the card's compact size (the add button's height); the star alone in its square icon size.
  return (
    <Button
      variant="secondary"
      size={label ? 'compact' : 'icon'}
      aria-pressed={pressed}
      aria-label={label ? undefined : texts.favourites.starOf(description)}
      data-testid="favourite-star"
      onClick={() => onToggle(itemNo, description)}
    >
      <Star viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z" />
      </Star>
      {label}
    </Button>
  );
}
