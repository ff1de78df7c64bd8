import { expect, it } from 'vitest'
import { serverLocale } from '../i18n/serverI18n.ts'
import { summarizeUserAgent } from './summarizeUserAgent.ts'

it('names the browser and the system of common User-Agent headers', () => {
  const cases: [string, string][] = [
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Chrome on Windows',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
      'Safari on macOS',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox on Linux'],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge on Windows',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      'Safari on iOS',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      'Chrome on Android',
    ],
    ['curl/8.5.0', 'Other (curl/8.5.0)'],
    ['', 'Unknown browser'],
  ]
  for (const [userAgent, summary] of cases) expect(summarizeUserAgent(userAgent)).toBe(summary)
  expect(summarizeUserAgent(undefined)).toBe('Unknown browser')
})

it("words the summary in the page's locale", () => {
  const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'
  expect(summarizeUserAgent(firefox, serverLocale('es').t)).toBe('Firefox en Linux')
  expect(summarizeUserAgent('', serverLocale('ar').t)).toBe('متصفح غير معروف')
})
