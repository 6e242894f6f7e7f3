import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import {
  ServerDataProvider,
  useHttpStatus,
  useIsServerRender,
  usePageHead,
  useServerData,
  useSiteOrigin,
  type PageHead,
  type ServerEntry,
  type ServerRenderSink,
} from './index';

function Page({ head, status }: { head: PageHead | null; status: number | null }) {
  const product = useServerData('product:tv', () => Promise.resolve({ name: 'TV' }));
  const server = useIsServerRender();
  usePageHead(head);
  useHttpStatus(status);
  return (
    <p>
      {server ? 'server' : 'browser'} {useSiteOrigin()}{' '}
      {product ? (product.ok ? product.value.name : 'not found') : 'loading'}
    </p>
  );
}

/** The text of server markup, without React's separators between text parts. */
const text = (html: string) => html.replace(/<!-- -->/g, '');

function serverSink() {
  const loads = new Map<string, () => Promise<unknown>>();
  const said: { head?: PageHead; status?: number } = {};
  const sink: ServerRenderSink = {
    collect: (key, load) => loads.set(key, load),
    setHead: (head) => {
      said.head = head;
    },
    setStatus: (status) => {
      said.status = status;
    },
  };
  return { sink, loads, said };
}

describe('server data', () => {
  it('on the server, collects the loads a page needs, then renders with their answers', async () => {
    const { sink, loads, said } = serverSink();
    const first = renderToString(
      <ServerDataProvider value={{ entries: new Map(), origin: 'https://shop.pk', sink }}>
        <Page head={{ title: 'TV' }} status={404} />
      </ServerDataProvider>,
    );
    expect(text(first)).toContain('server https://shop.pk loading');
    expect([...loads.keys()]).toEqual(['product:tv']);
    expect(said).toEqual({ head: { title: 'TV' }, status: 404 });

    const entries = new Map<string, ServerEntry>([
      ['product:tv', { ok: true, value: await loads.get('product:tv')!() }],
    ]);
    const second = renderToString(
      <ServerDataProvider value={{ entries, origin: 'https://shop.pk', sink: serverSink().sink }}>
        <Page head={null} status={null} />
      </ServerDataProvider>,
    );
    expect(text(second)).toContain('server https://shop.pk TV');
  });

  it('in the browser, starts from the answers the page came with and collects nothing', () => {
    const entries = new Map<string, ServerEntry>([['product:tv', { ok: false, notFound: true }]]);
    const { container } = render(
      <ServerDataProvider value={{ entries, origin: 'https://shop.pk' }}>
        <Page head={{ title: 'TV', description: 'A television' }} status={404} />
      </ServerDataProvider>,
    );
    expect(container).toHaveTextContent('browser https://shop.pk not found');
    expect(document.title).toBe('TV | Storefront');
  });

  it('without a provider (a page rendered in the browser alone) asks for nothing and names the tab', () => {
    const { container } = render(<Page head={{ title: 'Fresh Picks' }} status={null} />);
    expect(container).toHaveTextContent(`browser ${window.location.origin} loading`);
    expect(document.title).toBe('Fresh Picks | Storefront');
  });

  it('leaves the title alone while the page does not know its name', () => {
    document.title = 'Before | Storefront';
    render(<Page head={null} status={null} />);
    expect(document.title).toBe('Before | Storefront');
  });
});
