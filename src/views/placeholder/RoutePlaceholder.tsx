/**
 * The placeholder of a route whose screen a later issue builds: title and purpose come from
 * layout:routes.<routeId>, the route's parameters (game type, vendor, game code) are shown.
 */
import { useTranslation } from 'react-i18next';
import type { IconComponent } from '../../ui/icons';
import { ComingSoonPage, type PlaceholderDetail } from './ComingSoonPage';

export interface RoutePlaceholderProps {
  routeId: string;
  icon: IconComponent;
  /** Parameter name (i18n key under layout:placeholder.params) → value; empty values are skipped. */
  params?: Readonly<Record<string, string | null | undefined>>;
  preview?: 'tiles' | 'list' | 'none';
}

export function RoutePlaceholder({ routeId, icon, params = {}, preview }: RoutePlaceholderProps) {
  const { t } = useTranslation('layout');
  const details: PlaceholderDetail[] = Object.entries(params).flatMap(([name, value]) =>
    value ? [{ label: t(`placeholder.params.${name}`), value }] : [],
  );
  return (
    <ComingSoonPage
      icon={icon}
      title={t(`routes.${routeId}.title`)}
      purpose={t(`routes.${routeId}.purpose`)}
      details={details}
      preview={preview}
    />
  );
}

export default RoutePlaceholder;
