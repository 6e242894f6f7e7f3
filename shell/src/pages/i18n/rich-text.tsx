import type { ReactElement, ReactNode } from 'react';
import { Trans } from '@storefront/shared/i18n';
import { NAMESPACE } from '.';

interface RichTextProps {
  /** A key of this catalogue whose text has markup, e.g. 'Read our <shipping>policy</shipping>.' */
  i18nKey: string;
  /** The element each tag of the text is rendered as (a link, a <strong>). */
  components?: Record<string, ReactElement>;
  values?: Record<string, string | number>;
}

/** A text of the pages' catalogue with links (or other markup) inside it, in the page's language. */
export function RichText({ i18nKey, components, values }: RichTextProps) {
  return <Trans ns={NAMESPACE} i18nKey={i18nKey} components={components} values={values} />;
}

/** A plain link inside a text with markup: the text gives it its words. */
export function TextLink({ href, children }: { href: string; children?: ReactNode }) {
  return <a href={href}>{children}</a>;
}
