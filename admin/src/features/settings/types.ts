import type { Database } from '@lib/database.types';

type Tables = Database['public']['Tables'];
export type SiteSettingsRow = Tables['site_settings']['Row'];
export type ChatWidgetRow = Tables['whatsapp_widget']['Row'];
