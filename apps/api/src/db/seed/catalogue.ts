// The demo catalogue: the categories of spec §1 with realistic Canadian starting prices (CAD cents).
// Every footer shortcut slug of spec §2 is here.

export interface SeedService {
  name: string;
  slug: string;
  description: string;
  startingPriceCents: number;
  durationMinutes: number;
  requiresDescription?: boolean;
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
      { name: 'Standard House Cleaning', slug: 'standard-house-cleaning', description: 'Dusting, vacuuming, mopping, kitchen counters and bathrooms for a lived-in home.', startingPriceCents: 12900, durationMinutes: 180 },
      { name: 'Bedroom Cleaning', slug: 'bedroom-cleaning', description: 'A focused clean of one bedroom: dusting, floors, baseboards, mirrors and making the bed.', startingPriceCents: 4900, durationMinutes: 60 },
      { name: 'Deep Cleaning', slug: 'deep-cleaning', description: 'Top-to-bottom cleaning including inside the oven, fridge, cabinets and behind appliances.', startingPriceCents: 24900, durationMinutes: 300 },
      { name: 'Move-Out Cleaning', slug: 'move-out-cleaning', description: 'Get your damage deposit back: an empty-home clean to landlord standards.', startingPriceCents: 27900, durationMinutes: 300 },
      { name: 'Office Cleaning', slug: 'office-cleaning', description: 'After-hours cleaning of desks, kitchens, washrooms and floors for small offices.', startingPriceCents: 15900, durationMinutes: 180, requiresDescription: true },
    ],
  },
  {
    name: 'Moving',
    slug: 'moving',
    description: 'Careful movers with trucks and equipment, by the hour.',
    services: [
      { name: 'Moving Help / Movers', slug: 'moving-helpmovers', description: 'Two movers to load, carry and unload, with blankets, dollies and straps.', startingPriceCents: 14900, durationMinutes: 120, requiresDescription: true },
      { name: 'Furniture Assembly', slug: 'furniture-assembly', description: 'Flat-pack beds, dressers, desks and shelving assembled and levelled.', startingPriceCents: 8900, durationMinutes: 90 },
    ],
  },
  {
    name: 'Plumbing',
    slug: 'plumbing',
    description: 'Licensed plumbers for leaks, drains, fixtures and water heaters.',
    services: [
      { name: 'Leak Repair', slug: 'leak-repair', description: 'Find and fix leaking taps, pipes, toilets and shut-off valves.', startingPriceCents: 13900, durationMinutes: 90, requiresDescription: true },
      { name: 'Drain Unclogging', slug: 'drain-unclogging', description: 'Kitchen, bathroom and floor drains cleared with snakes and hydro-jetting.', startingPriceCents: 14900, durationMinutes: 90 },
      { name: 'Other Plumbing Services', slug: 'other-plumbing-services', description: 'Fixture installs, water heater checks, sump pumps and anything else: describe the job.', startingPriceCents: 12900, durationMinutes: 120, requiresDescription: true },
    ],
  },
  {
    name: 'Handyman',
    slug: 'handyman',
    description: 'Small repairs and installs around the house, done right the first time.',
    services: [
      { name: 'Handyman Services', slug: 'handyman-services', description: 'Patch drywall, fix doors, hang shelves and pictures, caulk and small repairs.', startingPriceCents: 8900, durationMinutes: 120, requiresDescription: true },
      { name: 'TV Mounting', slug: 'tv-mounting', description: 'Wall-mount a TV up to 85 inches on drywall, brick or concrete, cables tidied.', startingPriceCents: 11900, durationMinutes: 90 },
    ],
  },
  {
    name: 'Gardening',
    slug: 'gardening',
    description: 'Gardeners for beds, hedges and seasonal clean-ups.',
    services: [
      { name: 'Garden Maintenance', slug: 'garden-maintenance', description: 'Weeding, pruning, mulching and tidying flower beds.', startingPriceCents: 7900, durationMinutes: 120 },
      { name: 'Hedge Trimming', slug: 'hedge-trimming', description: 'Hedges and shrubs shaped and clippings hauled away.', startingPriceCents: 9900, durationMinutes: 120 },
      { name: 'Spring & Fall Clean-Up', slug: 'yard-clean-up', description: 'Leaves, branches and debris cleared and bagged for municipal pickup.', startingPriceCents: 16900, durationMinutes: 180 },
    ],
  },
  {
    name: 'Lawn Care',
    slug: 'lawn-care',
    description: 'Mowing, edging and lawn health from spring to fall.',
    services: [
      { name: 'Lawn Maintenance', slug: 'lawn-maintenance', description: 'Mowing, edging and trimming with clippings blown off walkways.', startingPriceCents: 5900, durationMinutes: 60 },
      { name: 'Lawn Aeration', slug: 'lawn-aeration', description: 'Core aeration to relieve compaction and help roots breathe.', startingPriceCents: 8900, durationMinutes: 60 },
    ],
  },
  {
    name: 'Snow Removal',
    slug: 'snow-removal',
    description: 'Driveways and walkways cleared before you head out.',
    services: [
      { name: 'Driveway Snow Clearing', slug: 'driveway-snow-clearing', description: 'Driveway and front walk cleared by blower or shovel after a snowfall.', startingPriceCents: 6500, durationMinutes: 45 },
      { name: 'Walkway Salting', slug: 'walkway-salting', description: 'Eco-friendly de-icer spread on walkways, steps and driveway.', startingPriceCents: 3500, durationMinutes: 30 },
    ],
  },
];
