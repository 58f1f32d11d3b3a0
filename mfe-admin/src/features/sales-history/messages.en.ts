/** Sales History and its revenue chart (SPEC sections 2, 8 and 9). Spanish: ./messages.es.ts. */
export const salesHistoryMessagesEn = {
  admin: {
    sales: {
      title: 'Sales History',
      exportCsv: 'Export CSV',
      exporting: 'Exporting…',
      exportFailed: 'The sales could not be exported. Try again.',
      tilesLabel: 'Sales summary for the filters',
      tiles: {
        total: 'Total sales',
        revenue: 'Revenue',
        refunded: 'Refunded',
        avgTicket: 'Avg ticket',
        autopay: 'Autopay %',
        manual: 'Manual %',
        lastSale: 'Last sale',
      },
      filters: {
        label: 'Filters',
        type: 'Type',
        from: 'From',
        to: 'To',
        search: 'Search',
        searchPlaceholder: 'Customer, plate or sale #',
        searchHint: 'At least 3 characters.',
      },
      types: { all: 'All', autopay: 'Autopay', manual: 'Manual', item: 'Fee / item' },
      columns: {
        id: 'Sale #',
        date: 'Date',
        customer: 'Customer',
        plate: 'Plate',
        type: 'Type',
        amount: 'Amount',
        refunded: 'Refunded',
        kept: 'Kept',
      },
      tableCaption: 'Sales',
      refundedBadge: 'Refunded',
      refundedOn: 'Refunded on {date}',
      refundsValue: 'Of {amount} charged · {count} sale(s)',
      empty: 'No sales found',
      loadFailed: 'The sales could not be loaded.',
      retry: 'Try again',
      pager: 'Sales pages',
      chart: {
        heading: 'Revenue',
        groupBy: 'Group by',
        groups: { day: 'Day', week: 'Week', month: 'Month', year: 'Year' },
        label: 'Revenue by {group}, {from} to {to}',
        keyboardHint: 'Use the left and right arrow keys to read each point.',
        point: '{period}: {revenue}, sales: {count}',
        tableCaption: 'Revenue by period',
        period: 'Period',
        revenue: 'Revenue',
        refunded: 'Refunded',
        count: 'Sales',
        empty: 'No revenue in this range.',
        loadFailed: 'The chart could not be loaded.',
        weekOf: 'Week of {date}',
      },
    },
  },
} as const;

declare module 'design-system/i18n/catalog' {
  interface MessageSources {
    'admin/sales-history': typeof salesHistoryMessagesEn;
  }
}
