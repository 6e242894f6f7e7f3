import fs from 'node:fs';
import path from 'node:path';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectCartItems } from '@storefront/shared/cart';
import { getRuntimeConfig } from '@storefront/shared/config';
import { Link, useNavigate } from '@storefront/shared/router';
import { selectUser } from '@storefront/shared/session';
import { useAppSelector } from '@storefront/shared/store';
import { notify } from '@storefront/shared/ui';
import { sharedModules } from '../../../shared-modules';
import { filesUnder } from '../test-support/files-under';
import { flushAnswers, renderWithProviders, TEST_CONFIG } from './index';

const ayesha = {
  id: 7,
  name: 'Ayesha Khan',
  email: 'ayesha@example.pk',
  phone: '03001234567',
  createdAt: '2025-01-01',
};
const kettle = { id: 1, name: 'Kettle', imgUrl: '/k.svg', netPrice: 3000, quantity: 1, stock: 2, slug: 'kettle' };

function Who() {
  const user = useAppSelector(selectUser);
  const lines = useAppSelector(selectCartItems).length;
  return (
    <p>
      {user?.name ?? 'nobody'}, {lines} in the basket
    </p>
  );
}

function GoToLogin() {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      onClick={() =>
        void navigate('/auth/login', { state: { email: 'a@b.pk', from: { pathname: '/checkout', search: '?step=2' } } })
      }
    >
      Log in
    </button>
  );
}

describe('renderWithProviders', () => {
  it('renders on the given route with the customer logged in, the basket restored and the config set', () => {
    renderWithProviders(<Who />, { path: '/account', user: ayesha, cart: [kettle] });
    expect(screen.getByText('Ayesha Khan, 1 in the basket')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/account$/);
    expect(getRuntimeConfig()).toEqual(TEST_CONFIG);
  });

  it('follows navigation to the pages mounted beside it and shows what the location carries', async () => {
    renderWithProviders(<GoToLogin />, { path: '/register', routes: { '/auth/login': <h1>Login</h1> } });
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/auth/login email=a@b.pk from=/checkout?step=2');
  });

  it('starts on a query with the location state a page passed on', () => {
    renderWithProviders(<p>Login</p>, { path: '/auth/login', route: '/auth/login?next=1', state: { email: 'a@b.pk' } });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth\/login\?next=1 email=a@b\.pk$/);
  });

  it('leaves other paths empty and shows toasts', async () => {
    renderWithProviders(<Link to="/elsewhere">Away</Link>, { route: '/here', path: '/here' });
    await flushAnswers(() => notify.info('Saved'));
    await userEvent.click(screen.getByRole('link', { name: 'Away' }));
    expect(screen.queryByRole('link', { name: 'Away' })).not.toBeInTheDocument();
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });

  it('flushAnswers lets a resolved answer reach the page inside act', async () => {
    let answer: (text: string) => void = () => undefined;
    const later = new Promise<string>((resolve) => {
      answer = resolve;
    });
    const seen: string[] = [];
    void later.then((text) => seen.push(text));
    await flushAnswers(() => answer('here'));
    expect(seen).toEqual(['here']);
  });
});

describe('the testing entry stays out of production', () => {
  const repo = path.resolve(__dirname, '../../..');

  it('is not a Module Federation shared module (which every app would bundle)', () => {
    const shared = Object.keys(sharedModules());
    expect(shared).toContain('@storefront/shared/ui');
    expect(shared).not.toContain('@storefront/shared/testing');
  });

  it('is imported by test code only', () => {
    const isTestCode = (file: string) => /\.test\.tsx?$|[/\\]test-utils[/\\]/.test(file) || file.startsWith(__dirname);
    const offenders = ['shared', 'shell', 'mf-catalog', 'mf-checkout', 'mf-account', 'mf-auth']
      .flatMap((app) => filesUnder(path.join(repo, app, 'src'), /\.tsx?$/))
      .filter((file) => !isTestCode(file) && fs.readFileSync(file, 'utf8').includes("'@storefront/shared/testing'"))
      .map((file) => path.relative(repo, file));
    expect(offenders).toEqual([]);
  });
});
