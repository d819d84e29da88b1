import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Pager, { viewingText } from './Pager';

describe('Pager', () => {
  it("when on the first page of 70, then it reads 'Viewing 1 - 32 of 70' and only Next works", async () => {
    const onChange = vi.fn();
    render(<Pager skip={0} limit={32} count={70} onChange={onChange} />);
    expect(screen.getByText('Viewing 1 - 32 of 70')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onChange).toHaveBeenCalledWith(32);
  });

  it("when on the last, partial page, then it reads 'Viewing 65 - 70 of 70', Next is off and Previous goes back one page", async () => {
    const onChange = vi.fn();
    render(<Pager skip={64} limit={32} count={70} onChange={onChange} />);
    expect(screen.getByText('Viewing 65 - 70 of 70')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onChange).toHaveBeenCalledWith(32);
  });

  it('when the list is empty, then it shows nothing (the page shows its empty state)', () => {
    const { container } = render(<Pager skip={0} limit={32} count={0} onChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
    expect(viewingText(0, 0, 0)).toBe('Viewing 0 of 0');
  });

  it('when the page that came back is shorter than asked, then b follows what came back', () => {
    expect(viewingText(30, 5, 40)).toBe('Viewing 31 - 35 of 40');
  });
});
