import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { StarRatingDisplay, StarRatingInput, formatRating, toHalfStep } from './StarRating';

function Controlled({ start = 0 }: { start?: number }) {
  const [v, setV] = useState(start);
  return <StarRatingInput value={v} onChange={setV} label="Your rating" />;
}

describe('StarRating', () => {
  it('shows a rating to one decimal', () => {
    render(<StarRatingDisplay value={4.25} count={3} />);
    expect(screen.getByRole('img', { name: 'Rated 4.3 out of 5, 3 reviews' })).toBeInTheDocument();
    expect(formatRating(undefined)).toBe('0.0');
    expect(formatRating(4)).toBe('4.0');
  });

  it('when arrows are pressed, then the value moves by half a star within 0..5', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    const slider = screen.getByRole('slider', { name: 'Your rating' });
    slider.focus();
    await user.keyboard('{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '0.5');
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowUp}');
    expect(slider).toHaveAttribute('aria-valuenow', '2');
    await user.keyboard('{ArrowLeft}');
    expect(slider).toHaveAttribute('aria-valuenow', '1.5');
    await user.keyboard('{End}{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '5');
    await user.keyboard('{Home}{ArrowLeft}');
    expect(slider).toHaveAttribute('aria-valuenow', '0');
  });

  it('when the left half of the fifth star is clicked, then it is 4.5; Clear goes back to 0', async () => {
    const { container } = render(<Controlled />);
    fireEvent.click(container.querySelector('[data-value="4.5"]')!);
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuetext', '4.5 out of 5 stars');
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuenow', '0');
  });

  it('rounds to half steps', () => {
    expect(toHalfStep(4.3)).toBe(4.5);
    expect(toHalfStep(7)).toBe(5);
    expect(toHalfStep(-1)).toBe(0);
  });
});
