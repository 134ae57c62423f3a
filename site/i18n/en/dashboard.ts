/** The client dashboard (docs/product.md#dashboard). */
export const dashboard = {
  dashboard: {
    title: 'Dashboard',
    loading: 'Loading your dashboard…',
    welcome: 'Welcome, {name}',
    logout: 'Logout',
    /** The link to /account beside Logout. */
    account: 'Account and security',
    logoutFailed: 'Logout Failed',
    logoutFailedDetail:
      'You are still logged in: the server could not end your session. Check your connection and try again.',
    simulated: 'Simulated · paper trading',
    simulatedNote: 'This portfolio is simulated: no real assets or orders are involved.',
    /** Beside the Markets tab's prices when the API names the simulated feed as their source. */
    simulatedPrices: 'Simulated prices',
    cards: {
      totalValue: 'Total portfolio value',
      pnlToday: 'P&L today',
      pnlTodayNote: 'Since 00:00 UTC',
      openPositions: 'Open positions',
      pendingOrders: 'Pending orders',
      /** Shown in the cards until every figure they add up has loaded (never a partial sum). */
      loading: 'Loading…',
      unavailable: 'Unavailable',
      error: 'Could not compute these figures: {message}',
    },
    tabs: {
      label: 'Dashboard sections',
      markets: 'Markets',
      positions: 'Positions',
      orders: 'Orders',
      portfolios: 'Portfolios',
    },
    columns: {
      symbol: 'Symbol',
      price: 'Price',
      change24h: '24h change',
      volume24h: '24h volume',
      side: 'Side',
      size: 'Size',
      entryPrice: 'Entry price',
      currentPrice: 'Current price',
      unrealizedPnl: 'Unrealised P&L',
      type: 'Type',
      status: 'Status',
      placed: 'Placed (UTC)',
      name: 'Name',
      currency: 'Currency',
      totalValue: 'Total value',
      cash: 'Cash',
      created: 'Created (UTC)',
    },
    up: 'up',
    down: 'down',
    gain: 'gain',
    loss: 'loss',
    chartLabel: '{symbol}, last 24 hours: from {from} to {to}',
    /** Under the Markets tab: the feed's tick of the prices shown, and how they are kept current. */
    pricesAsOfLive: 'Prices as of {time} UTC, updated live.',
    pricesAsOfPolled: 'Prices as of {time} UTC, refreshed every 30 seconds.',
    /** Under figures made of live prices and of what was read from the account. */
    figuresAsOf: 'Prices as of {prices} UTC. Positions and orders as of {account} UTC.',
    /** Under figures read from the account once per visit. */
    accountAsOf: 'As of {time} UTC.',
    empty: 'Nothing here yet.',
    error: 'Could not load this data: {message}',
    retry: 'Try again',
    marketPrice: 'market',
  },
} as const;
