import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pager } from './pager';

describe('Pager', () => {
  it('is not rendered with one page (or none)', () => {
    const { container, rerender } = render(<Pager page={1} totalPages={1} onPageChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<Pager page={1} totalPages={0} onPageChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<Pager page={1} hasNext={false} onPageChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("shows 'Prev', 'Page n / total', 'Next'; Prev disabled on the first page", async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Pager page={1} totalPages={3} onPageChange={onPageChange} />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    expect(screen.getByText('Page 1 / 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Prev/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('disables Next on the last page', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Pager page={3} totalPages={3} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /Prev/ }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('works without a total (hasMore-style APIs)', () => {
    render(<Pager page={2} hasNext={false} onPageChange={() => {}} />);
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Prev/ })).toBeEnabled();
  });
});
