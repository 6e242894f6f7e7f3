// The heart on product cards and pages, bound to the page's wishlist.
// react-redux's own hooks: @storefront/shared/store registers this entry's slice, so importing its
// typed hooks here would make the two shared entries import each other.
// eslint-disable-next-line no-restricted-imports -- see above: the store's entry imports this one
import { useDispatch, useSelector } from 'react-redux';
import { i18n, SHARED_NAMESPACE } from '@storefront/shared/i18n';
import { useLocation, useNavigate } from '@storefront/shared/router';
import { selectIsLoggedIn } from '@storefront/shared/session';
import type { Product } from '@storefront/shared/types';
import { HeartButton, notify } from '@storefront/shared/ui';
import {
  selectIsInWishlist,
  selectIsWishlistChangePending,
  wishlistChangeRequested,
  type WishlistState,
} from './wishlist-slice';

type State = { wishlist?: WishlistState; session: Parameters<typeof selectIsLoggedIn>[0]['session'] };

export interface WishlistHeartProps {
  product: Pick<Product, 'id' | 'name'>;
  size?: 'medium' | 'large';
  className?: string;
}

/**
 * Saves or removes the product for a logged-in customer. A visitor's press remembers the product
 * and asks them to log in; the login brings them back to this page with it saved.
 */
export function WishlistHeart({ product, size, className }: WishlistHeartProps) {
  const saved = useSelector((state: State) => selectIsInWishlist(state, product.id));
  const busy = useSelector((state: State) => selectIsWishlistChangePending(state, product.id));
  const loggedIn = useSelector(selectIsLoggedIn);
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();

  const toggle = () => {
    dispatch(wishlistChangeRequested({ productId: product.id, productName: product.name, save: !saved }));
    if (loggedIn) return;
    notify.info(i18n.t('wishlist.logInToSave', { ns: SHARED_NAMESPACE, name: product.name }));
    void navigate('/auth/login', { state: { from: { pathname, search, hash }, loginRequired: true } });
  };

  return (
    <HeartButton
      pressed={saved}
      busy={busy}
      productName={product.name}
      onToggle={toggle}
      size={size}
      className={className}
    />
  );
}
