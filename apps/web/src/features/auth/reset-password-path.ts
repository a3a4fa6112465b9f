/** The emailed reset link's page (spec 1 §2): the one page open to nobody signed in. */
export const RESET_PASSWORD_PATH = '/reset-password';
