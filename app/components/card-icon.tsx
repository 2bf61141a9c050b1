import {
  BedDouble,
  Building2,
  Factory,
  FlaskConical,
  Globe2,
  GraduationCap,
  HandHeart,
  Lightbulb,
  type LucideIcon,
  Rocket,
  Scale,
  UserSearch,
  Users,
  Zap,
} from "lucide-react";
import type { CardIconName } from "~/content/card-icon";

// Every name the content may choose (app/content/source/schema/fields.ts) and what it draws.
const icons: Record<CardIconName, LucideIcon> = {
  globe: Globe2,
  "graduation-cap": GraduationCap,
  "hand-heart": HandHeart,
  users: Users,
  "user-search": UserSearch,
  scale: Scale,
  bed: BedDouble,
  rocket: Rocket,
  zap: Zap,
  factory: Factory,
  lightbulb: Lightbulb,
  flask: FlaskConical,
  building: Building2,
};

/** A card's icon, by the name its item gives in content/; decoration, hidden from screen readers. */
export function CardIcon({
  name,
  className,
}: {
  name: CardIconName;
  className?: string;
}) {
  const Icon = icons[name];
  return <Icon aria-hidden="true" className={className} />;
}
