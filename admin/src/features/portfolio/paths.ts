/** This area's pages, relative to the admin's basename. */
export const PORTFOLIO_PATH = '/portfolio';
export const NEW_PORTFOLIO_ITEM_PATH = `${PORTFOLIO_PATH}/new`;
export const PORTFOLIO_ORDER_PATH = `${PORTFOLIO_PATH}/order`;
export const portfolioItemPath = (id: string): string => `${PORTFOLIO_PATH}/${id}`;
