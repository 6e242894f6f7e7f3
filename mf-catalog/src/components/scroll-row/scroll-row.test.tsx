import fs from 'node:fs';
import path from 'node:path';
import { fireEvent, render, screen } from '@testing-library/react';
import { ScrollRow } from './scroll-row';
import { scrollEdges } from './use-scroll-edges';
import { preferReducedMotion } from '@storefront/shared/testing';

// jsdom has no layout: every element reports these scroll metrics (a 1000 px row in a 400 px window).
let scrollWidth = 1000;
let clientWidth = 400;
beforeEach(() => {
  scrollWidth = 1000;
  clientWidth = 400;
  jest.spyOn(Element.prototype, 'scrollWidth', 'get').mockImplementation(() => scrollWidth);
  jest.spyOn(Element.prototype, 'clientWidth', 'get').mockImplementation(() => clientWidth);
});
afterEach(() => jest.restoreAllMocks());

const scrollTo = (list: HTMLElement, left: number) => {
  list.scrollLeft = left;
  fireEvent.scroll(list);
};

// jsdom has no PointerEvent; a MouseEvent with a pointerType is enough for these handlers.
beforeAll(() => {
  if (typeof window.PointerEvent === 'undefined') {
    class PointerEventStub extends MouseEvent {
      pointerType: string;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerType = init.pointerType ?? 'mouse';
      }
    }
    Object.assign(window, { PointerEvent: PointerEventStub });
  }
});

describe('ScrollRow', () => {
  it('scrolls by its step with the buttons', () => {
    render(
      <ScrollRow label="Fresh Picks products" step={250}>
        <li>a</li>
      </ScrollRow>,
    );
    const list = screen.getByRole('list', { name: 'Fresh Picks products' });
    const scrollBy = jest.fn();
    list.scrollBy = scrollBy as never;
    scrollTo(list, 300);
    fireEvent.click(screen.getByRole('button', { name: 'Scroll Fresh Picks products right' }));
    fireEvent.click(screen.getByRole('button', { name: 'Scroll Fresh Picks products left' }));
    expect(scrollBy.mock.calls).toEqual([[{ left: 250, behavior: 'smooth' }], [{ left: -250, behavior: 'smooth' }]]);
  });

  it('jumps instead of gliding when the shopper prefers reduced motion', () => {
    preferReducedMotion();
    render(
      <ScrollRow label="Fresh Picks products" step={250}>
        <li>a</li>
      </ScrollRow>,
    );
    const list = screen.getByRole('list', { name: 'Fresh Picks products' });
    const scrollBy = jest.fn();
    list.scrollBy = scrollBy as never;
    fireEvent.click(screen.getByRole('button', { name: 'Scroll Fresh Picks products right' }));
    expect(scrollBy).toHaveBeenCalledWith({ left: 250, behavior: 'auto' });
  });

  it('brings a card reached with Tab wholly into view, without moving the page up or down', () => {
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    render(
      <ScrollRow label="Fresh Picks products" step={250}>
        <li>
          <a href="/product/a">A</a>
        </li>
        <li>
          <a href="/product/b">B</a>
        </li>
      </ScrollRow>,
    );
    screen.getByRole('link', { name: 'B' }).focus();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByRole('link', { name: 'B' }).closest('li'));
    expect(scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ block: 'nearest', inline: 'nearest' }));
  });

  it('drags at twice the pointer distance and swallows the click that ends a drag', () => {
    const onClick = jest.fn();
    render(
      <ScrollRow label="Recently viewed" step={300}>
        <li>
          <button type="button" onClick={onClick}>
            card
          </button>
        </li>
      </ScrollRow>,
    );
    const list = screen.getByRole('list', { name: 'Recently viewed' });
    list.scrollLeft = 100;
    fireEvent.pointerDown(list, { pointerType: 'mouse', button: 0, clientX: 300 });
    fireEvent.pointerMove(list, { pointerType: 'mouse', clientX: 260 });
    expect(list.scrollLeft).toBe(180);
    fireEvent.pointerUp(list, { pointerType: 'mouse' });
    fireEvent.click(screen.getByRole('button', { name: 'card' }));
    expect(onClick).not.toHaveBeenCalled();
    // A plain click afterwards works.
    fireEvent.click(screen.getByRole('button', { name: 'card' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('disables the previous button at the start and the next button at the end, following scrolls', () => {
    render(
      <ScrollRow label="Fresh Picks products" step={250}>
        <li>a</li>
      </ScrollRow>,
    );
    const list = screen.getByRole('list', { name: 'Fresh Picks products' });
    const prev = screen.getByRole('button', { name: 'Scroll Fresh Picks products left' });
    const next = screen.getByRole('button', { name: 'Scroll Fresh Picks products right' });
    expect(prev).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveAttribute('aria-disabled', 'false');
    scrollTo(list, 300);
    expect(prev).toHaveAttribute('aria-disabled', 'false');
    expect(next).toHaveAttribute('aria-disabled', 'false');
    scrollTo(list, 600);
    expect(prev).toHaveAttribute('aria-disabled', 'false');
    expect(next).toHaveAttribute('aria-disabled', 'true');
  });

  it('counts the rest position inside the row padding (where snapping leaves it) as the start and the end', () => {
    render(
      <ScrollRow label="Fresh Picks products" step={250}>
        <li>a</li>
      </ScrollRow>,
    );
    const list = screen.getByRole('list', { name: 'Fresh Picks products' });
    list.style.padding = '4px 4px 12px';
    const prev = screen.getByRole('button', { name: 'Scroll Fresh Picks products left' });
    const next = screen.getByRole('button', { name: 'Scroll Fresh Picks products right' });
    scrollTo(list, 300);
    scrollTo(list, 4);
    expect(prev).toHaveAttribute('aria-disabled', 'true');
    scrollTo(list, 10);
    expect(prev).toHaveAttribute('aria-disabled', 'false');
    expect(next).toHaveAttribute('aria-disabled', 'false');
    scrollTo(list, 596);
    expect(next).toHaveAttribute('aria-disabled', 'true');
  });

  it('does not scroll past an end with a disabled button', () => {
    render(
      <ScrollRow label="Recently viewed" step={300}>
        <li>a</li>
      </ScrollRow>,
    );
    const list = screen.getByRole('list', { name: 'Recently viewed' });
    const scrollBy = jest.fn();
    list.scrollBy = scrollBy as never;
    fireEvent.click(screen.getByRole('button', { name: 'Scroll Recently viewed left' }));
    scrollTo(list, 600);
    fireEvent.click(screen.getByRole('button', { name: 'Scroll Recently viewed right' }));
    expect(scrollBy).not.toHaveBeenCalled();
  });

  it('re-checks the ends when the window is resized', () => {
    render(
      <ScrollRow label="Fresh Picks products" step={250}>
        <li>a</li>
      </ScrollRow>,
    );
    const next = screen.getByRole('button', { name: 'Scroll Fresh Picks products right' });
    expect(next).toHaveAttribute('aria-disabled', 'false');
    // Wide enough for the whole row: nothing to scroll either way.
    clientWidth = 1000;
    fireEvent(window, new Event('resize'));
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Scroll Fresh Picks products left' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('re-checks the ends when the items change', () => {
    const { rerender } = render(
      <ScrollRow label="Recently viewed" step={300}>
        <li>a</li>
      </ScrollRow>,
    );
    const next = screen.getByRole('button', { name: 'Scroll Recently viewed right' });
    expect(next).toHaveAttribute('aria-disabled', 'false');
    scrollWidth = 400;
    rerender(
      <ScrollRow label="Recently viewed" step={300}>
        <li>b</li>
      </ScrollRow>,
    );
    expect(next).toHaveAttribute('aria-disabled', 'true');
  });
});

describe('scrollEdges', () => {
  it.each([
    [0, 1000, 400, { atStart: true, atEnd: false }],
    [0.5, 1000, 400, { atStart: true, atEnd: false }],
    [300, 1000, 400, { atStart: false, atEnd: false }],
    [599.5, 1000, 400, { atStart: false, atEnd: true }],
    [600, 1000, 400, { atStart: false, atEnd: true }],
    [0, 400, 400, { atStart: true, atEnd: true }],
  ])('scrollLeft %p of %p in %p px', (scrollLeft, width, visible, expected) => {
    expect(scrollEdges({ scrollLeft, scrollWidth: width, clientWidth: visible })).toEqual(expected);
  });

  it.each([
    [4, { atStart: true, atEnd: false }],
    [5, { atStart: true, atEnd: false }],
    [6, { atStart: false, atEnd: false }],
    [594, { atStart: false, atEnd: false }],
    [596, { atStart: false, atEnd: true }],
  ])('with 4 px of padding on each side, scrollLeft %p of 1000 in 400 px', (scrollLeft, expected) => {
    expect(scrollEdges({ scrollLeft, scrollWidth: 1000, clientWidth: 400 }, { start: 4, end: 4 })).toEqual(expected);
  });
});

describe('scroll-row.module.css', () => {
  // jsdom does not load CSS Modules: check the rules in the stylesheet.
  const css = fs.readFileSync(path.join(__dirname, 'scroll-row.module.css'), 'utf8');
  const narrow = css.indexOf('@media (max-width: 768px)');

  it('snaps only on narrow screens, where the buttons are hidden, so a button press moves exactly its step', () => {
    expect(narrow).toBeGreaterThan(-1);
    const snaps = [...css.matchAll(/scroll-snap-type:/g)].map((match) => match.index);
    expect(snaps).toHaveLength(1);
    expect(snaps[0]).toBeGreaterThan(narrow);
    expect(css.slice(narrow, snaps[0])).not.toContain('}');
    // The buttons show exactly where snapping is off.
    expect(css).toMatch(/@media not all and \(max-width: 768px\) {\s*\.arrow {\s*display: block;/);
  });
});
