/** The running version, shown by /api/health. */
export const APP_VERSION = process.env.APP_VERSION ?? '0.1.0';
