// Home page banners per slot. The headline doubles as the image's text and its alt text.
export interface BannerSpec {
  position: 'main-banner' | 'hot-banner' | 'side-banner' | 'gear-up-banner';
  headline: string;
  link: string;
}

export const BANNERS: readonly BannerSpec[] = [
  {
    position: 'main-banner',
    headline: 'Mega Electronics Sale: up to 40% off LED TVs and ACs',
    link: '/category/electronics',
  },
  {
    position: 'main-banner',
    headline: 'New smartphones from Samsung, Infinix and Tecno',
    link: '/category/mobiles-and-tablets/smartphones',
  },
  {
    position: 'main-banner',
    headline: 'Summer lawn collection has arrived',
    link: '/category/fashion/womens-clothing/unstitched-lawn',
  },
  { position: 'main-banner', headline: 'Monthly grocery savings delivered to your door', link: '/category/groceries' },
  {
    position: 'side-banner',
    headline: 'Inverter ACs: beat the heat',
    link: '/category/electronics/cooling-and-heating/air-conditioners',
  },
  {
    position: 'side-banner',
    headline: 'Kitchen appliances for every home',
    link: '/category/home-and-kitchen/kitchen-appliances',
  },
  { position: 'side-banner', headline: 'Fresh Picks of the week', link: '/products/fresh-picks' },
  { position: 'side-banner', headline: 'Flash Deals end tonight', link: '/products/flash-deals' },
  {
    position: 'side-banner',
    headline: 'Power banks and earbuds',
    link: '/category/mobiles-and-tablets/mobile-accessories',
  },
  { position: 'side-banner', headline: 'Baby care essentials', link: '/category/baby-and-toys/baby-care' },
  {
    position: 'hot-banner',
    headline: 'Hot right now: air fryers',
    link: '/category/home-and-kitchen/kitchen-appliances/air-fryers',
  },
  {
    position: 'hot-banner',
    headline: 'Skin care for the summer sun',
    link: '/category/beauty-and-personal-care/skin-care',
  },
  { position: 'hot-banner', headline: 'Eid footwear for the whole family', link: '/category/fashion/footwear' },
  { position: 'gear-up-banner', headline: 'Gear up for cricket season', link: '/category/sports-and-outdoors/cricket' },
  { position: 'gear-up-banner', headline: 'Home workout gear', link: '/category/sports-and-outdoors/fitness' },
  {
    position: 'gear-up-banner',
    headline: 'Cycles for every age',
    link: '/category/sports-and-outdoors/cycling-and-outdoor/bicycles',
  },
  {
    position: 'gear-up-banner',
    headline: 'Toys that teach',
    link: '/category/baby-and-toys/toys-and-games/educational-toys',
  },
];
