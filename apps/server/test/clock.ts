/** Tests pin the clock (docs/architecture.md, Time): 7:30 pm in Singapore, in the middle of dinner service. */
export const TEST_NOW = '2026-03-31T19:30:00+08:00';
