// The demo blog: seasonal home-care advice for Canadian homes, in English and in French. A post is
// written in one language; posts sharing a translation key are the same article in each language.
// Covers are drawn at seed time (blog-covers.ts).
import type { BlogCover } from './blog-covers';
import { DEMO_BLOG_POSTS_FR } from './blog-posts-fr';

export interface SeedBlogPost {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  /** English when left out. */
  locale?: 'en' | 'fr';
  translationKey?: string;
  /** Days before the seed run, so the list has a stable order. */
  publishedDaysAgo: number;
  /** The article's drawing; its translations share it. */
  cover: BlogCover;
  body: string;
}

const ENGLISH_POSTS: SeedBlogPost[] = [
  {
    slug: 'winter-home-checklist-canada',
    translationKey: 'winter-home-checklist',
    title: 'The Canadian Winter Home Checklist',
    excerpt: 'Ten jobs to finish before the first hard frost, from shutting off outdoor taps to booking snow clearing before the storm.',
    author: 'Priya Natarajan',
    publishedDaysAgo: 12,
    cover: 'winter-home',
    body: `A Canadian winter is hard on a house. A couple of weekends of preparation in the fall saves a lot of money and stress in January.

## Outside

1. **Shut off and drain outdoor taps.** Close the indoor shut-off valve, open the outdoor tap and leave it open so any water left can expand without splitting the pipe.
2. **Clean the gutters.** Blocked gutters cause ice dams, which push meltwater under your shingles. Clear them after most leaves have fallen.
3. **Put away the hose and garden furniture.** A hose left connected is the most common cause of a frozen tap.
4. **Trim branches near the roof and power lines.** Heavy snow and ice bring them down.
5. **Stock up on de-icer and a good shovel** before the first storm empties the hardware store shelves.

## Inside

6. **Service the furnace and replace the filter.** A clean filter keeps the furnace efficient; change it every one to three months during the heating season.
7. **Test smoke and carbon monoxide alarms.** Homes are sealed tight in winter, and CO alarms are required by law in several provinces.
8. **Seal drafts** around windows and doors with weatherstripping or caulk.
9. **Know where your main water shut-off is.** If a pipe bursts, every minute counts.

## Plan the snow

10. **Book snow clearing early.** On Hearth you can book [driveway snow clearing](/services/driveway-snow-clearing) ahead of a forecast storm, and add [walkway salting](/services/walkway-salting) for icy mornings. Many municipalities fine owners who leave sidewalks uncleared for more than 24 hours after a snowfall, so check your local bylaw.

Stay warm out there.`,
  },
  {
    slug: 'spring-cleaning-room-by-room',
    title: 'Spring Cleaning, Room by Room',
    excerpt: 'A practical plan to get through spring cleaning in one weekend, and which jobs are worth handing to a professional.',
    author: 'Chloé Tremblay',
    publishedDaysAgo: 30,
    cover: 'spring-cleaning',
    body: `After months of closed windows, road salt and boots by the door, spring is the moment to reset the whole house. Here is how to do it without losing every weekend in April.

## Start at the top, finish at the floor

Dust falls. Clean ceiling fans, light fixtures and the tops of cupboards first, then walls and surfaces, and floors last.

## Kitchen

- Empty and wipe the fridge, and throw out anything past its date.
- Degrease the range hood filter in hot water with dish soap.
- Clean inside the oven, or book a [deep cleaning](/services/deep-cleaning), which includes it.

## Bathrooms

- Descale taps and shower heads with white vinegar.
- Wash the shower curtain and bath mats.
- Scrub grout with a paste of baking soda and water.

## Bedrooms

- Flip or rotate mattresses and wash pillows and duvets.
- Swap winter clothes for summer ones and donate what you did not wear.

## Entrance

Salt stains come off hard floors and mats with a mix of one part vinegar to two parts warm water.

## When to call in help

If the list feels long, split it: do the decluttering yourself and book a [standard house cleaning](/services/standard-house-cleaning) or a deep clean for the scrubbing. A professional does in three hours what often takes a family a whole weekend.`,
  },
  {
    slug: 'moving-day-tips',
    translationKey: 'moving-day-tips',
    title: 'Twelve Tips for a Calm Moving Day',
    excerpt: 'July 1 or any other day: how to pack, label and plan so that moving day runs on time and nothing gets broken.',
    author: 'Marcus Singh',
    publishedDaysAgo: 55,
    cover: 'moving-day',
    body: `Whether you are moving on July 1 in Montréal with half the city or on a quiet Tuesday in Halifax, a good plan makes the day shorter and cheaper.

## Four weeks before

1. **Book movers early.** Summer weekends and the end of the month fill up fast. [Moving help](/services/moving-helpmovers) on Hearth is priced by the hour, so preparation saves you money.
2. **Declutter.** Every box you do not move is time you do not pay for.
3. **Reserve your elevator** if you live in a building, and ask about parking for the truck.

## Packing

4. **Use small boxes for books** and large ones for light things like bedding.
5. **Label every box on two sides** with the room and a short list of contents.
6. **Pack an essentials bag**: chargers, medication, toilet paper, a kettle, snacks and a change of clothes.
7. **Take photos of cable set-ups** before unplugging the TV and computer.

## On the day

8. **Have everything packed before the movers arrive.** Packing while they wait is the most expensive way to pack.
9. **Protect floors** with cardboard or old rugs at entrances.
10. **Keep one person in charge** of directing boxes to rooms at the new place.
11. **Do a final walk-through** of every closet and cupboard before you hand in the keys.

## After

12. **Book a move-out clean** so you get your deposit back, and a [furniture assembly](/services/furniture-assembly) if the flat-pack bed is still in pieces at midnight.

Welcome home.`,
  },
  {
    slug: 'lawn-care-calendar',
    title: 'A Lawn Care Calendar for Canadian Yards',
    excerpt: 'When to rake, aerate, seed, fertilise and mow, month by month, for a healthy lawn through a short growing season.',
    author: 'Priya Natarajan',
    publishedDaysAgo: 80,
    cover: 'lawn-calendar',
    body: `Canadian lawns have a short season to recover from winter and get ready for the next one. Timing matters more than effort.

## April: wake up

- **Rake gently** once the ground has dried, to lift matted grass and remove debris.
- Hold off on heavy work while the soil is soggy; you will compact it.

## May: feed and seed

- **Aerate** if the soil is compacted or water pools on the lawn. [Lawn aeration](/services/lawn-aeration) followed by overseeding fills thin patches.
- Apply a slow-release fertiliser once the grass is growing.
- **Start mowing** with the blade high, around 7 to 8 cm. Taller grass shades out weeds.

## June to August: mow high, water deep

- Mow weekly in June, then every ten to fourteen days in the heat. Never cut more than a third of the blade at once.
- Water deeply once or twice a week in the early morning rather than a little every day, and follow your municipality's watering schedule.
- Leave clippings on the lawn: they return nitrogen to the soil.

## September: the most important month

- Aerate and overseed again; cool nights and warm soil are ideal for new grass.
- Apply a fall fertiliser to build strong roots for winter.

## October and November: tidy up

- Keep mowing until the grass stops growing, then do a final cut slightly shorter to discourage snow mould.
- Rake or mulch leaves so they do not smother the lawn. A [spring or fall clean-up](/services/yard-clean-up) takes care of the heavy raking.

If your weekends are short, book [lawn maintenance](/services/lawn-maintenance) and let a local professional keep the schedule for you.`,
  },
];

export const DEMO_BLOG_POSTS: SeedBlogPost[] = [...ENGLISH_POSTS, ...DEMO_BLOG_POSTS_FR];
