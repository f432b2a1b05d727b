import { Droplets, Flower2, Hammer, House, Leaf, Snowflake, Sparkles, Truck, type LucideIcon } from 'lucide-react';

// Matched on words in the category's slug so new categories still get a sensible icon.
const ICONS: [RegExp, LucideIcon][] = [
  [/clean/, Sparkles],
  [/mov/, Truck],
  [/handy|repair|assembl/, Hammer],
  [/garden|landscap/, Flower2],
  [/lawn/, Leaf],
  [/plumb/, Droplets],
  [/snow/, Snowflake],
];

export function CategoryIcon({ slug, className }: { slug: string; className?: string }) {
  const Icon = ICONS.find(([pattern]) => pattern.test(slug))?.[1] ?? House;
  return <Icon aria-hidden="true" className={className} />;
}
