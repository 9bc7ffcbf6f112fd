// The basket entities as the shop's screens use them. A basket is a winkelwagen
// (basketType 0, the default) or a bestellijst (basketType 1).
export type BasketId = number | string;

export const BASKET_TYPE = { winkelwagen: 0, bestellijst: 1 } as const;
export type BasketType = (typeof BASKET_TYPE)[keyof typeof BASKET_TYPE];

export interface BasketItem {
  id: BasketId;
  itemNo: string;
  itemDescription: string;
  amount: number;
  itemUOM: string;
  /** A JSON string holding itemImage; may be missing or not JSON at all. */
  data?: string | null;
}

export interface Basket {
  id: BasketId;
  name: string;
  /** 1 = bestellijst; anything else a winkelwagen. */
  basketType?: number | null;
  basketItems?: BasketItem[] | null;
}

/** The item's image from its data JSON, or null when there is none (the caller shows a placeholder). */
export function basketItemImage(item: Pick<BasketItem, 'data'>): string | null {
  if (!item.data) return null;
  try {
    const parsed: unknown = JSON.parse(item.data);
    if (parsed && typeof parsed === 'object' && 'itemImage' in parsed) {
      const image = (parsed as { itemImage: unknown }).itemImage;
      return typeof image === 'string' && image.trim() ? image : null;
    }
  } catch {
    /* not JSON: no image */
  }
  return null;
}

export const sameBasketId = (a: BasketId | null | undefined, b: BasketId | null | undefined) =>
  a != null && b != null && String(a) === String(b);
