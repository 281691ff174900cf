import type { SocialNetwork } from '../../config/brand';
import { FacebookIcon, InstagramIcon, TelegramIcon, WhatsAppIcon, type IconProps } from '../../ui/icons';

const ICONS = { whatsapp: WhatsAppIcon, facebook: FacebookIcon, telegram: TelegramIcon, instagram: InstagramIcon } as const;

export function SocialIcon({ network, ...props }: IconProps & { network: SocialNetwork }) {
  const Icon = ICONS[network];
  return <Icon {...props} />;
}
