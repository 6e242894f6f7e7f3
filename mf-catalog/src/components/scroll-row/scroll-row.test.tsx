import { fireEvent, render, screen } from '@testing-library/react';
import { ScrollRow } from './scroll-row';

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
    render(<ScrollRow label="Fresh Picks products" step={250}><li>a</li></ScrollRow>);
    const list = screen.getByRole('list', { name: 'Fresh Picks products' });
    const scrollBy = jest.fn();
    list.scrollBy = scrollBy as never;
    fireEvent.click(screen.getByRole('button', { name: 'Scroll Fresh Picks products right' }));
    fireEvent.click(screen.getByRole('button', { name: 'Scroll Fresh Picks products left' }));
    expect(scrollBy.mock.calls).toEqual([[{ left: 250, behavior: 'smooth' }], [{ left: -250, behavior: 'smooth' }]]);
  });

  it('drags at twice the pointer distance and swallows the click that ends a drag', () => {
    const onClick = jest.fn();
    render(<ScrollRow label="Recently viewed" step={300}><li><button type="button" onClick={onClick}>card</button></li></ScrollRow>);
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
});
