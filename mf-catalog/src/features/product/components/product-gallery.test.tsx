import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@storefront/shared/testing';
import { ProductGallery } from './product-gallery';

const images = ['/p/1.svg', '/p/2.svg', '/p/3.svg'];
const NAME = 'Haier Inverter AC';

/** The photo react-slick shows (the others are aria-hidden). */
const shownPhoto = () =>
  screen.getAllByRole('img').find((img) => img.closest('.slick-current')) as HTMLImageElement | undefined;

describe('ProductGallery', () => {
  it('shows the photo of the thumbnail chosen, by click or arrow keys', async () => {
    renderWithProviders(<ProductGallery name={NAME} images={images} />);
    expect(shownPhoto()).toHaveAttribute('alt', `${NAME}, photo 1 of 3`);
    await userEvent.click(screen.getByRole('button', { name: 'Show photo 3 of 3' }));
    expect(screen.getByRole('button', { name: 'Show photo 3 of 3' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'View photo 3 of 3 full screen' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Show photo 1 of 3' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Show photo 1 of 3' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('opens the photo full screen as a dialog: next and previous, zoom, Escape back to the button', async () => {
    renderWithProviders(<ProductGallery name={NAME} images={images} />);
    const opener = screen.getByRole('button', { name: 'View photo 1 of 3 full screen' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: `${NAME}: Photo 1 of 3` });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/p/1.svg');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    expect(within(dialog).getByRole('img')).toHaveAttribute('alt', `${NAME}, photo 2 of 3`);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/p/3.svg');

    expect(within(dialog).getByRole('button', { name: 'Zoom out' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zoom in' }));
    expect(within(dialog).getByText('150%')).toBeInTheDocument();
    await userEvent.keyboard('++');
    expect(within(dialog).getByText('300%')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Zoom in' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(dialog).getByRole('button', { name: 'Zoom in' })).toHaveFocus();
    expect(within(dialog).getByRole('img')).toHaveStyle({ width: '300%' });
    await userEvent.keyboard('0');
    expect(within(dialog).getByText('100%')).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The gallery follows the photo last seen full screen.
    expect(screen.getByRole('button', { name: 'View photo 3 of 3 full screen' })).toHaveFocus();
  });

  it('keeps focus inside the full screen view, and closes with its button', async () => {
    renderWithProviders(<ProductGallery name={NAME} images={['/p/only.svg']} />);
    expect(screen.queryByRole('list', { name: `${NAME} photos` })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'View photo full screen' }));
    const dialog = screen.getByRole('dialog', { name: `${NAME}: Photo` });
    expect(within(dialog).queryByRole('button', { name: 'Next photo' })).not.toBeInTheDocument();
    for (let i = 0; i < 5; i += 1) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close full screen view' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
