// Pakistan's public holidays, on which couriers do not deliver: the expected delivery date skips
// them (and Sundays). The fixed-date holidays repeat every year; the Islamic ones follow the moon
// and are announced by the federal government shortly before, so their dates here are the
// expected ones: update this table when the year's notification comes out.
const FIXED: readonly string[] = [
  '02-05', // Kashmir Solidarity Day
  '03-23', // Pakistan Day
  '05-01', // Labour Day
  '05-28', // Youm-e-Takbeer
  '08-14', // Independence Day
  '11-09', // Iqbal Day
  '12-25', // Quaid-e-Azam Day
];

/** Eid ul Fitr, Eid ul Adha, Ashura (9-10 Muharram) and Eid Milad un Nabi, by year. */
const LUNAR: Readonly<Record<number, readonly string[]>> = {
  2025: ['03-31', '04-01', '04-02', '06-07', '06-08', '06-09', '07-05', '07-06', '09-06'],
  2026: ['03-20', '03-21', '03-22', '05-27', '05-28', '05-29', '06-24', '06-25', '08-26'],
  2027: ['03-10', '03-11', '03-12', '05-16', '05-17', '05-18', '06-14', '06-15', '08-15'],
};

/** Whether a calendar day ('2026-08-14') is a public holiday in Pakistan. */
export function isPakistanHoliday(day: string): boolean {
  const year = Number(day.slice(0, 4));
  const monthDay = day.slice(5);
  return FIXED.includes(monthDay) || (LUNAR[year] ?? []).includes(monthDay);
}
