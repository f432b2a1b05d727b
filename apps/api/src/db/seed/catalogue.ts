// The demo catalogue: the site's categories with realistic Canadian starting prices (CAD cents).
// Every slug the footer's service shortcuts link to is here, each with its sales-tax class (decision 020).
import type { TaxClass } from '@hearth/shared/tax';

export interface SeedService {
  name: string;
  slug: string;
  description: string;
  startingPriceCents: number;
  durationMinutes: number;
  /** Hourly services price and time one hour; the customer picks how many. */
  priceUnit?: 'job' | 'hour';
  requiresDescription?: boolean;
  /** Said for every service, not left to the category default: these are the classes decision 020 checks. */
  taxClass: TaxClass;
}

export interface SeedCategory {
  name: string;
  slug: string;
  description: string;
  services: SeedService[];
}

export const DEMO_CATALOGUE: SeedCategory[] = [
  {
    name: 'Cleaning',
    slug: 'cleaning',
    description: 'Insured, background-checked cleaners for homes, apartments and offices.',
    services: [
      { name: 'Standard House Cleaning', slug: 'standard-house-cleaning', description: 'Dusting, vacuuming, mopping, kitchen counters and bathrooms for a lived-in home.', startingPriceCents: 12900, durationMinutes: 180, taxClass: 'residential_real_property' },
      { name: 'Bedroom Cleaning', slug: 'bedroom-cleaning', description: 'A focused clean of one bedroom: dusting, floors, baseboards, mirrors and making the bed.', startingPriceCents: 4900, durationMinutes: 60, taxClass: 'residential_real_property' },
      { name: 'Deep Cleaning', slug: 'deep-cleaning', description: 'Top-to-bottom cleaning including inside the oven, fridge, cabinets and behind appliances.', startingPriceCents: 24900, durationMinutes: 300, taxClass: 'residential_real_property' },
      { name: 'Move-Out Cleaning', slug: 'move-out-cleaning', description: 'Get your damage deposit back: an empty-home clean to landlord standards.', startingPriceCents: 27900, durationMinutes: 300, taxClass: 'residential_real_property' },
      { name: 'Office Cleaning', slug: 'office-cleaning', description: 'After-hours cleaning of desks, kitchens, washrooms and floors for small offices.', startingPriceCents: 15900, durationMinutes: 180, requiresDescription: true, taxClass: 'commercial_building_cleaning' },
    ],
  },
  {
    name: 'Moving',
    slug: 'moving',
    description: 'Careful movers with trucks and equipment, by the hour.',
    services: [
      { name: 'Moving Help / Movers', slug: 'moving-helpmovers', description: 'Two movers to load, carry and unload, with blankets, dollies and straps.', startingPriceCents: 14900, durationMinutes: 60, priceUnit: 'hour', requiresDescription: true, taxClass: 'moving' },
      { name: 'Furniture Assembly', slug: 'furniture-assembly', description: 'Flat-pack beds, dressers, desks and shelving assembled and levelled.', startingPriceCents: 8900, durationMinutes: 90, taxClass: 'service_to_goods' },
    ],
  },
  {
    name: 'Plumbing',
    slug: 'plumbing',
    description: 'Licensed plumbers for leaks, drains, fixtures and water heaters.',
    services: [
      { name: 'Leak Repair', slug: 'leak-repair', description: 'Find and fix leaking taps, pipes, toilets and shut-off valves.', startingPriceCents: 13900, durationMinutes: 90, requiresDescription: true, taxClass: 'plumbing_heating_electrical' },
      { name: 'Drain Unclogging', slug: 'drain-unclogging', description: 'Kitchen, bathroom and floor drains cleared with snakes and hydro-jetting.', startingPriceCents: 14900, durationMinutes: 90, taxClass: 'plumbing_heating_electrical' },
      { name: 'Other Plumbing Services', slug: 'other-plumbing-services', description: 'Fixture installs, water heater checks, sump pumps and anything else: describe the job.', startingPriceCents: 12900, durationMinutes: 120, requiresDescription: true, taxClass: 'plumbing_heating_electrical' },
    ],
  },
  {
    name: 'Handyman',
    slug: 'handyman',
    description: 'Small repairs and installs around the house, done right the first time.',
    services: [
      { name: 'Handyman Services', slug: 'handyman-services', description: 'Patch drywall, fix doors, hang shelves and pictures, caulk and small repairs.', startingPriceCents: 8900, durationMinutes: 60, priceUnit: 'hour', requiresDescription: true, taxClass: 'real_property_repair' },
      { name: 'TV Mounting', slug: 'tv-mounting', description: 'Wall-mount a TV up to 85 inches on drywall, brick or concrete, cables tidied.', startingPriceCents: 11900, durationMinutes: 90, taxClass: 'service_to_goods' },
    ],
  },
  {
    name: 'Gardening',
    slug: 'gardening',
    description: 'Gardeners for beds, hedges and seasonal clean-ups.',
    services: [
      { name: 'Garden Maintenance', slug: 'garden-maintenance', description: 'Weeding, pruning, mulching and tidying flower beds.', startingPriceCents: 7900, durationMinutes: 60, priceUnit: 'hour', taxClass: 'residential_real_property' },
      { name: 'Hedge Trimming', slug: 'hedge-trimming', description: 'Hedges and shrubs shaped and clippings hauled away.', startingPriceCents: 9900, durationMinutes: 120, taxClass: 'residential_real_property' },
      { name: 'Spring & Fall Clean-Up', slug: 'yard-clean-up', description: 'Leaves, branches and debris cleared and bagged for municipal pickup.', startingPriceCents: 16900, durationMinutes: 180, taxClass: 'residential_real_property' },
    ],
  },
  {
    name: 'Lawn Care',
    slug: 'lawn-care',
    description: 'Mowing, edging and lawn health from spring to fall.',
    services: [
      { name: 'Lawn Maintenance', slug: 'lawn-maintenance', description: 'Mowing, edging and trimming with clippings blown off walkways.', startingPriceCents: 5900, durationMinutes: 60, taxClass: 'residential_real_property' },
      { name: 'Lawn Aeration', slug: 'lawn-aeration', description: 'Core aeration to relieve compaction and help roots breathe.', startingPriceCents: 8900, durationMinutes: 60, taxClass: 'residential_real_property' },
    ],
  },
  {
    name: 'Snow Removal',
    slug: 'snow-removal',
    description: 'Driveways and walkways cleared before you head out.',
    services: [
      { name: 'Driveway Snow Clearing', slug: 'driveway-snow-clearing', description: 'Driveway and front walk cleared by blower or shovel after a snowfall.', startingPriceCents: 6500, durationMinutes: 45, taxClass: 'residential_real_property' },
      { name: 'Walkway Salting', slug: 'walkway-salting', description: 'Eco-friendly de-icer spread on walkways, steps and driveway.', startingPriceCents: 3500, durationMinutes: 30, taxClass: 'residential_real_property' },
    ],
  },
];

export interface SeedServiceDetails {
  whatIsIncluded: string[];
  faqs: { question: string; answer: string }[];
  featured?: boolean;
}

/** The service pages' "What is included" lists and questions, by slug. */
export const DEMO_SERVICE_DETAILS: Record<string, SeedServiceDetails> = {
  'standard-house-cleaning': {
    featured: true,
    whatIsIncluded: ['Dusting of reachable surfaces, shelves and baseboards', 'Vacuuming and mopping of every floor', 'Kitchen counters, sink, stovetop and appliance fronts', 'Bathrooms: toilet, tub or shower, sink and mirrors', 'Emptying garbage and recycling bins'],
    faqs: [
      { question: 'Do I need to provide cleaning supplies?', answer: 'No. Your cleaner brings supplies and equipment. If you prefer your own products (for allergies or a scent you like), leave them out and mention it in your booking note.' },
      { question: 'How long does a standard clean take?', answer: 'About three hours for a two-bedroom home. Larger homes or homes that have not been cleaned in a while take longer; the final price reflects the actual time.' },
    ],
  },
  'bedroom-cleaning': {
    whatIsIncluded: ['Dusting of furniture, shelves, lamps and window sills', 'Vacuuming carpets or mopping hard floors, including under the bed', 'Wiping mirrors, light switches and door handles', 'Making the bed with the linens you leave out'],
    faqs: [
      { question: 'Can I book several bedrooms?', answer: 'Yes. Book one visit and describe the rooms in your note; the price is per bedroom.' },
      { question: 'Is laundry included?', answer: 'Bed-making is included. Washing and folding laundry is not, but you can ask your cleaner to add it when they accept the booking.' },
    ],
  },
  'deep-cleaning': {
    featured: true,
    whatIsIncluded: ['Everything in a standard clean', 'Inside the oven, fridge and microwave', 'Inside cabinets and drawers (emptied beforehand)', 'Behind and under movable appliances', 'Scrubbing of grout, tile and shower glass', 'Door frames, vents and light fixtures'],
    faqs: [
      { question: 'How often should I book a deep clean?', answer: 'Most households book one every three to six months, or before a season change, and keep up with standard cleans in between.' },
      { question: 'Do I need to empty the cabinets?', answer: 'Yes, please empty cabinets and the fridge before the visit so your cleaner can reach every surface.' },
    ],
  },
  'move-out-cleaning': {
    whatIsIncluded: ['A top-to-bottom clean of the empty home', 'Inside every cabinet, closet and drawer', 'Inside the oven, fridge and dishwasher', 'Walls spot-cleaned, baseboards and window sills wiped', 'Bathrooms descaled and disinfected'],
    faqs: [
      { question: 'Will this get my damage deposit back?', answer: 'Our cleaners work to the standard most landlords and property managers inspect for. If your lease lists specific items, put them in your booking note.' },
      { question: 'Does the home need to be empty?', answer: 'Yes. Furniture and belongings should be moved out so every surface can be reached.' },
    ],
  },
  'office-cleaning': {
    whatIsIncluded: ['Desks, counters and high-touch surfaces wiped and disinfected', 'Kitchenette and washrooms cleaned and restocked with your supplies', 'Floors vacuumed and mopped', 'Garbage and recycling taken out'],
    faqs: [
      { question: 'Can the cleaning happen after hours?', answer: 'Yes. Choose an evening or weekend time and explain how the cleaner gets in (key, fob or someone on site) in the booking description.' },
      { question: 'Why do I have to describe the office?', answer: 'Offices vary a lot. The size, number of washrooms and any special instructions help the professional bring the right equipment and give an accurate time.' },
    ],
  },
  'moving-helpmovers': {
    featured: true,
    whatIsIncluded: ['Two experienced movers', 'Loading, carrying and unloading', 'Moving blankets, dollies and straps', 'Disassembly and reassembly of simple furniture such as bed frames'],
    faqs: [
      { question: 'Is a truck included?', answer: 'The starting price covers two movers with equipment. If you need a truck, say so in your description; many of our movers bring one for an additional charge that they confirm before the move.' },
      { question: 'How is the final price worked out?', answer: 'Moves are priced by the hour with a two-hour minimum. Stairs, long carries and very heavy items such as pianos should be mentioned in your description.' },
    ],
  },
  'furniture-assembly': {
    whatIsIncluded: ['Assembly of flat-pack furniture from any retailer', 'Levelling and wall-anchoring of tall pieces', 'Packaging gathered up for your recycling', 'The professional brings their own tools'],
    faqs: [
      { question: 'How many pieces fit in one booking?', answer: 'The starting price covers about ninety minutes, usually one large piece such as a wardrobe or two to three smaller ones.' },
      { question: 'Will you anchor furniture to the wall?', answer: 'Yes. Anti-tip anchoring is included for dressers and bookcases when the anchor kit is in the box.' },
    ],
  },
  'leak-repair': {
    featured: true,
    whatIsIncluded: ['Diagnosis of the leak source', 'Repair or replacement of washers, cartridges, supply lines and shut-off valves', 'Toilet flapper and fill-valve repairs', 'A check for water damage around the fixture'],
    faqs: [
      { question: 'Are your plumbers licensed?', answer: 'Plumbing bookings go to professionals who have uploaded their trade licence and insurance, which our team checks before they can accept jobs.' },
      { question: 'What if parts are needed?', answer: 'Common parts are carried on the truck. Anything special is quoted to you before it is installed.' },
    ],
  },
  'drain-unclogging': {
    whatIsIncluded: ['Clearing of kitchen, bathroom, tub and floor drains', 'Drain snake or hydro-jetting as needed', 'A flow test once the drain is clear', 'Advice on preventing the next clog'],
    faqs: [
      { question: 'Do you use chemical drain cleaners?', answer: 'No. Mechanical clearing is safer for your pipes and the environment.' },
      { question: 'What about the main sewer line?', answer: 'Main line blockages need a camera inspection. Book Other Plumbing Services and describe the problem so the right equipment comes along.' },
    ],
  },
  'other-plumbing-services': {
    whatIsIncluded: ['Faucet, toilet and fixture installation', 'Water heater checks and minor repairs', 'Sump pump testing and replacement', 'A written quote before any larger job starts'],
    faqs: [
      { question: 'Why do I need to describe the job?', answer: 'Plumbing jobs range from a ten-minute fix to a full day. Your description lets the plumber bring the right parts and confirm the price with you.' },
      { question: 'Do you handle emergencies?', answer: 'For a burst pipe, shut off your main water valve first. Then book and say it is urgent; available plumbers nearby see it right away.' },
    ],
  },
  'handyman-services': {
    featured: true,
    whatIsIncluded: ['Drywall patching and touch-ups', 'Door, hinge and lock adjustments', 'Hanging shelves, mirrors, curtain rods and art', 'Caulking around tubs, sinks and windows', 'A to-do list worked through in one visit'],
    faqs: [
      { question: 'Can I give a list of small jobs?', answer: 'Yes, that is what this service is for. List everything in your description and the handyman will work through it in order of priority.' },
      { question: 'Do you do electrical work?', answer: 'Handymen can swap a light fixture on an existing box. New circuits and panel work need a licensed electrician.' },
    ],
  },
  'tv-mounting': {
    whatIsIncluded: ['Mounting on drywall (into studs), brick or concrete', 'Levelling and cable tidying', 'Connecting your devices and testing', 'Tilting or full-motion mounts you supply'],
    faqs: [
      { question: 'Do I need to buy the wall mount?', answer: 'Yes, please have a mount rated for your TV’s size and weight. Your professional can recommend one when they accept the booking.' },
      { question: 'Can cables be hidden inside the wall?', answer: 'In-wall cable kits can be installed on drywall where there is no fire block. Mention it in your note so enough time is set aside.' },
    ],
  },
  'garden-maintenance': {
    whatIsIncluded: ['Weeding of flower and vegetable beds', 'Pruning of perennials and small shrubs', 'Edging and mulching of beds', 'Green waste bagged for municipal pickup'],
    faqs: [
      { question: 'Do you supply mulch and plants?', answer: 'Mulch and plants are not included in the starting price. Your gardener can pick them up and add the receipt to your booking.' },
      { question: 'How often should I book?', answer: 'Every two to four weeks from May to September keeps most Canadian gardens tidy.' },
    ],
  },
  'hedge-trimming': {
    whatIsIncluded: ['Shaping of hedges and shrubs up to 2.5 metres', 'Clippings raked and hauled away', 'Clean-up of walkways and driveways'],
    faqs: [
      { question: 'When is the best time to trim hedges?', answer: 'Late spring and late summer. Avoid trimming during nesting season where local bylaws protect birds, usually April to August; your gardener will check for nests first.' },
      { question: 'Can you trim very tall hedges?', answer: 'Hedges taller than 2.5 metres need extra equipment. Describe the height in your booking note.' },
    ],
  },
  'yard-clean-up': {
    whatIsIncluded: ['Raking of leaves and debris from lawn and beds', 'Small branches cut and bundled', 'Gutters at ground level cleared of leaves', 'Yard waste bagged for municipal pickup'],
    faqs: [
      { question: 'Do you take the yard waste away?', answer: 'Bags are left at the curb for your municipal yard-waste pickup. Haul-away can be added for a fee.' },
      { question: 'When should I book a fall clean-up?', answer: 'Once most leaves have fallen, usually late October to mid-November in most provinces.' },
    ],
  },
  'lawn-maintenance': {
    featured: true,
    whatIsIncluded: ['Mowing at the right height for the season', 'Edging along walkways and beds', 'Trimming around fences and obstacles', 'Clippings blown off hard surfaces'],
    faqs: [
      { question: 'How often should my lawn be mowed?', answer: 'Weekly in late spring and early summer, every ten to fourteen days in the heat of summer.' },
      { question: 'Do I need to be home?', answer: 'No. Leave the gate unlocked and keep pets indoors; your professional sends a message when they are done.' },
    ],
  },
  'lawn-aeration': {
    whatIsIncluded: ['Core aeration of the whole lawn', 'Marking of sprinkler heads and shallow utilities you point out', 'Cores left to break down and feed the soil'],
    faqs: [
      { question: 'When is the best time to aerate?', answer: 'Early fall or spring, when the grass is growing and the soil is moist but not soaked.' },
      { question: 'Should I overseed at the same time?', answer: 'Yes, right after aeration is the best moment. Ask your professional to add overseeding when they accept the booking.' },
    ],
  },
  'driveway-snow-clearing': {
    whatIsIncluded: ['Driveway cleared by snow blower or shovel', 'Front walkway and steps cleared', 'Snow piled where it will not block sightlines', 'The end-of-driveway windrow cleared'],
    faqs: [
      { question: 'When will my driveway be cleared?', answer: 'Your professional comes once the snowfall has stopped, usually within a few hours. Book before a forecast storm to be first in line.' },
      { question: 'Can I book for the whole winter?', answer: 'Seasonal plans are coming soon. For now, book each snowfall; many customers rebook the same professional.' },
    ],
  },
  'walkway-salting': {
    whatIsIncluded: ['De-icer spread on walkways, steps and driveway', 'Pet- and concrete-friendly product', 'Problem spots such as downspout drips treated'],
    faqs: [
      { question: 'Is the de-icer safe for pets?', answer: 'Yes. Our professionals use chloride-free, pet-friendly de-icer by default.' },
      { question: 'Will it damage new concrete?', answer: 'Concrete less than a year old should not be salted. Tell us in your note and sand will be used instead.' },
    ],
  },
};
