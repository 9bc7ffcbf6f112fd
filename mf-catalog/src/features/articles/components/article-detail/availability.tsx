// The article's stock and delivery indication (cached availability from the ERP).
import styled from 'styled-components';
import { texts } from '@/texts';
import { useArticleAvailability } from '@/features/articles/api/get-article-availability';

const Stock = styled.p<{ $ok: boolean }>`
  margin: 0;
  font-weight: 600;
  color: ${(p) => (p.$ok ? p.theme.colors.success : p.theme.colors.warning)};
`;

export function Availability({ itemNo }: { itemNo: string }) {
  const { data, isError } = useArticleAvailability(itemNo);
  if (isError) return <Stock $ok={false}>{texts.article_.availabilityUnknown}</Stock>;
  if (!data) return <p>{texts.loading}</p>;
  return (
    <div data-testid="availability">
      <Stock $ok={data.isAvailable}>{data.isAvailable ? texts.article_.inStock(data.totalStock) : texts.article_.outOfStock}</Stock>
      {data.deliveryIndication && <p style={{ margin: 0 }}>{data.deliveryIndication}</p>}
    </div>
  );
}

