// Provinces and territories with their main cities, and what each courier charges to deliver there
// (whole rupees). Not every courier reaches every city, but every city has at least two, so a
// shopper anywhere can check out and still choose.
export const COURIERS = ['TCS', 'Leopards', 'M&P', 'Trax', 'PostEx', 'BlueEx', 'Call Courier'] as const;
export type Courier = (typeof COURIERS)[number];

export interface CitySpec {
  name: string;
  /** Couriers delivering there with their price (at least two per city) */
  couriers: Partial<Record<Courier, number>>;
}

const all = (base: number): Partial<Record<Courier, number>> => ({
  TCS: base + 100,
  Leopards: base + 50,
  'M&P': base + 30,
  Trax: base,
  PostEx: base + 20,
  BlueEx: base + 10,
  'Call Courier': base + 40,
});
const main = (base: number): Partial<Record<Courier, number>> => ({
  TCS: base + 100,
  Leopards: base + 50,
  'M&P': base + 30,
  Trax: base,
});
const remote = (base: number): Partial<Record<Courier, number>> => ({ TCS: base + 150, Leopards: base + 80 });

export const STATES: readonly { name: string; cities: readonly CitySpec[] }[] = [
  {
    name: 'Punjab',
    cities: [
      { name: 'Lahore', couriers: all(200) },
      { name: 'Faisalabad', couriers: all(220) },
      { name: 'Rawalpindi', couriers: all(220) },
      { name: 'Multan', couriers: all(230) },
      { name: 'Gujranwala', couriers: main(230) },
      { name: 'Sialkot', couriers: main(240) },
      { name: 'Bahawalpur', couriers: main(260) },
      { name: 'Sargodha', couriers: main(250) },
      { name: 'Sahiwal', couriers: { TCS: 350, Leopards: 300, PostEx: 270 } },
      { name: 'Dera Ghazi Khan', couriers: remote(280) },
    ],
  },
  {
    name: 'Sindh',
    cities: [
      { name: 'Karachi', couriers: all(200) },
      { name: 'Hyderabad', couriers: all(230) },
      { name: 'Sukkur', couriers: main(260) },
      { name: 'Larkana', couriers: main(280) },
      { name: 'Nawabshah', couriers: { TCS: 380, Leopards: 330, 'Call Courier': 320 } },
      { name: 'Mirpur Khas', couriers: remote(290) },
    ],
  },
  {
    name: 'Khyber Pakhtunkhwa',
    cities: [
      { name: 'Peshawar', couriers: all(230) },
      { name: 'Mardan', couriers: main(260) },
      { name: 'Abbottabad', couriers: main(260) },
      { name: 'Mingora', couriers: remote(300) },
      { name: 'Kohat', couriers: remote(300) },
      { name: 'Dera Ismail Khan', couriers: { TCS: 420, 'M&P': 360 } },
    ],
  },
  {
    name: 'Balochistan',
    cities: [
      { name: 'Quetta', couriers: main(300) },
      { name: 'Gwadar', couriers: remote(400) },
      { name: 'Turbat', couriers: remote(420) },
      { name: 'Khuzdar', couriers: { TCS: 520, Leopards: 470 } },
    ],
  },
  {
    name: 'Gilgit-Baltistan',
    cities: [
      { name: 'Gilgit', couriers: remote(400) },
      { name: 'Skardu', couriers: remote(450) },
      { name: 'Astore', couriers: remote(480) },
    ],
  },
  {
    name: 'Azad Jammu and Kashmir',
    cities: [
      { name: 'Muzaffarabad', couriers: main(300) },
      { name: 'Mirpur', couriers: main(280) },
      { name: 'Rawalakot', couriers: remote(350) },
    ],
  },
  {
    name: 'Islamabad Capital Territory',
    cities: [{ name: 'Islamabad', couriers: all(200) }],
  },
];
