import type { ComponentType } from 'react';
import {
  BellIcon,
  BookIcon,
  CalculatorIcon,
  ChartIcon,
  ChatIcon,
  CheckCircleIcon,
  FileIcon,
  GridIcon,
  HomeIcon,
  LightbulbIcon,
  ShieldIcon,
  SparkleIcon,
  TargetIcon,
  UsersIcon,
  VideoIcon,
  type IconProps,
} from '../../../components/Icons';

const ICONS: Record<string, ComponentType<IconProps>> = {
  hero: HomeIcon,
  feature_tiles: GridIcon,
  disclaimer: ShieldIcon,
  rich_text: FileIcon,
  image: SparkleIcon,
  video: VideoIcon,
  cta: ChatIcon,
  ad_banner: SparkleIcon,
  monthly_spotlight: LightbulbIcon,
  streak_message: TargetIcon,
  my_tasks: CheckCircleIcon,
  notifications: BellIcon,
  popular_calculators: CalculatorIcon,
  upcoming_webinars: VideoIcon,
  featured_counsellors: UsersIcon,
  courses_in_progress: BookIcon,
  quick_access: GridIcon,
  journey_progress: ChartIcon,
};

/** The palette's and canvas's icon for a widget type. */
export function WidgetTypeIcon({ type, size = 18 }: { type: string; size?: number }) {
  const Icon = ICONS[type] ?? GridIcon;
  return <Icon size={size} />;
}
