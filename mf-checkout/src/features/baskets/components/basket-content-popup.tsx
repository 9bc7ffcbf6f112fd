// The basket side popup: the current basket's items with their image (from the item's data
// JSON, a placeholder when missing), or 'De winkelwagen {name} is leeg'.
import { Link } from 'react-router';
import styled from 'styled-components';
import { basketItemImage, useBasket, type Basket, type BasketItem } from '@kraanvogel/shared';
import { widgetTexts as texts } from '@/texts/widgets';
import placeholder from '@/assets/article-placeholder.svg';
import { Modal } from '@kraanvogel/shared/screens';

const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: 4rem 1fr;
  gap: 0.75rem;
  align-items: start;
  padding-bottom: 0.75rem;
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  img {
    width: 4rem;
    height: 4rem;
    object-fit: contain;
    background: ${(p) => p.theme.colors.surface};
  }
  a {
    color: ${(p) => p.theme.colors.primary};
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0.2rem 0 0;
    color: ${(p) => p.theme.colors.muted};
    font-size: 0.875rem;
  }
`;

const Footer = styled.div`
  margin-top: 1.25rem;
  a {
    display: flex;
    justify-content: center;
    padding: 0.75rem 1rem;
    border-radius: ${(p) => p.theme.radius};
    background: ${(p) => p.theme.colors.primary};
    color: #fff;
    font-weight: 600;
    text-decoration: none;
  }
`;

function BasketItem({ item, onNavigate }: { item: BasketItem; onNavigate: () => void }) {
  const image = basketItemImage(item);
  return (
    <Item data-testid="basket-item">
      <img src={image ?? placeholder} alt={image ? item.itemDescription : texts.basketContent.imageMissing} loading="lazy" />
      <div>
        <Link to={`/artikel/${encodeURIComponent(item.itemNo)}`} onClick={onNavigate}>
          {item.itemDescription}
        </Link>
        <p>{texts.basketContent.itemNo(item.itemNo)}</p>
        <p>{texts.basketContent.amount(item.amount, item.itemUOM)}</p>
      </div>
    </Item>
  );
}

export function BasketContentPopup({ basket, onClose }: { basket: Basket; onClose: () => void }) {
  const query = useBasket(basket.id);
  const name = query.data?.name ?? basket.name;
  const items = query.data?.basketItems ?? [];
  return (
    <Modal title={texts.basketContent.title(name)} onClose={onClose} placement="side" testId="basket-content-popup">
      {query.isPending ? (
        <p role="status">{texts.loading}</p>
      ) : query.isError ? (
        <p role="alert">{texts.basketContent.failed}</p>
      ) : items.length === 0 ? (
        <p>{texts.basketContent.empty(name)}</p>
      ) : (
        <Items>
          {items.map((item) => (
            <BasketItem key={item.id} item={item} onNavigate={onClose} />
          ))}
        </Items>
      )}
      <Footer>
        <Link to={`/winkelwagen/${encodeURIComponent(String(basket.id))}`} onClick={onClose}>
          {texts.basketContent.toBasket}
        </Link>
      </Footer>
    </Modal>
  );
}
