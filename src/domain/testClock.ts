/**
 * The test clock (outside production): how far one advance may move the application's clock. The admin
 * console's contract checks requests with it and the server's clock (server/system/clock.ts) refuses more.
 */
export const TEST_CLOCK_MAX_ADVANCE_SECONDS = 400 * 86_400;
