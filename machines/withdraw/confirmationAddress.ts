/**
 * Where the confirmation of a withdrawal's C2C payments is answered: the withdraw page opens its
 * dialog for `?confirm=<orderNo>`. The withdraw records and the live notices both link here; a
 * plain module, so neither pulls the other's chart into its chunk.
 */
export const confirmationHref = (orderNo: string): string => `/member/withdraw?confirm=${encodeURIComponent(orderNo)}`;
