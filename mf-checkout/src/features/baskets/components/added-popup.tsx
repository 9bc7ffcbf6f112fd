// The added-to-cart / added-to-order-list popups: what was added, how many, to which
// basket, and the way on.
import { Link } from 'react-router';
import styled from 'styled-components';
import { basketItemImage, sameBasketId, useBasket, type Basket, Button, ButtonRow } from '@kraanvogel/shared';
import { widgetTexts as texts } from '@/texts/widgets';
import placeholder from '@/assets/article-placeholder.svg';
import { Modal } from '@kraanvogel/shared/screens';

export interface Added {
  basket: Basket;
  bestellijst: boolean;
  itemNo: string;
  amount: number;
  description?: string;
}

const Line = styled.div`
  display: grid;
  grid-template-columns: 4rem 1fr;
  gap: 0.75rem;
  img {
    width: 4rem;
    height: 4rem;
    object-fit: contain;
    background: ${(p) => p.theme.colors.surface};
  }
  p {
    margin: 0 0 0.25rem;
  }
  strong {
    overflow-wrap: anywhere;
  }
`;

const LinkButton = styled(Link)`
  font-weight: 600;
  min-height: 2.75rem;
  padding: 0.5rem 1rem;
  border-radius: ${(p) => p.theme.radius};
  display: inline-flex;
  align-items: center;
  color: #fff;
  background: ${(p) => p.theme.colors.primary};
  text-decoration: none;
`;

export function AddedPopup({ added, onClose }: { added: Added; onClose: () => void }) {
  const { data } = useBasket(added.basket.id);
  const line = data?.basketItems?.find((i) => i.itemNo === added.itemNo);
  const image = line ? basketItemImage(line) : null;
  const description = line?.itemDescription ?? added.description ?? added.itemNo;
  const name = data && sameBasketId(data.id, added.basket.id) ? data.name : added.basket.name;
  return (
    <Modal title={added.bestellijst ? texts.popup.addedToOrderList : texts.popup.addedToBasket} onClose={onClose} testId="basket-popup">
      <Line>
        <img src={image ?? placeholder} alt={image ? description : texts.basketContent.imageMissing} />
        <div>
          <p>
            <strong>{description}</strong>
          </p>
          <p>{texts.popup.amount(added.amount)}</p>
          <p>{added.bestellijst ? texts.popup.inBestellijst(name) : texts.popup.inBasket(name)}</p>
        </div>
      </Line>
      <ButtonRow>
        <Button variant="secondary" type="button" onClick={onClose}>
          {texts.popup.continueShopping}
        </Button>
        {added.bestellijst ? (
          <LinkButton to="/mijnaccount/mijnbestellijsten" onClick={onClose}>
            {texts.popup.toBestellijsten}
          </LinkButton>
        ) : (
          <LinkButton to={`/winkelwagen/${encodeURIComponent(String(added.basket.id))}`} onClick={onClose}>
            {texts.popup.toBasket}
          </LinkButton>
        )}
      </ButtonRow>
    </Modal>
  );
}
