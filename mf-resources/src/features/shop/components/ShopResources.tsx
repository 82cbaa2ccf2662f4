import { RESOURCE_MESSAGES, shopPriceText, type ShopResource } from '@qip/shared-contracts';
import {
  Button,
  EmptyState,
  LoadFailedState,
  LoadingState,
  Pager,
  SafeHtml,
  usePlatform,
  useProtectedFileUrl,
  useResource,
} from '@qip/shared-ui';
import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { fetchShop, fetchShopItem } from '../api/shopApi';

const Grid = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space(3)};
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space(4)};
`;

const Card = styled.li`
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space(3)};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

const Thumb = styled.img`
  width: 100%;
  aspect-ratio: 3 / 2;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colours.background};
`;

const Placeholder = styled.div`
  width: 100%;
  aspect-ratio: 3 / 2;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colours.background};
`;

const Price = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Nav = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  flex-wrap: wrap;
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

/** A product's thumbnail, fetched with the session. */
function Thumbnail({ product }: { product: ShopResource }) {
  const file = useProtectedFileUrl(product.thumbnail);
  return file.status === 'ready' ? <Thumb src={file.objectUrl} alt="" /> : <Placeholder aria-hidden="true" />;
}

/** One product: its picture, price, description and a link to buy it, with previous / next / all. */
function ShopDetail({ id, onOpen, onAll }: { id: string; onOpen: (id: string) => void; onAll: () => void }) {
  const { api } = usePlatform();
  const detail = useResource(useCallback(() => fetchShopItem(api, id), [api, id]));
  if (detail.status === 'loading') return <LoadingState />;
  if (detail.status === 'failed') return <LoadFailedState error={detail.error} onRetry={() => void detail.reload()} />;
  const { item, previous_id: previousId, next_id: nextId } = detail.data;
  return (
    <article aria-labelledby="shop-product-title">
      <Nav>
        <Button variant="secondary" size="sm" disabled={!previousId} onClick={() => previousId && onOpen(previousId)}>
          Previous
        </Button>
        <Button variant="secondary" size="sm" disabled={!nextId} onClick={() => nextId && onOpen(nextId)}>
          Next
        </Button>
        <Button variant="secondary" size="sm" onClick={onAll}>
          All
        </Button>
      </Nav>
      <h2 id="shop-product-title">{item.product_name}</h2>
      <Thumbnail product={item} />
      <Price>{shopPriceText(item.product_price)}</Price>
      <SafeHtml html={item.product_description} />
      <a href={item.product_link} target="_blank" rel="noopener noreferrer">
        Buy in the shop (opens in a new tab)
      </a>
    </article>
  );
}

/** Shop resources: a grid of products, ten a page, and a product's detail view. */
export function ShopResources({
  productId,
  onOpen,
}: {
  productId: string | null;
  onOpen: (id: string | null) => void;
}) {
  const { api } = usePlatform();
  const [page, setPage] = useState(1);
  const shop = useResource(useCallback(() => fetchShop(api, page), [api, page]));
  if (productId) return <ShopDetail id={productId} onOpen={onOpen} onAll={() => onOpen(null)} />;
  if (shop.status === 'loading') return <LoadingState />;
  if (shop.status === 'failed') return <LoadFailedState error={shop.error} onRetry={() => void shop.reload()} />;
  if (shop.data.total === 0) return <EmptyState title={RESOURCE_MESSAGES.noShopItems} />;
  return (
    <>
      <Grid aria-label="Shop resources">
        {shop.data.data.map((product) => (
          <Card key={product.id}>
            <Thumbnail product={product} />
            <h3>{product.product_name}</h3>
            <Price>{shopPriceText(product.product_price)}</Price>
            <Button variant="secondary" size="sm" onClick={() => onOpen(product.id)}>
              View {product.product_name}
            </Button>
          </Card>
        ))}
      </Grid>
      <Pager
        page={shop.data.page}
        pageCount={Math.max(1, Math.ceil(shop.data.total / shop.data.per_page))}
        onChange={setPage}
        label="Shop pages"
      />
    </>
  );
}
