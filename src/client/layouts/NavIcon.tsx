import type { ClientNavIcon } from '../navigation/client-nav';
import {
  BookIcon,
  CalculatorIcon,
  ChatIcon,
  FileIcon,
  HomeIcon,
  LightbulbIcon,
  ShieldIcon,
  TargetIcon,
  ToolIcon,
  VideoIcon,
  type IconProps,
} from '../components/ShellIcons';

const ICONS: Record<ClientNavIcon, (p: IconProps) => React.JSX.Element> = {
  home: HomeIcon,
  learning: BookIcon,
  calculators: CalculatorIcon,
  counselling: ChatIcon,
  webinars: VideoIcon,
  knowledge: LightbulbIcon,
  handbook: FileIcon,
  schemes: ShieldIcon,
  toolkit: ToolIcon,
  planner: TargetIcon,
};

export function NavIcon({ icon, ...rest }: IconProps & { icon: ClientNavIcon }) {
  const Icon = ICONS[icon];
  return <Icon {...rest} />;
}
