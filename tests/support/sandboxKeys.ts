/**
 * The payment sandbox's keys in server tests. A real start makes up random ones (server/config.ts); tests
 * fix them so they can sign webhooks and check what the browser is given.
 */
export const TEST_SANDBOX_SECRET_KEY = 'sk_test_skylink_tests_00000000000000000000';
export const TEST_SANDBOX_PUBLIC_KEY = 'pk_test_skylink_tests_00000000000000000000';
