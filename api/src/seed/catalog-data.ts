// The demo catalogue: a category tree of what Pakistani shoppers buy online, the brands sold here,
// and for every child category the kinds of product, their price band (whole rupees) and variants.
export interface ChildSpec {
  name: string;
  items: readonly string[];
  brands: readonly string[];
  price: readonly [number, number];
  variants: readonly string[];
  /** Selling points used to write descriptions */
  features: readonly string[];
  warranty?: string;
}

export interface SubSpec {
  name: string;
  children: readonly ChildSpec[];
}

export interface TopSpec {
  name: string;
  subs: readonly SubSpec[];
}

export const CATALOG_TREE: readonly TopSpec[] = [
  {
    name: 'Electronics',
    subs: [
      {
        name: 'TV & Video',
        children: [
          {
            name: 'LED TVs',
            items: ['Smart LED TV', 'Android LED TV', '4K UHD Smart TV', 'QLED TV'],
            brands: ['Samsung', 'Haier', 'TCL', 'Orient', 'Sony', 'Changhong Ruba'],
            price: [32000, 420000],
            variants: ['32 inch', '43 inch', '50 inch', '55 inch', '65 inch'],
            features: [
              'Built-in Wi-Fi and screen mirroring',
              'HDR picture with wide colour',
              'Dolby audio speakers',
              'Two HDMI and two USB ports',
              'Voltage protection for load-shedding hours',
            ],
            warranty: '1 year brand warranty',
          },
          {
            name: 'Soundbars & Home Theatre',
            items: ['Soundbar', 'Home Theatre System', 'Bluetooth Party Speaker'],
            brands: ['Sony', 'Samsung', 'Audionic', 'JBL'],
            price: [9000, 160000],
            variants: ['2.1 Channel', '3.1 Channel', '5.1 Channel'],
            features: [
              'Deep bass subwoofer',
              'Bluetooth and optical input',
              'Remote control included',
              'Wall-mount kit',
            ],
            warranty: '1 year brand warranty',
          },
        ],
      },
      {
        name: 'Home Appliances',
        children: [
          {
            name: 'Refrigerators',
            items: ['Refrigerator', 'Inverter Refrigerator', 'Glass Door Refrigerator', 'Deep Freezer'],
            brands: ['Haier', 'Dawlance', 'PEL', 'Orient', 'Gree', 'Samsung'],
            price: [65000, 320000],
            variants: ['9 cu ft', '12 cu ft', '14 cu ft', '16 cu ft', '18 cu ft'],
            features: [
              'Inverter compressor saves up to 50% electricity',
              'Works on low voltage from 140 V',
              'Hydrocarbon gas, eco friendly',
              'Strong cooling at 50°C ambient',
            ],
            warranty: '10 years compressor warranty',
          },
          {
            name: 'Washing Machines',
            items: ['Twin Tub Washing Machine', 'Automatic Washing Machine', 'Front Load Washing Machine'],
            brands: ['Haier', 'Dawlance', 'Super Asia', 'Samsung', 'Kenwood'],
            price: [24000, 260000],
            variants: ['8 kg', '10 kg', '12 kg', '15 kg'],
            features: ['Rust-proof plastic body', 'Heavy-duty spin dryer', 'Child lock', 'Quick wash programme'],
            warranty: '1 year parts warranty',
          },
          {
            name: 'Microwave Ovens',
            items: ['Solo Microwave Oven', 'Grill Microwave Oven', 'Convection Microwave Oven'],
            brands: ['Dawlance', 'Haier', 'Anex', 'Westpoint', 'Samsung'],
            price: [18000, 85000],
            variants: ['20 litre', '25 litre', '30 litre', '38 litre'],
            features: [
              'Auto-cook menus for desi dishes',
              'Defrost by weight',
              'Child safety lock',
              'Easy-clean interior',
            ],
            warranty: '1 year brand warranty',
          },
        ],
      },
      {
        name: 'Cooling & Heating',
        children: [
          {
            name: 'Air Conditioners',
            items: ['DC Inverter Split AC', 'Heat & Cool Inverter AC', 'Window AC'],
            brands: ['Gree', 'Haier', 'Dawlance', 'Orient', 'Kenwood', 'TCL'],
            price: [95000, 280000],
            variants: ['1 Ton', '1.5 Ton', '2 Ton'],
            features: [
              'Saves up to 70% electricity',
              'Heat and cool for winter',
              'Works on low voltage',
              'Wi-Fi control from your phone',
            ],
            warranty: '10 years compressor warranty',
          },
          {
            name: 'Fans & Air Coolers',
            items: ['Ceiling Fan', 'Pedestal Fan', 'Room Air Cooler', 'Inverter Ceiling Fan'],
            brands: ['GFC', 'Pak Fan', 'Royal Fans', 'Super Asia', 'Boss'],
            price: [6500, 48000],
            variants: ['56 inch', '24 inch', 'Copper motor', 'AC/DC'],
            features: ['Pure copper winding', 'Runs on UPS and solar', 'Low noise', 'Five speed settings'],
            warranty: '2 years motor warranty',
          },
          {
            name: 'Room Heaters',
            items: ['Gas Heater', 'Electric Oil Heater', 'Halogen Heater'],
            brands: ['Nasgas', 'Anex', 'Westpoint', 'Boss'],
            price: [5500, 38000],
            variants: ['Small', 'Medium', 'Large'],
            features: ['Automatic safety shut-off', 'Adjustable thermostat', 'Tip-over protection'],
            warranty: '1 year warranty',
          },
        ],
      },
    ],
  },
  {
    name: 'Mobiles & Tablets',
    subs: [
      {
        name: 'Smartphones',
        children: [
          {
            name: 'Android Phones',
            items: ['Smartphone', '5G Smartphone', 'Gaming Phone'],
            brands: ['Samsung', 'Infinix', 'Tecno', 'Xiaomi', 'Vivo', 'Oppo', 'Realme'],
            price: [24000, 360000],
            variants: ['4GB/64GB', '6GB/128GB', '8GB/128GB', '8GB/256GB', '12GB/256GB'],
            features: [
              'PTA approved',
              'Dual SIM',
              '5000 mAh battery with fast charging',
              'AMOLED display',
              '50 MP main camera',
            ],
            warranty: '1 year official warranty',
          },
          {
            name: 'iPhones',
            items: ['iPhone 14', 'iPhone 15', 'iPhone 15 Pro', 'iPhone 16'],
            brands: ['Apple'],
            price: [240000, 560000],
            variants: ['128GB', '256GB', '512GB'],
            features: ['PTA approved', 'Super Retina XDR display', 'Face ID', 'Cinematic video mode'],
            warranty: '1 year warranty',
          },
        ],
      },
      {
        name: 'Tablets',
        children: [
          {
            name: 'Android Tablets',
            items: ['Tablet', 'Kids Tablet', 'Wi-Fi Tablet'],
            brands: ['Samsung', 'Lenovo', 'Xiaomi', 'Infinix'],
            price: [22000, 180000],
            variants: ['8 inch', '10.1 inch', '11 inch'],
            features: ['Large display for online classes', 'Long battery life', 'Expandable storage', 'Quad speakers'],
            warranty: '1 year warranty',
          },
          {
            name: 'iPads',
            items: ['iPad', 'iPad Air', 'iPad Pro'],
            brands: ['Apple'],
            price: [120000, 480000],
            variants: ['64GB Wi-Fi', '128GB Wi-Fi', '256GB Wi-Fi'],
            features: ['Liquid Retina display', 'Apple Pencil support', 'All-day battery'],
            warranty: '1 year warranty',
          },
        ],
      },
      {
        name: 'Mobile Accessories',
        children: [
          {
            name: 'Power Banks',
            items: ['Power Bank', 'Fast Charging Power Bank', 'Magnetic Power Bank'],
            brands: ['Anker', 'Xiaomi', 'Audionic', 'Baseus'],
            price: [2500, 14000],
            variants: ['10000 mAh', '20000 mAh', '30000 mAh'],
            features: ['Charges two devices at once', 'Over-charge protection', 'LED battery indicator'],
            warranty: '6 months warranty',
          },
          {
            name: 'Chargers & Cables',
            items: ['Fast Charger', 'USB-C Cable', 'Car Charger', 'Wireless Charger'],
            brands: ['Anker', 'Samsung', 'Baseus', 'Audionic'],
            price: [800, 9000],
            variants: ['20W', '25W', '45W', '1 m', '2 m'],
            features: ['Braided nylon cable', 'Smart chip protects your battery', 'Compact design'],
            warranty: '6 months warranty',
          },
          {
            name: 'Wireless Earbuds',
            items: ['Wireless Earbuds', 'Noise Cancelling Earbuds', 'Neckband Earphones'],
            brands: ['Audionic', 'Xiaomi', 'Samsung', 'JBL', 'Ronin'],
            price: [2500, 45000],
            variants: ['Black', 'White', 'Blue'],
            features: [
              'Up to 30 hours playback with case',
              'Touch controls',
              'Low-latency game mode',
              'IPX4 sweat resistant',
            ],
            warranty: '1 year warranty',
          },
        ],
      },
    ],
  },
  {
    name: 'Fashion',
    subs: [
      {
        name: "Women's Clothing",
        children: [
          {
            name: 'Unstitched Lawn',
            items: ['3 Piece Lawn Suit', '2 Piece Printed Lawn', 'Embroidered Lawn Suit'],
            brands: ['Khaadi', 'Gul Ahmed', 'Sapphire', 'Alkaram Studio', 'Nishat Linen'],
            price: [3500, 14000],
            variants: ['Summer Collection', 'Eid Collection', 'Festive Edit', 'Vol 2'],
            features: ['Shirt 3 m, dupatta 2.5 m, trouser 2.5 m', 'Soft premium lawn', 'Colour-fast digital print'],
          },
          {
            name: 'Kurtas & Tops',
            items: ['Printed Kurta', 'Embroidered Kurta', 'Cotton Top'],
            brands: ['Khaadi', 'Sapphire', 'J.', 'Limelight', 'Generation'],
            price: [2200, 9500],
            variants: ['Small', 'Medium', 'Large', 'X-Large'],
            features: ['Ready to wear', 'Breathable cotton', 'Machine washable'],
          },
        ],
      },
      {
        name: "Men's Clothing",
        children: [
          {
            name: 'Shalwar Kameez',
            items: ['Wash & Wear Shalwar Kameez', 'Cotton Shalwar Kameez', 'Kurta Shalwar'],
            brands: ['J.', 'Bonanza Satrangi', 'Gul Ahmed', 'Edenrobe'],
            price: [3500, 16000],
            variants: ['Unstitched', 'Stitched Medium', 'Stitched Large'],
            features: ['Premium wash & wear fabric', 'Wrinkle resistant', 'Suitable for Eid and Jummah'],
          },
          {
            name: 'Polo & T-Shirts',
            items: ['Polo Shirt', 'Graphic T-Shirt', 'Crew Neck T-Shirt'],
            brands: ['Outfitters', 'Breakout', 'Bonanza Satrangi', 'Edenrobe'],
            price: [1500, 5500],
            variants: ['Small', 'Medium', 'Large', 'X-Large'],
            features: ['100% cotton jersey', 'Regular fit', 'Pre-shrunk'],
          },
        ],
      },
      {
        name: 'Footwear',
        children: [
          {
            name: "Men's Shoes",
            items: ['Leather Formal Shoes', 'Peshawari Chappal', 'Casual Loafers', 'Running Shoes'],
            brands: ['Bata', 'Servis', 'Borjan', 'Hush Puppies'],
            price: [2500, 18000],
            variants: ['Size 7', 'Size 8', 'Size 9', 'Size 10', 'Size 11'],
            features: ['Genuine leather upper', 'Cushioned insole', 'Anti-slip sole'],
          },
          {
            name: "Women's Sandals",
            items: ['Fancy Sandals', 'Khussa', 'Block Heel Sandals', 'Flat Slippers'],
            brands: ['Stylo', 'Borjan', 'Metro', 'Servis'],
            price: [1800, 9000],
            variants: ['Size 36', 'Size 37', 'Size 38', 'Size 39', 'Size 40'],
            features: ['Soft padded footbed', 'Hand-crafted details', 'Lightweight'],
          },
        ],
      },
    ],
  },
  {
    name: 'Home & Kitchen',
    subs: [
      {
        name: 'Kitchen Appliances',
        children: [
          {
            name: 'Blenders & Juicers',
            items: ['Juicer Blender', 'Chopper', 'Hand Blender', 'Juice Extractor'],
            brands: ['Anex', 'Westpoint', 'Black+Decker', 'Kenwood', 'Philips'],
            price: [3500, 28000],
            variants: ['2 in 1', '3 in 1', '500W', '800W'],
            features: ['Stainless steel blades', 'Overheat protection', 'Makes lassi and shakes in seconds'],
            warranty: '1 year warranty',
          },
          {
            name: 'Air Fryers',
            items: ['Air Fryer', 'Digital Air Fryer', 'Air Fryer Oven'],
            brands: ['Westpoint', 'Anex', 'Black+Decker', 'Philips'],
            price: [12000, 65000],
            variants: ['3.5 litre', '5 litre', '7 litre'],
            features: ['Up to 90% less oil', 'Digital touch controls', 'Dishwasher-safe basket'],
            warranty: '1 year warranty',
          },
          {
            name: 'Electric Kettles & Irons',
            items: ['Electric Kettle', 'Steam Iron', 'Dry Iron'],
            brands: ['Anex', 'Westpoint', 'Philips', 'Panasonic'],
            price: [2200, 14000],
            variants: ['1.7 litre', '1.8 litre', '1200W', '2000W'],
            features: ['Auto shut-off', 'Boil-dry protection', 'Non-stick soleplate'],
            warranty: '1 year warranty',
          },
        ],
      },
      {
        name: 'Cookware & Dining',
        children: [
          {
            name: 'Cookware Sets',
            items: ['Non-Stick Cookware Set', 'Pressure Cooker', 'Karahi', 'Frying Pan'],
            brands: ['Sonex', 'Prestige', 'Tefal'],
            price: [2500, 42000],
            variants: ['5 litre', '7 litre', '24 cm', '28 cm', '10 piece'],
            features: ['PFOA-free non-stick coating', 'Induction compatible base', 'Heat-resistant handles'],
          },
          {
            name: 'Dinner Sets',
            items: ['Dinner Set', 'Tea Set', 'Glass Set'],
            brands: ['Corelle', 'Luminarc', 'Noritake'],
            price: [3000, 65000],
            variants: ['6 person', '8 person', '12 person'],
            features: ['Chip resistant', 'Microwave safe', 'Elegant design for guests'],
          },
        ],
      },
      {
        name: 'Bedding & Decor',
        children: [
          {
            name: 'Bed Sheets',
            items: ['Cotton Bed Sheet Set', 'Printed Bed Sheet', 'Comforter Set'],
            brands: ['Gul Ahmed', 'Nishat Linen', 'Alkaram Studio', 'Chenone'],
            price: [2800, 22000],
            variants: ['Single', 'Double', 'King'],
            features: ['Pure cotton, 144 thread count', 'Includes pillow covers', 'Colour-fast'],
          },
          {
            name: 'Curtains & Cushions',
            items: ['Blackout Curtains', 'Cushion Covers', 'Velvet Curtains'],
            brands: ['Chenone', 'Gul Ahmed', 'Nishat Linen'],
            price: [1500, 18000],
            variants: ['Set of 2', 'Set of 5', '7 ft', '9 ft'],
            features: ['Blocks summer heat', 'Easy to wash', 'Matching tie-backs'],
          },
        ],
      },
    ],
  },
  {
    name: 'Beauty & Personal Care',
    subs: [
      {
        name: 'Skin Care',
        children: [
          {
            name: 'Face Wash & Cleansers',
            items: ['Face Wash', 'Foaming Cleanser', 'Facial Scrub'],
            brands: ['Garnier', 'Nivea', "Pond's", 'Conatural'],
            price: [450, 3500],
            variants: ['100 ml', '150 ml', '200 ml'],
            features: ['Removes oil and dirt', 'Suitable for daily use', 'Dermatologically tested'],
          },
          {
            name: 'Creams & Sunblock',
            items: ['Moisturising Cream', 'Sunblock SPF 50', 'Night Cream', 'Whitening Cream'],
            brands: ['Nivea', 'Olay', 'Conatural', "Pond's", 'Garnier'],
            price: [550, 6500],
            variants: ['50 ml', '75 ml', '100 ml'],
            features: ['Protects against harsh sun', 'Non-greasy formula', 'Vitamin E enriched'],
          },
        ],
      },
      {
        name: 'Hair Care',
        children: [
          {
            name: 'Shampoos & Conditioners',
            items: ['Anti-Dandruff Shampoo', 'Shampoo', 'Conditioner'],
            brands: ['Sunsilk', 'Head & Shoulders', 'Pantene', 'Dove', 'Clear', 'TRESemmé'],
            price: [450, 2800],
            variants: ['185 ml', '360 ml', '650 ml'],
            features: ['Strengthens from root to tip', 'Controls hair fall', 'Fresh fragrance'],
          },
          {
            name: 'Hair Oils',
            items: ['Amla Hair Oil', 'Coconut Hair Oil', 'Herbal Hair Oil'],
            brands: ['Dabur', 'Parachute', 'Conatural', 'Hemani'],
            price: [300, 2200],
            variants: ['100 ml', '200 ml', '300 ml'],
            features: ['Nourishes scalp', 'No harsh chemicals', 'Traditional recipe'],
          },
        ],
      },
      {
        name: 'Grooming & Fragrance',
        children: [
          {
            name: 'Trimmers & Shavers',
            items: ['Beard Trimmer', 'Hair Clipper', 'Electric Shaver'],
            brands: ['Philips', 'Remington', 'Braun', 'Kemei'],
            price: [2500, 32000],
            variants: ['Cordless', 'Rechargeable', 'Waterproof'],
            features: ['Self-sharpening steel blades', '20 length settings', '60 minutes cordless use'],
            warranty: '2 years warranty',
          },
          {
            name: 'Fragrances',
            items: ['Eau de Parfum', 'Attar', 'Body Spray'],
            brands: ['J.', 'Hemani', 'Bonanza Satrangi', 'Nivea'],
            price: [700, 12000],
            variants: ['50 ml', '100 ml', '6 ml attar'],
            features: ['Long lasting', 'Alcohol free options', 'Gift boxed'],
          },
        ],
      },
    ],
  },
  {
    name: 'Groceries',
    subs: [
      {
        name: 'Cooking Essentials',
        children: [
          {
            name: 'Spices & Recipe Mixes',
            items: ['Biryani Masala', 'Karahi Masala', 'Nihari Masala', 'Red Chilli Powder', 'Haleem Mix'],
            brands: ['Shan', 'National Foods', 'Mehran'],
            price: [120, 900],
            variants: ['50 g', '100 g', 'Pack of 3', 'Pack of 6'],
            features: ['Authentic taste', 'No artificial colours', 'Step-by-step recipe on pack'],
          },
          {
            name: 'Cooking Oil & Ghee',
            items: ['Cooking Oil', 'Banaspati Ghee', 'Canola Oil'],
            brands: ['Dalda', 'Sufi', 'Habib', 'Eva'],
            price: [550, 3200],
            variants: ['1 litre pouch', '3 litre bottle', '5 litre tin', '1 kg'],
            features: ['Rich in vitamins A and D', 'Cholesterol free', 'Light for everyday cooking'],
          },
          {
            name: 'Rice & Flour',
            items: ['Basmati Rice', 'Sella Rice', 'Chakki Atta'],
            brands: ['Guard', 'Falak', 'Sunridge'],
            price: [450, 3800],
            variants: ['1 kg', '5 kg', '10 kg'],
            features: ['Extra long grain', 'Aged for aroma', 'Stone ground'],
          },
        ],
      },
      {
        name: 'Beverages',
        children: [
          {
            name: 'Tea & Coffee',
            items: ['Black Tea', 'Green Tea', 'Instant Coffee', 'Tea Bags'],
            brands: ['Tapal', 'Lipton', 'Vital', 'Nescafe'],
            price: [250, 2400],
            variants: ['95 g', '190 g', '475 g', '100 bags'],
            features: ['Strong kadak colour', 'Fresh aroma', 'Sealed for freshness'],
          },
          {
            name: 'Juices & Drinks',
            items: ['Mango Juice', 'Apple Nectar', 'Sherbet Syrup'],
            brands: ['Nestle', 'Shezan', 'Hamdard'],
            price: [90, 1200],
            variants: ['250 ml', '1 litre', 'Pack of 12'],
            features: ['Made from real fruit', 'Chilled or at room temperature', 'Perfect for iftar'],
          },
        ],
      },
      {
        name: 'Dairy & Breakfast',
        children: [
          {
            name: 'Milk & Cream',
            items: ['UHT Milk', 'Dairy Cream', 'Milk Powder'],
            brands: ['Nestle', "Olper's", 'Haleeb', 'Nurpur'],
            price: [200, 3500],
            variants: ['250 ml', '1 litre', '400 g', 'Pack of 12'],
            features: ['Rich in calcium', 'UHT treated', 'No preservatives'],
          },
          {
            name: 'Jams & Spreads',
            items: ['Mixed Fruit Jam', 'Peanut Butter', 'Chocolate Spread', 'Honey'],
            brands: ["Mitchell's", 'Shezan', 'National Foods', 'Hemani'],
            price: [250, 2200],
            variants: ['200 g', '340 g', '440 g'],
            features: ['Great with paratha and toast', 'Real fruit pieces', 'Resealable jar'],
          },
        ],
      },
    ],
  },
  {
    name: 'Sports & Outdoors',
    subs: [
      {
        name: 'Cricket',
        children: [
          {
            name: 'Cricket Bats',
            items: ['English Willow Bat', 'Kashmir Willow Bat', 'Tape Ball Bat'],
            brands: ['CA', 'MB Malik', 'Gray-Nicolls', 'Ihsan'],
            price: [3500, 65000],
            variants: ['Short Handle', 'Long Handle', 'Junior'],
            features: ['Grade 1 willow', 'Thick edges', 'Pre-knocked, ready to play'],
          },
          {
            name: 'Balls & Protective Gear',
            items: ['Hard Ball', 'Tape Ball Pack', 'Batting Pads', 'Batting Gloves', 'Helmet'],
            brands: ['CA', 'Ihsan', 'Gray-Nicolls', 'MB Malik'],
            price: [600, 16000],
            variants: ['Adult', 'Youth', 'Pack of 6'],
            features: ['Match quality', 'Lightweight protection', 'Sweat-absorbent lining'],
          },
        ],
      },
      {
        name: 'Fitness',
        children: [
          {
            name: 'Dumbbells & Weights',
            items: ['Dumbbell Set', 'Kettlebell', 'Weight Plates'],
            brands: ['Adidas', 'Reebok', 'Sportage'],
            price: [2500, 45000],
            variants: ['5 kg', '10 kg', '20 kg', '40 kg'],
            features: ['Rubber coated', 'Comfortable grip', 'For home workouts'],
          },
          {
            name: 'Yoga & Exercise Mats',
            items: ['Yoga Mat', 'Resistance Bands', 'Skipping Rope'],
            brands: ['Adidas', 'Reebok', 'Sportage'],
            price: [800, 9000],
            variants: ['6 mm', '10 mm', 'Set of 5'],
            features: ['Non-slip surface', 'Carry strap included', 'Easy to clean'],
          },
        ],
      },
      {
        name: 'Cycling & Outdoor',
        children: [
          {
            name: 'Bicycles',
            items: ['Mountain Bike', 'City Bicycle', 'Kids Bicycle'],
            brands: ['Sohrab', 'Phoenix', 'Humber'],
            price: [18000, 120000],
            variants: ['16 inch', '20 inch', '26 inch', '21 speed'],
            features: ['Steel frame', 'Front and rear brakes', 'Adjustable seat'],
          },
          {
            name: 'Camping & Travel',
            items: ['Camping Tent', 'Travel Backpack', 'Sleeping Bag', 'Flask'],
            brands: ['Sportage', 'Adidas', 'Milton'],
            price: [1500, 32000],
            variants: ['2 person', '4 person', '30 litre', '1 litre'],
            features: ['Water resistant', 'Fits trips to the northern areas', 'Lightweight'],
          },
        ],
      },
    ],
  },
  {
    name: 'Baby & Toys',
    subs: [
      {
        name: 'Baby Care',
        children: [
          {
            name: 'Diapers & Wipes',
            items: ['Baby Diapers', 'Pants Diapers', 'Baby Wipes'],
            brands: ['Pampers', 'Molfix', 'Canbebe', 'Huggies'],
            price: [600, 6500],
            variants: ['Newborn', 'Small', 'Medium', 'Large', 'XL'],
            features: ['12 hours dryness', 'Soft on skin', 'Wetness indicator'],
          },
          {
            name: 'Baby Food & Formula',
            items: ['Infant Formula', 'Cerelac', 'Baby Cereal'],
            brands: ['Nestle', "Farley's", 'Nutrilon'],
            price: [600, 5500],
            variants: ['Stage 1', 'Stage 2', 'Stage 3', '350 g'],
            features: ['Iron and vitamins for growth', 'Easy to digest', 'Halal certified'],
          },
        ],
      },
      {
        name: 'Toys & Games',
        children: [
          {
            name: 'Educational Toys',
            items: ['Building Blocks', 'Puzzle Set', 'Learning Tablet Toy', 'Drawing Board'],
            brands: ['LEGO', 'Fisher-Price', 'Mattel'],
            price: [900, 28000],
            variants: ['Ages 3+', 'Ages 5+', 'Ages 8+'],
            features: ['Builds motor skills', 'Non-toxic materials', 'Urdu and English learning'],
          },
          {
            name: 'Remote Control Toys',
            items: ['RC Car', 'RC Helicopter', 'Stunt Car'],
            brands: ['Mattel', 'Hot Wheels', 'Maisto'],
            price: [2500, 22000],
            variants: ['1:16 scale', '1:24 scale', 'Rechargeable'],
            features: ['2.4 GHz remote', 'Rechargeable battery', 'Shock-resistant body'],
          },
        ],
      },
      {
        name: 'Baby Gear',
        children: [
          {
            name: 'Strollers & Carriers',
            items: ['Baby Stroller', 'Baby Carrier', 'Walker'],
            brands: ['Chicco', 'Tinnies', 'Farlin'],
            price: [4500, 65000],
            variants: ['Lightweight', 'Foldable', 'Travel System'],
            features: ['Five-point harness', 'One-hand fold', 'Sun canopy'],
          },
          {
            name: 'Feeding Bottles',
            items: ['Feeding Bottle', 'Sippy Cup', 'Bottle Steriliser'],
            brands: ['Pigeon', 'Farlin', 'Philips Avent'],
            price: [500, 16000],
            variants: ['150 ml', '240 ml', '330 ml', 'Pack of 2'],
            features: ['BPA free', 'Anti-colic valve', 'Easy to clean'],
          },
        ],
      },
    ],
  },
];

/** Every brand name used above, in first-seen order. */
export function brandNames(tree: readonly TopSpec[] = CATALOG_TREE): string[] {
  const names = new Set<string>();
  for (const top of tree)
    for (const sub of top.subs) for (const child of sub.children) for (const b of child.brands) names.add(b);
  return [...names];
}
