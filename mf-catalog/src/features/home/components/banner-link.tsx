import type { ReactNode } from 'react';
import { Link } from '@storefront/shared/router';

export interface BannerLinkProps {
  href: string;
  className?: string;
  tabIndex?: number;
  children: ReactNode;
}

/** Site paths navigate inside the app; other addresses are ordinary links. */
export function BannerLink({ href, className, tabIndex, children }: BannerLinkProps) {
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link to={href} className={className} tabIndex={tabIndex} draggable={false}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={className} tabIndex={tabIndex} rel="noopener" draggable={false}>
      {children}
    </a>
  );
}
