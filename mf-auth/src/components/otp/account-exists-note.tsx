import { Trans } from '@storefront/shared/i18n';
import { Link, useLocation } from '@storefront/shared/router';
import formStyles from '../form.module.css';
import { authFlowState } from '../../lib/auth-flow-state';
import { NAMESPACE } from '../../i18n';

/**
 * Under a verification code step: the API answers the same whether or not an address already has a
 * verified account (so nobody can find out which addresses do), and that account's owner is mailed
 * a reminder instead of a code. This says where such an owner goes, with the e-mail handed over.
 */
export function AccountExistsNote({ email }: { email: string }) {
  const state: unknown = useLocation().state;
  return (
    <p className={formStyles.lead}>
      <Trans
        ns={NAMESPACE}
        i18nKey="otp.accountExists"
        components={{
          login: <Link to="/auth/login" state={authFlowState(state, email)} className={formStyles.link} />,
          reset: <Link to="/auth/reset-password" state={authFlowState(state, email)} className={formStyles.link} />,
        }}
      />
    </p>
  );
}
