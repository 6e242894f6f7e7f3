import { i18n } from '@storefront/shared/i18n';
import { NAMESPACE } from '../../i18n';
import { describeCountdown, formatCountdown } from './countdown';

const urdu = i18n.getFixedT('ur', NAMESPACE);

test('the countdown in Urdu: days in words, the time in Latin digits', () => {
  expect(formatCountdown(86_400 + 3_661, urdu)).toBe('1 دن 01:01:01');
  expect(formatCountdown(61, urdu)).toBe('00:01:01');
  expect(describeCountdown(2 * 86_400 + 3_600 + 60, urdu)).toBe('فلیش ڈیلز ختم ہونے میں 2 دن 1 گھنٹہ 1 منٹ باقی');
});
