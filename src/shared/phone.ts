/**
 * Lebanese phone numbers as people type them (`03 123 456`, `+961 3 123 456`, `00961-71-123456`,
 * `71123456`), normalised to E.164 with the country code: `+9613123456`, `+96171123456`.
 * National numbers: 7 digits for the old mobiles (3…) and landlines (1, 4-9 …), 8 digits for the
 * newer mobiles (7…, 81…). Anything else is not a Lebanese number.
 */
const COUNTRY_CODE = '961';

export function normaliseLebanesePhone(input: string): string | null {
  const compact = input.trim().replace(/[\s\-.()/]/g, '');
  if (!/^\+?\d+$/.test(compact)) return null;
  let digits = compact;
  if (digits.startsWith('+')) {
    if (!digits.startsWith(`+${COUNTRY_CODE}`)) return null;
    digits = digits.slice(1 + COUNTRY_CODE.length);
  } else if (digits.startsWith(`00${COUNTRY_CODE}`)) {
    digits = digits.slice(2 + COUNTRY_CODE.length);
  } else if (digits.startsWith(COUNTRY_CODE) && digits.length >= 10) {
    digits = digits.slice(COUNTRY_CODE.length);
  }
  // The trunk 0 of a national number (03, 01, 070 …).
  if (digits.startsWith('0')) digits = digits.slice(1);
  const isOldMobileOrLandline = /^[134-9]\d{6}$/.test(digits);
  const isNewMobile = /^(7\d|81)\d{6}$/.test(digits);
  return isOldMobileOrLandline || isNewMobile ? `+${COUNTRY_CODE}${digits}` : null;
}

/** The digits WhatsApp's links want: `+9613123456` → `9613123456`. */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}
