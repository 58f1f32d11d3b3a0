import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NumberedPagination, paginationSlots } from './numbered-pagination';

describe('paginationSlots', () => {
  it('lists every page when they fit in 7 slots', () => {
    expect(paginationSlots(1, 1)).toEqual([1]);
    expect(paginationSlots(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(paginationSlots(1, 0)).toEqual([]);
  });

  it('uses ellipses and never more than 7 slots', () => {
    expect(paginationSlots(1, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 20]);
    expect(paginationSlots(4, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 20]);
    expect(paginationSlots(5, 20)).toEqual([1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 20]);
    expect(paginationSlots(10, 20)).toEqual([1, 'ellipsis-start', 9, 10, 11, 'ellipsis-end', 20]);
    expect(paginationSlots(16, 20)).toEqual([1, 'ellipsis-start', 15, 16, 17, 'ellipsis-end', 20]);
    expect(paginationSlots(17, 20)).toEqual([1, 'ellipsis-start', 16, 17, 18, 19, 20]);
    expect(paginationSlots(20, 20)).toEqual([1, 'ellipsis-start', 16, 17, 18, 19, 20]);
    expect(paginationSlots(4, 8)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 8]);
    expect(paginationSlots(5, 8)).toEqual([1, 'ellipsis-start', 4, 5, 6, 7, 8]);
    for (let total = 1; total <= 40; total++) {
      for (let page = 1; page <= total; page++) {
        const slots = paginationSlots(page, total);
        expect(slots.length).toBeLessThanOrEqual(7);
        expect(slots).toContain(page);
        expect(slots[0]).toBe(1);
        expect(slots[slots.length - 1]).toBe(total);
      }
    }
  });

  it('clamps an out-of-range page', () => {
    expect(paginationSlots(99, 20)).toEqual([1, 'ellipsis-start', 16, 17, 18, 19, 20]);
  });
});

describe('NumberedPagination', () => {
  it('is hidden with one page', () => {
    const { container } = render(<NumberedPagination page={1} totalPages={1} onPageChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('marks the current page with aria-current and changes page', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<NumberedPagination page={10} totalPages={20} onPageChange={onPageChange} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const current = within(nav).getByRole('button', { name: 'Page 10' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Page 9' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getAllByText('More pages')).toHaveLength(2);
    // 5 page buttons + Prev + Next
    expect(within(nav).getAllByRole('button')).toHaveLength(7);

    await user.click(within(nav).getByRole('button', { name: 'Page 20' }));
    expect(onPageChange).toHaveBeenLastCalledWith(20);
    await user.click(within(nav).getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(11);
    await user.click(within(nav).getByRole('button', { name: 'Previous page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(9);
  });

  it('disables Previous on the first page and Next on the last', () => {
    const { rerender } = render(<NumberedPagination page={1} totalPages={3} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    rerender(<NumberedPagination page={3} totalPages={3} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });
});
