/** SPEC §9: the login and sign-up success toast shows 500 ms before the next page; errors 3000 ms. */
export const SUCCESS_TOAST_MS = 500;
export const ERROR_TOAST_MS = 3000;
