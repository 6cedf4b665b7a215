import { describe, expect, it } from 'vitest';
import { isAppleNonMobile } from './apple-viewport';

const IPAD_OS = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const OLD_IPAD =
  'Mozilla/5.0 (iPad; CPU OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const ANDROID_TABLET = 'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

describe('Apple devices that are not phones get the 760 px viewport (docs/rules.md section 9)', () => {
  it.each([
    ['an iPad on iPadOS, or a Mac (both say Macintosh)', IPAD_OS, true],
    ['an older iPad (it says iPad)', OLD_IPAD, true],
    ['an iPhone', IPHONE, false],
    ['an Android tablet', ANDROID_TABLET, false],
  ])('%s', (_, userAgent, expected) => {
    expect(isAppleNonMobile(userAgent)).toBe(expected);
  });
});
