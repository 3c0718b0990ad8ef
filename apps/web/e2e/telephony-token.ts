/** The token the end-to-end server accepts from the phone system (TELEPHONY_TOKENS in playwright.config.ts). */
export const E2E_TELEPHONY_TOKEN = 'e2e-telephony-token-0123456789abcdef';
