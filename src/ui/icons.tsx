/**
 * Inline SVG icons (24×24, stroke = currentColor). No icon font and no network: each icon is a
 * tiny component. Icons are decorative (aria-hidden) unless given a `title`, which makes them
 * an image with that accessible name.
 */
import { useId, type ReactNode, type SVGProps } from 'react';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** Pixel size of the square; default 20. */
  size?: number | string;
  /** Accessible name; without it the icon is hidden from assistive technology. */
  title?: string;
}

export type IconComponent = (props: IconProps) => ReactNode;

function createIcon(displayName: string, body: ReactNode, filled = false): IconComponent {
  function Icon({ size = 20, title, ...rest }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 24 24"
        width={size}
        height={size}
        fill={filled ? 'currentColor' : 'none'}
        stroke={filled ? 'none' : 'currentColor'}
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
        {...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
        {...rest}
      >
        {title ? <title>{title}</title> : null}
        {body}
      </svg>
    );
  }
  Icon.displayName = `Icon(${displayName})`;
  return Icon;
}

// /* @__PURE__ */: an icon nobody imports is left out of the bundle (the call is otherwise kept).
export const MenuIcon = /* @__PURE__ */ createIcon('Menu', <path d="M4 6h16M4 12h16M4 18h16" />);
export const CloseIcon = /* @__PURE__ */ createIcon('Close', <path d="M18 6 6 18M6 6l12 12" />);
export const ChevronDownIcon = /* @__PURE__ */ createIcon('ChevronDown', <path d="m6 9 6 6 6-6" />);
export const ChevronRightIcon = /* @__PURE__ */ createIcon('ChevronRight', <path d="m9 18 6-6-6-6" />);
export const ChevronLeftIcon = /* @__PURE__ */ createIcon('ChevronLeft', <path d="m15 18-6-6 6-6" />);
export const ExternalLinkIcon = /* @__PURE__ */ createIcon(
  'ExternalLink',
  <path d="M15 3h6v6M10 14 21 3M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />,
);
/** iOS Safari's Share button: a box with an arrow out of its top. */
export const ShareIcon = /* @__PURE__ */ createIcon('Share', <path d="M12 3v12M8 7l4-4 4 4M7 10H6a2 2 0 0 0-2 2v7a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-7a2 2 0 0 0-2-2h-1" />);
/** iOS's "Add to Home Screen": a plus in a rounded square. */
export const AddSquareIcon = /* @__PURE__ */ createIcon('AddSquare', <path d="M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2ZM12 8v8M8 12h8" />);
export const DownloadIcon = /* @__PURE__ */ createIcon('Download', <path d="M12 3v12M7 10l5 5 5-5M5 21h14" />);
export const HomeIcon = /* @__PURE__ */ createIcon('Home', <path d="M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z" />);
export const StarIcon = /* @__PURE__ */ createIcon(
  'Star',
  <path d="m12 2 3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01z" />,
);
export const ClockIcon = /* @__PURE__ */ createIcon(
  'Clock',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 6v6l4 2" />
  </>,
);
export const DepositIcon = /* @__PURE__ */ createIcon(
  'Deposit',
  <>
    <path d="M19 7V4a1 1 0 0 0-1-1H5a2 2 0 0 0 0 4h15a1 1 0 0 1 1 1v4h-3a2 2 0 0 0 0 4h3a1 1 0 0 0 1-1v-2a1 1 0 0 0-1-1" />
    <path d="M3 5v14a2 2 0 0 0 2 2h15a1 1 0 0 0 1-1v-4" />
  </>,
);
export const WithdrawIcon = /* @__PURE__ */ createIcon(
  'Withdraw',
  <>
    <rect x="2" y="6" width="20" height="12" rx="2" />
    <circle cx="12" cy="12" r="2.5" />
    <path d="M6 12h.01M18 12h.01" />
  </>,
);
export const GiftIcon = /* @__PURE__ */ createIcon(
  'Gift',
  <>
    <rect x="3" y="8" width="18" height="4" rx="1" />
    <path d="M12 8v13M19 12v7a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2v-7" />
    <path d="M7.5 8a2.5 2.5 0 0 1 0-5A4.8 8 0 0 1 12 8a4.8 8 0 0 1 4.5-5 2.5 2.5 0 0 1 0 5" />
  </>,
);
export const TrophyIcon = /* @__PURE__ */ createIcon(
  'Trophy',
  <>
    <path d="M6 9H4.5a2.5 2.5 0 0 1 0-5H6M18 9h1.5a2.5 2.5 0 0 0 0-5H18M4 22h16" />
    <path d="M10 14.66V17c0 .55-.47.98-.97 1.21C7.85 18.75 7 20.24 7 22M14 14.66V17c0 .55.47.98.97 1.21C16.15 18.75 17 20.24 17 22" />
    <path d="M18 2H6v7a6 6 0 0 0 12 0V2Z" />
  </>,
);
export const UserPlusIcon = /* @__PURE__ */ createIcon(
  'UserPlus',
  <>
    <path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2" />
    <circle cx="9" cy="7" r="4" />
    <path d="M19 8v6M22 11h-6" />
  </>,
);
export const UserIcon = /* @__PURE__ */ createIcon(
  'User',
  <>
    <path d="M19 21v-2a4 4 0 0 0-4-4H9a4 4 0 0 0-4 4v2" />
    <circle cx="12" cy="7" r="4" />
  </>,
);
export const SmartphoneIcon = /* @__PURE__ */ createIcon(
  'Smartphone',
  <>
    <rect x="5" y="2" width="14" height="20" rx="2" />
    <path d="M12 18h.01" />
  </>,
);
export const QrCodeIcon = /* @__PURE__ */ createIcon(
  'QrCode',
  <>
    <rect x="3" y="3" width="5" height="5" rx="1" />
    <rect x="16" y="3" width="5" height="5" rx="1" />
    <rect x="3" y="16" width="5" height="5" rx="1" />
    <path d="M21 16h-3a2 2 0 0 0-2 2v3M21 21v.01M12 7v3a2 2 0 0 1-2 2H7M3 12h.01M12 3h.01M12 16v.01M16 12h1M21 12v.01M12 21v-1" />
  </>,
);
export const HeadsetIcon = /* @__PURE__ */ createIcon(
  'Headset',
  <path d="M3 14h3a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-7a9 9 0 0 1 18 0v7a2 2 0 0 1-2 2h-1a2 2 0 0 1-2-2v-3a2 2 0 0 1 2-2h3" />,
);
export const LogOutIcon = /* @__PURE__ */ createIcon('LogOut', <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />);
export const LogInIcon = /* @__PURE__ */ createIcon('LogIn', <path d="M15 3h4a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-4M10 17l5-5-5-5M15 12H3" />);
export const ChatIcon = /* @__PURE__ */ createIcon('Chat', <path d="M21 12a8 8 0 0 1-11.6 7.1L3 21l1.9-6.4A8 8 0 1 1 21 12ZM8 12h.01M12 12h.01M16 12h.01" />);
export const VideoIcon = /* @__PURE__ */ createIcon('Video', <path d="m16 10 5-3v10l-5-3M3 7a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2Z" />);
export const MailIcon = /* @__PURE__ */ createIcon('Mail', <path d="M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm17 2-9 6-9-6" />);
export const SunIcon = /* @__PURE__ */ createIcon(
  'Sun',
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.93 4.93l1.41 1.41M17.66 17.66l1.41 1.41M2 12h2M20 12h2M6.34 17.66l-1.41 1.41M19.07 4.93l-1.41 1.41" />
  </>,
);
export const MoonIcon = /* @__PURE__ */ createIcon('Moon', <path d="M12 3a6 6 0 0 0 9 9 9 9 0 1 1-9-9Z" />);
export const ShieldIcon = /* @__PURE__ */ createIcon(
  'Shield',
  <path d="M20 13c0 5-3.5 7.5-7.66 8.95a1 1 0 0 1-.67-.01C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.24-2.72a1.17 1.17 0 0 1 1.52 0C14.51 3.81 17 5 19 5a1 1 0 0 1 1 1z" />,
);
export const InfoIcon = /* @__PURE__ */ createIcon(
  'Info',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 16v-4M12 8h.01" />
  </>,
);
export const FileTextIcon = /* @__PURE__ */ createIcon(
  'FileText',
  <>
    <path d="M15 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V7Z" />
    <path d="M14 2v4a2 2 0 0 0 2 2h4M10 9H8M16 13H8M16 17H8" />
  </>,
);
export const ShoppingBagIcon = /* @__PURE__ */ createIcon('ShoppingBag', <path d="M6 2 3 6v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6l-3-4ZM3 6h18M16 10a4 4 0 0 1-8 0" />);
export const FlameIcon = /* @__PURE__ */ createIcon(
  'Flame',
  <path d="M8.5 14.5A2.5 2.5 0 0 0 11 12c0-1.38-.5-2-1-3-1.07-2.14-.22-4.05 2-6 .5 2.5 2 4.9 4 6.5 2 1.6 3 3.5 3 5.5a7 7 0 1 1-14 0c0-1.15.43-2.29 1-3a2.5 2.5 0 0 0 2.5 2.5z" />,
);
export const WrenchIcon = /* @__PURE__ */ createIcon('Wrench', <path d="M14.7 6.3a4 4 0 0 0 5 5L21 13l-8 8-3-3 8-8-1.3-1.3a4 4 0 0 1-5-5L10 5l2 2 2-2zM3 21l6-6" />);
export const MegaphoneIcon = /* @__PURE__ */ createIcon('Megaphone', <path d="m3 11 18-5v12L3 14v-3zM11.6 16.8a3 3 0 1 1-5.8-1.6" />);
export const SparklesIcon = /* @__PURE__ */ createIcon(
  'Sparkles',
  <path d="M9.94 15.5A2 2 0 0 0 8.5 14.06l-6.14-1.58a.5.5 0 0 1 0-.96L8.5 9.94A2 2 0 0 0 9.94 8.5l1.58-6.14a.5.5 0 0 1 .96 0L14.06 8.5A2 2 0 0 0 15.5 9.94l6.14 1.58a.5.5 0 0 1 0 .96L15.5 14.06a2 2 0 0 0-1.44 1.44l-1.58 6.14a.5.5 0 0 1-.96 0zM20 3v4M22 5h-4" />,
);
export const CalendarIcon = /* @__PURE__ */ createIcon(
  'Calendar',
  <path d="M8 2v4M16 2v4M3 10h18M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Z" />,
);
export const EyeIcon = /* @__PURE__ */ createIcon('Eye', <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12ZM12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6Z" />);
export const EyeOffIcon = /* @__PURE__ */ createIcon('EyeOff', <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12ZM12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6ZM3 3l18 18" />);
export const CheckIcon = /* @__PURE__ */ createIcon('Check', <path d="M20 6 9 17l-5-5" />);
export const SearchIcon = /* @__PURE__ */ createIcon(
  'Search',
  <>
    <circle cx="11" cy="11" r="8" />
    <path d="m21 21-4.3-4.3" />
  </>,
);

// game categories
export const LiveIcon = /* @__PURE__ */ createIcon(
  'Live',
  <>
    <path d="m16 13 5.22 3.48a.5.5 0 0 0 .78-.42V7.87a.5.5 0 0 0-.75-.43L16 10.5" />
    <rect x="2" y="6" width="14" height="12" rx="2" />
  </>,
);
export const SlotsIcon = /* @__PURE__ */ createIcon(
  'Slots',
  <>
    <path d="M2 17a5 5 0 0 0 10 0c0-2.76-2.5-5-5-3-2.5-2-5 .24-5 3ZM12 17a5 5 0 0 0 10 0c0-2.76-2.5-5-5-3-2.5-2-5 .24-5 3Z" />
    <path d="M7 14c3.22-2.91 4.29-8.75 5-12 1.66 2.38 4.94 9 5 12M22 9c-4.29 0-7.14-2.33-10-7 5.71 0 10 4.67 10 7Z" />
  </>,
);
export const FishIcon = /* @__PURE__ */ createIcon(
  'Fish',
  <>
    <path d="M2 16s9-15 20-4C11 23 2 8 2 8" />
    <path d="M17 11.5h.01" />
  </>,
);
export const CardsIcon = /* @__PURE__ */ createIcon(
  'Cards',
  <path d="M5 9c-1.5 1.5-3 3.2-3 5.5A5.5 5.5 0 0 0 7.5 20c1.8 0 3-.5 4.5-2 1.5 1.5 2.7 2 4.5 2a5.5 5.5 0 0 0 5.5-5.5c0-2.3-1.5-4-3-5.5l-7-7-7 7ZM12 18v4" />,
);
export const SportsIcon = /* @__PURE__ */ createIcon(
  'Sports',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M19.13 5.09C15.22 9.14 10 10.44 2.25 10.94M21.75 12.84c-6.62-1.41-12.14 1-16.38 6.32M8.56 2.75c4.37 6 6 9.42 8 17.72" />
  </>,
);
export const EsportsIcon = /* @__PURE__ */ createIcon(
  'Esports',
  <>
    <path d="M6 11h4M8 9v4M15 12h.01M18 10h.01" />
    <path d="M17.32 5H6.68a4 4 0 0 0-3.98 3.59C2.6 9.42 2 14.46 2 16a3 3 0 0 0 3 3c1 0 1.5-.5 2-1l1.41-1.41A2 2 0 0 1 9.83 16h4.34a2 2 0 0 1 1.41.59L17 18c.5.5 1 1 2 1a3 3 0 0 0 3-3c0-1.54-.6-6.58-.69-7.26A4 4 0 0 0 17.32 5z" />
  </>,
);
export const TicketIcon = /* @__PURE__ */ createIcon(
  'Ticket',
  <path d="M2 9a3 3 0 0 1 0 6v2a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-2a3 3 0 0 1 0-6V7a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2ZM13 5v2M13 17v2M13 11v2" />,
);
export const DiceIcon = /* @__PURE__ */ createIcon(
  'Dice',
  <>
    <rect x="3" y="3" width="18" height="18" rx="3" />
    <path d="M16 8h.01M8 8h.01M8 16h.01M16 16h.01M12 12h.01" />
  </>,
);
export const RoosterIcon = /* @__PURE__ */ createIcon(
  'Rooster',
  <path d="M16 7h.01M3.4 18H12a8 8 0 0 0 8-8V7a4 4 0 0 0-7.28-2.3L2 20M20 7l2 .5-2 .5M10 18v3M14 17.75V21M7 18a6 6 0 0 0 3.84-10.61" />,
);

// social
export const FacebookIcon = /* @__PURE__ */ createIcon(
  'Facebook',
  <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />,
);
export const TelegramIcon = /* @__PURE__ */ createIcon(
  'Telegram',
  <path d="M14.54 21.69a.5.5 0 0 0 .93-.03l6.5-19a.5.5 0 0 0-.63-.63l-19 6.5a.5.5 0 0 0-.03.93l7.93 3.18a2 2 0 0 1 1.12 1.11zM21.85 2.15 10.91 13.09" />,
);
export const InstagramIcon = /* @__PURE__ */ createIcon(
  'Instagram',
  <>
    <rect x="2" y="2" width="20" height="20" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <path d="M17.5 6.5h.01" />
  </>,
);
export const WhatsAppIcon = /* @__PURE__ */ createIcon(
  'WhatsApp',
  <>
    <path d="M7.9 20A9 9 0 1 0 4 16.1L2 22Z" />
    <path d="M9.2 8.6c.2-.5.5-.6.8-.6h.5l.8 1.9-.7.9a5.6 5.6 0 0 0 2.6 2.6l.9-.7 1.9.8v.5c0 .3-.1.6-.6.8-.6.3-1.6.3-2.8-.3a8 8 0 0 1-3.1-3.1c-.6-1.2-.6-2.2-.3-2.8z" />
  </>,
);

/** The brand mark: a gold crown with a gradient, used by the logo. */
export function CrownMark({ size = 32, title }: { size?: number; title?: string }) {
  // unique per instance: a gradient defined in a hidden copy of the logo would not paint
  const id = `crown-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 32 32"
      width={size}
      height={size}
      focusable="false"
      {...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
    >
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffe08a" />
          <stop offset="0.55" stopColor="#f4b929" />
          <stop offset="1" stopColor="#c9850f" />
        </linearGradient>
      </defs>
      <rect x="1" y="1" width="30" height="30" rx="9" fill="#141b2b" />
      <rect x="1.5" y="1.5" width="29" height="29" rx="8.5" fill="none" stroke={`url(#${id})`} strokeOpacity="0.55" />
      <path
        d="M7 12.5 11.2 16 16 8.5l4.8 7.5 4.2-3.5-1.9 9.5H8.9z"
        fill={`url(#${id})`}
        stroke="#ffe9a8"
        strokeWidth="0.6"
        strokeLinejoin="round"
      />
      <rect x="8.8" y="22.6" width="14.4" height="2.4" rx="1.2" fill={`url(#${id})`} />
      <circle cx="16" cy="7.4" r="1.4" fill="#ffe08a" />
      <circle cx="6.6" cy="11.6" r="1.1" fill="#ffe08a" />
      <circle cx="25.4" cy="11.6" r="1.1" fill="#ffe08a" />
    </svg>
  );
}
